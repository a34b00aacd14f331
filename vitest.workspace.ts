import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import type { TestProjectConfiguration } from "vitest/config";

/**
 * The one list of test projects. Vitest 4 no longer reads this file by itself, so
 * `vitest.config.ts` imports it into `test.projects`.
 *
 * Tests resolve `@micromall/domain` to its source entry, so they never depend on a stale `domain/dist`;
 * builds (`vite build`, the e2e server) use the published `dist` as another project would.
 */
/** The web test files (relative to `web/`) that mock modules or stub globals: found by their text, no list to keep. */
const webModuleMockFiles = findTestFiles(fileURLToPath(new URL("./web/src", import.meta.url)), /\bvi\.(mock|doMock|stubGlobal|stubEnv)\(/).map((file) =>
  relative(fileURLToPath(new URL("./web", import.meta.url)), file),
);

function findTestFiles(dir: string, pattern: RegExp): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...findTestFiles(path, pattern));
    else if (/\.test\.tsx?$/.test(entry.name) && pattern.test(readFileSync(path, "utf8"))) found.push(path);
  }
  return found.sort();
}

const domainSource = fileURLToPath(new URL("./domain/src/index.ts", import.meta.url));
const domainSchemasSource = fileURLToPath(new URL("./domain/src/schemas/index.ts", import.meta.url));
// Exact matches: the root and the `./schemas` subpath each resolve to their own entry.
const alias = [
  { find: /^@micromall\/domain$/, replacement: domainSource },
  { find: /^@micromall\/domain\/schemas$/, replacement: domainSchemasSource },
];

export const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: "domain",
      root: "./domain",
      environment: "node",
      include: ["src/**/*.test.ts", "bench/**/*.test.ts"],
      // the English form texts load once, as a caller checking forms in English does (application/form-messages.ts)
      setupFiles: ["./test/english-form-texts.ts"],
      // Domain's modules are pure functions and constant tables: its files share one module graph per worker
      // instead of importing effect's Schema and the catalogues once per file (domain + fixtures: 4m05s -> 2m05s
      // on the loaded 2-core machine, the same 2,281 tests).
      isolate: false,
      // On CI (2 cores, the whole suite at once) a screen's first lazy import can outlast a 3 s wait: a test that
      // fails is run once more, as Playwright's are, and the report names it as flaky.
      retry: process.env["CI"] ? 1 : 0,
    },
  },
  {
    extends: "./web/vite.config.ts",
    resolve: { alias },
    test: {
      name: "web",
      root: "./web",
      environment: "jsdom",
      include: ["src/**/*.test.{ts,tsx}"],
      exclude: webModuleMockFiles,
      setupFiles: ["./src/test/setup.ts"],
      // One jsdom and worker across files (isolate: false), with fresh modules of the mall per file: the setup
      // file drops the module registry before each file and resets what the window keeps (src/test/setup.ts).
      // Fully isolated, the project took 11m52s on the loaded 2-core machine; 17 web modules keep state (stores,
      // the overlay history, message boxes, scroll locks, the locale), which a shared module graph leaked from
      // file to file — the per-file registry reset gives each file its own.
      isolate: false,
      // On CI (2 cores, the whole suite at once) a screen's first lazy import can outlast a 3 s wait: a test that
      // fails is run once more, as Playwright's are, and the report names it as flaky.
      retry: process.env["CI"] ? 1 : 0,
    },
  },
  {
    extends: "./web/vite.config.ts",
    resolve: { alias },
    test: {
      // The web files that replace modules (vi.mock, vi.doMock) or globals and environment variables
      // (vi.stubGlobal, vi.stubEnv): a replacement must not outlive its file, so these keep a worker context each.
      name: "web-isolated",
      root: "./web",
      environment: "jsdom",
      include: webModuleMockFiles,
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
      // Like domain's; the mock world is created per test (createWorld), never a module's state.
      isolate: false,
    },
  },
];

export default projects;
