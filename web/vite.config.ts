/**
 * Vite configuration of the mall (design.md "web/", "Configuration"; toolchain.md Q4):
 * - served under /micromall/ with assets under /micromall/static (spec §1, §9);
 * - `build.manifest` so `scripts/size.mjs` can measure the first-load JavaScript per route;
 * - the dev server and `vite preview` answer every /micromall/* address with index.html (history fallback of
 *   the default `appType: "spa"`), so a reload or a shared link of any route works;
 * - preview on 127.0.0.1:4173 with a strict port (Playwright's webServer waits on it);
 * - modes: `mock` (.env.mock, VITE_MOCKS=on) for `npm start`/`npm run dev`; any other mode reads .env
 *   (VITE_MOCKS=off). Without mocks, msw's worker script is not shipped either (`dropMockWorker`).
 */
import { rmSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";

/** The file msw's CLI keeps in public/ (root package.json `msw.workerDirectory`). */
const MOCK_WORKER_FILE = "mockServiceWorker.js";
const webRoot = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, webRoot, "VITE_");
  return {
    base: "/micromall/",
    plugins: [react(), env.VITE_MOCKS === "on" ? null : dropMockWorker()],
    build: { assetsDir: "static", manifest: true },
    preview: { host: "127.0.0.1", port: 4173, strictPort: true },
  };
});

/** Removes msw's worker script from the output of a build without mocks (public/ is copied verbatim). */
function dropMockWorker(): Plugin {
  let outDir = "";
  return {
    name: "micromall:drop-mock-worker",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      rmSync(resolve(outDir, MOCK_WORKER_FILE), { force: true });
    },
  };
}
