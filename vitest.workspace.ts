import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import type { TestProjectConfiguration } from "vitest/config";

/**
 * The one list of test projects. Vitest 4 no longer reads this file by itself, so
 * `vitest.config.ts` imports it into `test.projects`.
 *
 * Tests resolve `@micromall/domain` to its source entry, so they never depend on a stale `domain/dist`;
 * builds (`vite build`, the e2e server) use the published `dist` as another project would.
 */
const domainSource = fileURLToPath(new URL("./domain/src/index.ts", import.meta.url));
const domainSchemasSource = fileURLToPath(new URL("./domain/src/schemas/index.ts", import.meta.url));
// Exact matches: the root and the `./schemas` subpath each resolve to their own entry.
const alias = [
  { find: /^@micromall\/domain$/, replacement: domainSource },
  { find: /^@micromall\/domain\/schemas$/, replacement: domainSchemasSource },
];

const WEB_TESTS = ["src/**/*.test.{ts,tsx}"];
/**
 * The web test files that need a module graph (and window history) of their own: they replace modules
 * (`vi.mock`, `vi.doMock`, `vi.resetModules`) or read the window's history and the overlay entries in it, which
 * other files' screens also write. Found by their text, so a new such file is classified without a list to keep.
 */
const ISOLATED_FILE = /\bvi\.(?:mock|doMock|resetModules)\(|overlay-history|window\.history\.(?:length|state)/;
const WEB_ROOT = fileURLToPath(new URL("./web/", import.meta.url));
const WEB_ISOLATED = readdirSync(`${WEB_ROOT}src`, { recursive: true, encoding: "utf8" })
  .filter((file) => /\.test\.tsx?$/.test(file) && ISOLATED_FILE.test(readFileSync(`${WEB_ROOT}src/${file}`, "utf8")))
  .map((file) => `src/${file.split("\\").join("/")}`)
  .sort();

export const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: "domain",
      root: "./domain",
      environment: "node",
      include: ["src/**/*.test.ts", "bench/**/*.test.ts"],
    },
  },
  {
    extends: "./web/vite.config.ts",
    resolve: { alias },
    test: {
      name: "web",
      root: "./web",
      environment: "jsdom",
      include: WEB_TESTS,
      exclude: WEB_ISOLATED,
      setupFiles: ["./src/test/setup.ts"],
      // One jsdom and one module graph per worker, shared by the files it runs: building a jsdom and importing
      // the app for each of ~130 files was two thirds of the project's time (11m52s → 2m49s on the 2-core
      // machine). The setup file resets what a file may leave behind (DOM, storage, scroll); a file that needs
      // a module graph of its own runs in project "web-isolated".
      isolate: false,
    },
  },
  {
    extends: "./web/vite.config.ts",
    resolve: { alias },
    test: {
      name: "web-isolated",
      root: "./web",
      environment: "jsdom",
      include: WEB_ISOLATED,
      setupFiles: ["./src/test/setup.ts"],
    },
  },
  {
    resolve: { alias },
    test: {
      name: "fixtures",
      root: "./fixtures",
      environment: "node",
      include: ["src/**/*.test.ts"],
    },
  },
];

export default projects;
