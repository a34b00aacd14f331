/**
 * web/package.json declares `src/ui/**` free of import side effects (every other source folder, main.tsx and
 * CSS keep theirs). The bundler may then leave a primitive that a screen imports through `ui/index.ts` but
 * never uses out of that screen's chunk — e.g. the modal frame, which only the lazily loaded message-box view
 * draws, stays out of the home page's first load. This test keeps the declaration true: no module imports a
 * ui module for its effect alone, and every other source folder is declared.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { describe, expect, it } from "vitest";

/** A bare import (for the module's effect), e.g. `import "../messages";`. */
const BARE_IMPORT = /^import\s+["']([^"']+)["'];?\s*$/gm;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

describe("side effects declared in web/package.json", () => {
  // This file sits in web/src/ui.
  const src = resolve(dirname(expect.getState().testPath ?? ""), "..");
  const manifest = JSON.parse(readFileSync(join(src, "..", "package.json"), "utf8")) as { sideEffects?: unknown };

  it("keeps the side effects of CSS, main.tsx and every source folder but ui", () => {
    const declared = manifest.sideEffects as string[];
    expect(Array.isArray(declared)).toBe(true);
    expect(declared).toContain("*.css");
    expect(declared).toContain("./src/main.tsx");
    const folders = readdirSync(src).filter((name) => statSync(join(src, name)).isDirectory() && name !== "ui" && name !== "styles");
    expect(folders.length).toBeGreaterThan(5);
    expect(folders.filter((folder) => !declared.includes(`./src/${folder}/**`))).toEqual([]);
    expect(declared.some((pattern) => pattern.startsWith("./src/ui"))).toBe(false);
  });

  it("never imports a ui module for its effect alone", () => {
    const offenders: string[] = [];
    for (const file of sourceFiles(src)) {
      for (const match of readFileSync(file, "utf8").matchAll(BARE_IMPORT)) {
        const target = match[1] ?? "";
        if (!target.startsWith(".") || target.endsWith(".css")) continue;
        const path = relative(src, resolve(dirname(file), target));
        if (path === "ui" || path.startsWith(`ui/`)) offenders.push(`${relative(src, file)} → ${target}`);
      }
    }
    expect(offenders).toEqual([]);
  });
});
