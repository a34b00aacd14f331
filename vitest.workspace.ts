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
