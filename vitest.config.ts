import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { projects } from "./vitest.workspace.ts";

export default defineConfig({
  test: {
    projects,
    // Vitest's default in a run is one worker fewer than the cores (it keeps one for its main process): on the
    // 2-core CI machine that is ONE worker, and the run took 12 min with 1.15 cores busy. The main process does
    // little once the files are transformed, so every core gets a worker.
    maxWorkers: availableParallelism(),
  },
});
