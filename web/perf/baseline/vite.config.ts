/**
 * Vite configuration of the perf baseline (`npm run perf`, scripts/perf.mjs): the bare page under the mall's
 * base `/micromall/`, assets under `static/` like the mall, built with the same Vite and React plugin.
 */
import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";

export default defineConfig({
  root: dirname(fileURLToPath(import.meta.url)),
  base: "/micromall/",
  plugins: [react()],
  build: { assetsDir: "static" },
});
