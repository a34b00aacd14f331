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

export const projects: TestProjectConfiguration[] = [
  {
    test: {
      name: "domain",
      root: "./domain",
      environment: "node",
      include: ["src/**/*.test.ts", "bench/**/*.test.ts"],
      // Domain's modules are pure functions and constant tables: its files share one module graph per worker
      // instead of importing effect's Schema and the catalogues once per file (domain + fixtures: 4m05s -> 2m05s
      // on the loaded 2-core machine, the same 2,281 tests).
      isolate: false,
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
      setupFiles: ["./src/test/setup.ts"],
      // Isolated (a jsdom and a module graph per file). Sharing them (isolate: false) ran the project 4× faster
      // but 17 web modules keep state (stores, the overlay history, message boxes, scroll locks, the locale),
      // and files left it to the next one in an order that changes from run to run: not worth a flaky CI.
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
