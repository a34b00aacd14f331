/**
 * Vite configuration of the mall (design.md "web/", "Configuration"; toolchain.md Q4):
 * - served under /micromall/ with assets under /micromall/static (spec §1, §9);
 * - `build.manifest` so `scripts/size.mjs` can measure the first-load JavaScript per route;
 * - the dev server and `vite preview` answer every /micromall/* address with index.html (history fallback of
 *   the default `appType: "spa"`), so a reload or a shared link of any route works; `serveUnderBase` adds
 *   what that fallback lacks: `/micromall` without the slash redirects to `/micromall/`, and a missing file
 *   under /micromall/static/ is a 404 (not index.html, which would make a missing chunk fail as a MIME error);
 * - preview on 127.0.0.1:4173 with a strict port (Playwright's webServer waits on it);
 * - modes: `mock` (.env.mock, VITE_MOCKS=on) for `npm start`/`npm run dev`; any other mode reads .env
 *   (VITE_MOCKS=off). Without mocks, msw's worker script is not shipped either (`dropMockWorker`).
 */
import { existsSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type Plugin } from "vite";

/** The base path the mall is served under (spec §1). */
const BASE = "/micromall/";
/** The assets folder inside the base path (spec §9 "static path /micromall/static"). */
const ASSETS_DIR = "static";
/** The file msw's CLI keeps in public/ (root package.json `msw.workerDirectory`). */
const MOCK_WORKER_FILE = "mockServiceWorker.js";
const webRoot = fileURLToPath(new URL(".", import.meta.url));

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, webRoot, "VITE_");
  return {
    base: BASE,
    plugins: [react(), serveUnderBase(), env.VITE_MOCKS === "on" ? null : dropMockWorker()],
    build: { assetsDir: ASSETS_DIR, manifest: true },
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

/** Dev/preview server details of the base path (see the file comment). */
function serveUnderBase(): Plugin {
  const bare = BASE.replace(/\/$/, "");
  const redirectBare = (req: IncomingMessage, res: ServerResponse, next: () => void) => {
    const url = req.url ?? "";
    if (url !== bare && !url.startsWith(`${bare}?`)) return next();
    res.statusCode = 302;
    res.setHeader("Location", BASE + url.slice(bare.length));
    res.end();
  };
  return {
    name: "micromall:serve-under-base",
    configureServer(server) {
      server.middlewares.use(redirectBare);
    },
    configurePreviewServer(server) {
      const outDir = resolve(server.config.root, server.config.build.outDir);
      server.middlewares.use(redirectBare);
      server.middlewares.use((req, res, next) => {
        const path = decodeURIComponent((req.url ?? "").split("?")[0] ?? "");
        if (!path.startsWith(`${BASE}${ASSETS_DIR}/`) || existsSync(resolve(outDir, path.slice(BASE.length)))) return next();
        res.statusCode = 404;
        res.end();
      });
    },
  };
}
