import { defineConfig } from "vitest/config";

/**
 * `npm run bench`'s time budgets (`*.budget.ts`): one file at a time, nothing beside it, so the figures are the
 * functions' own. Not a project of the root vitest.config.ts: `npm test` never runs them.
 */
export default defineConfig({
  test: {
    root: new URL("..", import.meta.url).pathname,
    include: ["bench/**/*.budget.ts"],
    environment: "node",
    fileParallelism: false,
  },
});
