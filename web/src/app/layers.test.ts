/**
 * The layer rules of eslint.config.js, proven on snippets through ESLint's Node API: a feature importing another
 * feature fails lint, as does ui importing a feature or web reaching into domain's files; the allowed directions
 * pass. (These replace the source-scanning tests that policed imports with regexes.)
 */
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// jsdom replaces the global URL, so resolve the repository root from the file path.
const ROOT = `${resolve(dirname(fileURLToPath(import.meta.url)), "../../..")}/`;
const eslint = new ESLint({ cwd: ROOT });

/** The rule ids ESLint reports for `code` as if it were the file at `path` (relative to the repo root). */
async function ruleIdsFor(path: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}${path}` });
  return (result?.messages ?? []).map((message) => message.ruleId);
}

describe("layer rules (eslint-plugin-boundaries)", { timeout: 60_000 }, () => {
  it("a feature importing another feature fails", async () => {
    const code = 'import { PRODUCT_CATEGORY_FILTERS } from "../../buy/hooks/product-categories";\nexport const x = PRODUCT_CATEGORY_FILTERS;\n';
    expect(await ruleIdsFor("web/src/features/home/screens/Probe.ts", code)).toContain("boundaries/dependencies");
  });

  it("a feature importing its own folder, ui, i18n and state passes", async () => {
    const code = [
      'import { PRODUCT_CATEGORY_FILTERS } from "../hooks/product-categories";',
      'import { toast } from "../../../ui";',
      'import { translate } from "../../../i18n";',
      'import { useAppStore } from "../../../state/store";',
      "export const x = [PRODUCT_CATEGORY_FILTERS, toast, translate, useAppStore];",
      "",
    ].join("\n");
    expect(await ruleIdsFor("web/src/features/buy/screens/Probe.ts", code)).toEqual([]);
  });

  it("ui importing a feature, the store or the app fails", async () => {
    for (const source of ["../features/home/messages", "../state/store", "../app/routes"]) {
      const code = `import * as m from "${source}";\nexport const x = m;\n`;
      expect(await ruleIdsFor("web/src/ui/Probe.ts", code), source).toContain("boundaries/dependencies");
    }
  });

  it("web reaches domain only through its published entry points", async () => {
    for (const source of ["@micromall/domain/src/index", "../../../domain/src/index", "@micromall/domain/dist/index.js"]) {
      const code = `import * as d from "${source}";\nexport const x = d;\n`;
      expect(await ruleIdsFor("web/src/features/home/Probe.ts", code), source).toContain("no-restricted-imports");
    }
    const allowed = 'import { isMobile } from "@micromall/domain";\nimport * as s from "@micromall/domain/schemas";\nexport const x = [isMobile, s];\n';
    expect(await ruleIdsFor("web/src/features/home/Probe.ts", allowed)).toEqual([]);
  });
});
