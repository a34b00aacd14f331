/**
 * Vite configuration of the mall (design.md "web/", "Configuration"; toolchain.md Q4):
 * - served under /micromall/ with assets under /micromall/static (spec §1, §9);
 * - `build.manifest` so `scripts/size.mjs` can measure the first-load JavaScript per route;
 * - the dev server and `vite preview` answer every /micromall/* address with index.html (history fallback of
 *   the default `appType: "spa"`), so a reload or a shared link of any route works; `serveUnderBase` adds
 *   what that fallback lacks: `/micromall` without the slash redirects to `/micromall/`, and a missing file
 *   under /micromall/static/ is a 404 (not index.html, which would make a missing chunk fail as a MIME error);
 * - preview on 127.0.0.1, port `PORT` (default 4173) with a strict port (Playwright's webServer passes its own);
 * - modes: `mock` (.env.mock, VITE_MOCKS=on) for `npm start`/`npm run dev`; any other mode reads .env
 *   (VITE_MOCKS=off). Without mocks, msw's worker script is not shipped either (`dropMockWorker`);
 * - a build without mocks needs `VITE_CIPHER_KEY` (issue 8 point 10): the demo key is public, so a real build
 *   that would quietly fall back to it fails with a clear message instead ({@link buildEnvProblem}); mock mode
 *   and tests keep the demo key;
 * - `virtual:region-provinces`, the province names of the region table worked out at build time
 *   ({@link regionProvinces}, docs/decisions/0004-region-data.md);
 * - every build carries a Content-Security-Policy meta ({@link contentSecurityPolicy}, issue 8 point 11); the
 *   headers a meta cannot carry (`frame-ancestors`) are the host's, see the README.
 */
import { createHash } from "node:crypto";
import { createRequire } from "node:module";
import { existsSync, rmSync } from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { DEFAULT_GATEWAY_URL, toRegionTable } from "@micromall/domain";
import { areaList } from "@vant/area-data";
import react from "@vitejs/plugin-react";
import { LANDING_SCREENS, earlyPlan } from "./src/gateway/early-plan.ts";
import { defineConfig, loadEnv, type Plugin } from "vite";

/** The base path the mall is served under (spec §1). */
const BASE = "/micromall/";
/** The assets folder inside the base path (spec §9 "static path /micromall/static"). */
const ASSETS_DIR = "static";
/** The file msw's CLI keeps in public/ (root package.json `msw.workerDirectory`). */
const MOCK_WORKER_FILE = "mockServiceWorker.js";
/** The mock world's stand-in for the partners' pages (public/partner-demo.html, answered by the fixtures' hand-overs). */
const PARTNER_DEMO_FILE = "partner-demo.html";
// From the file path, not `new URL(".", …)`: the tests import this file under jsdom, whose URL is not Node's.
const webRoot = dirname(fileURLToPath(import.meta.url));

/** `vite preview`'s port unless `PORT` says otherwise (`PORT=8080 npm start`). */
const DEFAULT_PREVIEW_PORT = 4173;

export default defineConfig(({ command, mode }) => {
  // loadEnv: the .env files of the mode, with the process environment winning.
  const env = loadEnv(mode, webRoot, "VITE_");
  if (command === "build") {
    const problem = buildEnvProblem(env);
    if (problem !== null) throw new Error(problem);
  }
  return {
    base: BASE,
    plugins: [
      react(),
      serveUnderBase(),
      env.VITE_MOCKS === "on" ? null : dropMockWorker(),
      contentSecurityPolicyMeta(contentSecurityPolicy(env)),
      firstScreenChunks(env.VITE_MOCKS === "on"),
      earlyFetch(env.VITE_MOCKS === "on" ? null : (env.VITE_GATEWAY_URL ?? "")),
      prerenderHomeShell(),
      entryAfterFirstPaint(),
      landingFiles(),
      regionProvinces(),
      reactRouterProductionBuild(),
      cipherWithoutPassphraseKdf(),
    ],
    build: { assetsDir: ASSETS_DIR, manifest: true, modulePreload: false },
    css: { modules: command === "build" ? { generateScopedName: shortClassName } : {} },
    preview: { host: "127.0.0.1", port: previewPort(process.env.PORT), strictPort: true },
  };
});

/**
 * A build uses react-router's production files, shaken like React's own. Its package.json (7.x) exports only
 * `dist/development` (with the dev warnings and their texts; upstream remix-run/react-router#12532, #14102), so every
 * bundler ships that; the production files stand beside them in the same package. And their top-level
 * `X = React.forwardRef(…)` / `React.createContext(…)` calls carry no pure mark, nor do the `X.displayName = "…"`
 * statements after them, so every component and context the file defines stayed in the entry whether the mall uses it
 * or not (`Form`, `ScrollRestoration`, the data router's contexts, and all they call): {@link withShakableReactCalls}.
 * The dev server and the tests keep the development files. Measured with `npm run size` (JavaScript before home's
 * first render): 113.7 → 111.0 kB, and 106.6 kB with the mall's own Link (docs/decisions/0007-own-link.md).
 */
function reactRouterProductionBuild(): Plugin {
  const dist = resolve(dirname(createRequire(import.meta.url).resolve("react-router/package.json")), "dist/production");
  return {
    name: "micromall:react-router-production",
    apply: "build",
    config: () => ({
      resolve: {
        alias: [
          { find: /^react-router$/, replacement: resolve(dist, "index.mjs") },
          { find: /^react-router\/dom$/, replacement: resolve(dist, "dom-export.mjs") },
        ],
      },
    }),
    transform: {
      filter: { id: /react-router[\\/]dist[\\/]production[\\/].*\.mjs$/ },
      handler: (code) => ({ code: withShakableReactCalls(code), map: null }),
    },
  };
}

/** crypto-js's modules that only OpenSSL's passphrase key derivation needs, as `aes` and `cipher-core` require them. */
const PASSPHRASE_KDF_MODULES = /^\.\/(md5|sha1|hmac|evpkdf)(\.js)?$/;

/**
 * A build leaves out of the cipher envelope what only a passphrase key needs: crypto-js's `aes` and `cipher-core`
 * require `md5` and `evpkdf` (which requires `sha1` and `hmac`) for OpenSSL's key derivation, and the envelope passes
 * its key as parsed bytes, never as a passphrase (domain/src/gateway/cipher.ts). Those four modules resolve to
 * `build-support/crypto-js-without-kdf.cjs`, which fails loudly if a passphrase ever reaches AES. The dev server and
 * the tests keep crypto-js whole; the e2e runs encrypted calls on the built app. Measured with `npm run size`
 * (docs/decisions/0008-cipher-without-passphrase-kdf.md).
 */
function cipherWithoutPassphraseKdf(): Plugin {
  const standIn = resolve(webRoot, "build-support/crypto-js-without-kdf.cjs");
  return {
    name: "micromall:cipher-without-passphrase-kdf",
    enforce: "pre",
    apply: "build",
    resolveId: {
      filter: { id: PASSPHRASE_KDF_MODULES },
      handler: (source, importer) => (importer !== undefined && /[\\/]crypto-js[\\/][\w-]+\.js$/.test(importer) && PASSPHRASE_KDF_MODULES.test(source) ? standIn : null),
    },
  };
}

/**
 * A module's text with its top-level React component and context definitions marked pure, and without the
 * `X.displayName = "…";` statements that name them for React's dev tools: what the module defines and nobody imports
 * is then left out of the bundle.
 * @example withShakableReactCalls('var Link = React10.forwardRef(f);\nLink.displayName = "Link";') // 'var Link = /* @__PURE__ *\/ React10.forwardRef(f);\n'
 */
export function withShakableReactCalls(code: string): string {
  return code
    .replace(/^[A-Za-z_$][\w$]*\.displayName = "[\w$.]*";\n/gm, "")
    .replace(/= (React\d*\.(?:forwardRef|createContext|memo)\()/g, "= /* @__PURE__ */ $1");
}

/**
 * Why a build with these variables must not go out, or null. A build without mocks needs its own cipher key:
 * the demo key is published in the repository, so a real build using it would only look encrypted.
 * @example buildEnvProblem({ VITE_MOCKS: "off" }) // "VITE_CIPHER_KEY is not set: …"
 * @example buildEnvProblem({ VITE_MOCKS: "on" }) // null (mock mode keeps the demo key)
 */
export function buildEnvProblem(env: Readonly<Record<string, string | undefined>>): string | null {
  if (env.VITE_MOCKS === "on") return null;
  if ((env.VITE_CIPHER_KEY ?? "").trim() !== "") return null;
  return (
    "VITE_CIPHER_KEY is not set: a build without mocks (VITE_MOCKS=off) needs the gateway's envelope key, " +
    "for example `VITE_CIPHER_KEY=… npm run build` or a web/.env.local line. The demo key is public and only " +
    "serves mock mode and tests (`npm start`)."
  );
}

/**
 * The Content-Security-Policy of the built index.html: everything from the mall's own origin; images also as
 * data: URLs (the product pictures) and blob: URLs (the claim report's previews of the scaled photos, object URLs
 * only the page's own scripts can make — allowed for images only, nowhere else); requests also to the gateway's origin when `VITE_GATEWAY_URL` is absolute;
 * service workers only in mock mode (msw), none otherwise.
 * @example contentSecurityPolicy({ VITE_MOCKS: "off", VITE_GATEWAY_URL: "https://gw.example.cn/api" })
 * // "default-src 'self'; script-src 'self'; … connect-src 'self' https://gw.example.cn; worker-src 'none'; …"
 */
export function contentSecurityPolicy(env: Readonly<Record<string, string | undefined>>): string {
  const gateway = originOf(env.VITE_GATEWAY_URL ?? "");
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self'",
    "img-src 'self' data: blob:",
    `connect-src 'self'${gateway === null ? "" : ` ${gateway}`}`,
    `worker-src ${env.VITE_MOCKS === "on" ? "'self'" : "'none'"}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join("; ");
}

/** The origin of an absolute http(s) URL, or null for a path (same origin) or anything else. */
function originOf(url: string): string | null {
  if (!/^https?:\/\//i.test(url)) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}

/**
 * The preview port (`npm start`): `PORT` when it is a port number, else 4173.
 * @example previewPort("8080") // 8080
 * @example previewPort(undefined) // 4173
 */
export function previewPort(text: string | undefined): number {
  const port = Number(text);
  return Number.isInteger(port) && port > 0 && port < 65_536 ? port : DEFAULT_PREVIEW_PORT;
}

/** Puts the policy first in the built index.html's head (before any script or stylesheet). */
function contentSecurityPolicyMeta(policy: string): Plugin {
  return {
    name: "micromall:content-security-policy",
    apply: "build",
    transformIndexHtml: () => [
      { tag: "meta", attrs: { "http-equiv": "Content-Security-Policy", content: policy }, injectTo: "head-prepend" },
    ],
  };
}

/**
 * The chunking of home's first render (issue 22 point 2): every module the entry runs before its first render — its
 * static imports, which include the home screen (main.tsx imports it) — goes into the entry's one chunk (rolldown's
 * `$initial` tag: statically reached from an entry and used there), instead of the dozen small shared chunks the
 * automatic splitting made of them because later routes share them. Home then paints from the entry alone (the entry
 * and rolldown's tiny runtime); the other routes find those shared modules already loaded. Only what the entry really
 * uses is captured, so nothing rides along that home does not run.
 *
 * In mock mode (`mocks`: the e2e build and `npm run build` for `npm start`), the fixtures' world and everything it
 * imports (msw, effect's Schema, domain) also go into one chunk, `mock-gateway`: the automatic splitting cut them into
 * about 40 shared chunks fetched in 8 rounds before the mock worker could start, on every document load. One chunk
 * starts a screen's module about 300 ms sooner after the load event (measured with resource timings on
 * /customerService), which every e2e test pays once per document load. The production build is not affected.
 *
 * A feature's `route-titles.ts` (the titles of its routes, read by the route table and by a screen that titles itself
 * by what it does) is a chunk of its own: left to the automatic splitting, a module the lazy route table shares with a
 * screen goes into the table's chunk (the screen loads after the table), and the screen's route then counts the whole
 * table (/editPerson 34 → 41 kB in `npm run size`).
 */
function firstScreenChunks(mocks: boolean): Plugin {
  return {
    name: "micromall:first-screen-chunks",
    apply: "build",
    config: () => ({
      build: {
        rolldownOptions: {
          output: {
            chunkFileNames: chunkFileName,
            codeSplitting: {
              groups: [{ name: "index", tags: ["$initial"] }, { name: "route-titles", test: /[\\/]route-titles\.ts$/ }, ...(mocks ? [{ name: "mock-gateway", test: /[\\/]fixtures[\\/]src[\\/]/, includeDependenciesRecursively: true }] : [])],
            },
          },
        },
      },
    }),
    transformIndexHtml: {
      // after Vite's own tags: the entry's script and stylesheet come first
      order: "post",
      handler: (_html, context) =>
        entryImportPreloads(context.bundle ?? {}).map((file) => ({
          tag: "link",
          attrs: { rel: "modulepreload", crossorigin: true, href: `${BASE}${file}` },
          injectTo: "head" as const,
        })),
    },
  };
}

/**
 * The file name of a chunk that is not an entry. Domain's build names its shared modules `chunk-<hash>`
 * (`domain/dist/chunk-37JSLFBU.js`), so rolldown's `[name]-[hash]` gave `chunk-37JSLFBU-C1NPNRaN.js`: two hashes, and
 * every import of such a chunk spelled out the first one for nothing. Those chunks are named by their hash alone; a
 * chunk named after its module (a screen, a hook) keeps its name, which the network panel and the e2e routes read.
 * Measured with `npm run size`: /inputInfo 40.1 → 39.7 kB, /login 40.1 → 39.8 kB (the route budget is 40 kB).
 * @example chunkFileName({ name: "chunk-37JSLFBU" }) // "static/[hash].js"
 * @example chunkFileName({ name: "ProductListScreen" }) // "static/[name]-[hash].js"
 */
export function chunkFileName(chunk: { readonly name: string }): string {
  return /^chunk-[0-9A-Z]+$/.test(chunk.name) ? `${ASSETS_DIR}/[hash].js` : `${ASSETS_DIR}/[name]-[hash].js`;
}

/**
 * The chunks the entry imports statically (rolldown's runtime), which the browser would find only once the entry has
 * arrived and started: index.html preloads them beside the entry, one round trip less before home's first render (the
 * early script starts the entry after the first paint, see {@link entryAfterFirstPaint}).
 * @example entryImportPreloads(bundle) // ["static/rolldown-runtime-….js"]
 */
export function entryImportPreloads(bundle: Readonly<Record<string, { type: string; fileName: string; isEntry?: boolean; imports?: readonly string[] }>>): string[] {
  const chunks = Object.values(bundle).filter((item) => item.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entries = chunks.filter((chunk) => chunk.isEntry === true).map((chunk) => chunk.fileName);
  const files: string[] = [];
  const visit = (file: string) => {
    for (const next of byFile.get(file)?.imports ?? []) {
      if (files.includes(next) || entries.includes(next)) continue;
      files.push(next);
      visit(next);
    }
  };
  for (const entry of entries) visit(entry);
  return files;
}

/** A chunk of the bundle as {@link bootPreloads} and {@link landingScreenFiles} read it (with Vite's list of the CSS it imports). */
type BundleChunk = { type: string; fileName: string; isEntry?: boolean; imports?: readonly string[]; moduleIds?: readonly string[]; viteMetadata?: { importedCss: ReadonlySet<string> } };

/** The source module of the gateway client, which main.tsx loads at boot for the landing page's content. */
const BOOT_CLIENT_MODULE = "/src/gateway/client.ts";

/**
 * The files home needs for its products beyond the entry's own: the gateway client's chunk and the chunks it imports
 * (not the entry's, which are loaded already) — about 12 kB gzip that every page fetches before it shows its content.
 * They are written on the early script (`data-entry-files`, {@link landingFiles}), which preloads them as it starts the
 * entry, once the first frame (with home's early banner) has painted: they download beside the entry instead of after it
 * has run (one round instead of three: entry, client, client's imports), and never beside the page's first call and
 * the entry before the early picture is on screen. Measured with `npm run perf` (5 runs, interleaved): with them
 * preloaded by index.html, home's LCP was 1,848 ms against the baseline's 1,627 (1.14×) — see the README's figures for
 * the run after.
 * @example bootPreloads(bundle) // ["static/client-….js", "static/chunk-….js", …]
 */
export function bootPreloads(bundle: Readonly<Record<string, BundleChunk | { type: string; fileName: string }>>): string[] {
  return filesBeyondEntry(bundle, BOOT_CLIENT_MODULE, false);
}

/**
 * The chunk holding `module` and the chunks it imports, transitively, that are not the entry's own (statically loaded
 * with it), with their stylesheets when `css`; nothing when `module` is in the entry's graph, or in no chunk.
 */
function filesBeyondEntry(bundle: Readonly<Record<string, BundleChunk | { type: string; fileName: string }>>, module: string, css: boolean): string[] {
  const chunks = Object.values(bundle).filter((item): item is BundleChunk => item.type === "chunk");
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entryFiles = new Set<string>();
  const visitEntry = (file: string) => {
    if (entryFiles.has(file)) return;
    entryFiles.add(file);
    for (const next of byFile.get(file)?.imports ?? []) visitEntry(next);
  };
  for (const chunk of chunks) if (chunk.isEntry === true) visitEntry(chunk.fileName);
  const start = chunks.find((chunk) => (chunk.moduleIds ?? []).some((id) => id.replaceAll("\\", "/").endsWith(module)));
  const files: string[] = [];
  const visit = (file: string) => {
    if (files.includes(file) || entryFiles.has(file)) return;
    files.push(file);
    if (css) for (const sheet of byFile.get(file)?.viteMetadata?.importedCss ?? []) if (!files.includes(sheet)) files.push(sheet);
    for (const next of byFile.get(file)?.imports ?? []) visit(next);
  };
  if (start !== undefined) visit(start.fileName);
  return files;
}

/** The early script's source (bundled on its own, see {@link earlyFetch}). */
const EARLY_SCRIPT_SOURCE = "src/gateway/early-fetch.ts";
/** Where index.html takes the early script: first in the head after the metadata, ahead of the entry. */
const EARLY_SCRIPT_MARKER = "<!-- early-fetch -->";

/**
 * The early script (issue 22 points 3 and 4): `src/gateway/early-fetch.ts` bundled on its own with the plan of early
 * calls sealed for this build's gateway address (`earlyPlan`, the client's own sealing; none in mock mode, where msw's
 * worker starts with the entry and the route's prefetch asks then — `gatewayUrl` null), emitted as
 * `static/early-<hash>.js` and loaded by index.html as a classic script in the head, ahead of the entry (a file, as
 * CSP `script-src 'self'` wants). It runs before the body is parsed: it sets the root font size and marks an address
 * that shows home (the prerendered shell shows then, see {@link prerenderHomeShell}), and starts the landing page's
 * first call while the entry downloads. About 1 kB: the browser's preload scanner fetches the entry and the
 * stylesheet meanwhile, and the stylesheet holds the first paint anyway.
 */
function earlyFetch(gatewayUrl: string | null): Plugin {
  let fileName = "";
  let code = "";
  return {
    name: "micromall:early-fetch",
    apply: "build",
    async buildStart() {
      const { build } = await import("esbuild");
      const plan = gatewayUrl === null ? [] : earlyPlan(gatewayUrl.trim() === "" ? DEFAULT_GATEWAY_URL : gatewayUrl);
      const result = await build({
        entryPoints: [resolve(webRoot, EARLY_SCRIPT_SOURCE)],
        bundle: true,
        minify: true,
        format: "iife",
        target: "es2020",
        write: false,
        logLevel: "error",
        define: { __MICROMALL_EARLY_PLAN__: JSON.stringify(plan), __MICROMALL_BASE__: JSON.stringify(BASE) },
      });
      code = result.outputFiles[0]?.text ?? "";
      fileName = `${ASSETS_DIR}/early-${createHash("sha256").update(code).digest("base64url").slice(0, 8)}.js`;
      this.emitFile({ type: "asset", fileName, source: code });
    },
    transformIndexHtml: (html) => html.replace(EARLY_SCRIPT_MARKER, code === "" ? "" : `<script src="${BASE}${fileName}"></script>`),
  };
}

/** The module that renders the home shell's markup (bundled for Node at build time, see {@link prerenderHomeShell}). */
const BOOT_SHELL_SOURCE = "src/app/BootShell.tsx";

/**
 * The prerendered home shell (issue 22 point 4): at build time, `src/app/BootShell.tsx` — home's static frame
 * (`HomeShell`: header, tab bar, the product grid's skeleton) rendered by react-dom's server renderer from the same
 * components — is bundled for Node with esbuild (stylesheets left out: they are the entry's), run once, and its
 * markup put into index.html before `#root`. The stylesheet shows it only where the early script marked an address
 * that shows home; the app renders into `#root` with `createRoot` and removes the shell with its first page
 * (`src/ui/boot-shell.ts` says why not `hydrateRoot`).
 */
export function prerenderHomeShell(): Plugin {
  let shell = "";
  return {
    name: "micromall:prerender-home-shell",
    apply: "build",
    async buildStart() {
      const { build } = await import("esbuild");
      const result = await build({
        entryPoints: [resolve(webRoot, BOOT_SHELL_SOURCE)],
        bundle: true,
        platform: "node",
        format: "esm",
        target: "node20",
        jsx: "automatic",
        write: false,
        logLevel: "error",
        loader: { ".css": "empty" },
        define: { "process.env.NODE_ENV": JSON.stringify("production") },
        // react-dom's server renderer requires Node's built-ins: give the ES module bundle a `require`.
        banner: { js: `import { createRequire } from "node:module"; const require = createRequire(${JSON.stringify(resolve(webRoot, "package.json"))});` },
      });
      const source = result.outputFiles[0]?.text ?? "";
      const module = (await import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`)) as {
        renderBootShell(basename: string): string;
      };
      shell = module.renderBootShell(BASE.replace(/\/$/, ""));
    },
    transformIndexHtml: (html) => (shell === "" ? html : withBootShell(html, shell)),
  };
}

/**
 * index.html with the shell placed before the empty `#root` (the app renders into `#root`).
 * @example withBootShell('<div id="root"></div>', '<div id="boot-shell">…</div>') // '<div id="boot-shell">…</div>\n    <div id="root"></div>'
 */
export function withBootShell(html: string, shell: string): string {
  const root = '<div id="root"></div>';
  if (!html.includes(root)) throw new Error('index.html has no empty <div id="root"></div> for the home shell');
  return html.replace(root, `${shell}\n    ${root}`);
}

/**
 * The entry starts after the first paint (issue 22 point 4): Vite's `<script type="module" src="…index-….js">` becomes a
 * `modulepreload` of the same file (it downloads at once, as before) and the early script, given the address in its
 * `data-entry` attribute, imports it once the first frame has painted (`ui/boot-shell.ts` `afterFirstPaint`). The
 * shell (or, elsewhere, the empty page) paints without waiting for the entry's evaluation and first render, which a
 * module script run before the first paint would hold it back by. The same rewrite asks for the stylesheets, the early
 * script itself and the entry's modules ahead of the early script's tag ({@link withStylesheetsFirst},
 * {@link withModulePreloadsFirst}).
 */
function entryAfterFirstPaint(): Plugin {
  return {
    name: "micromall:entry-after-first-paint",
    apply: "build",
    transformIndexHtml: { order: "post", handler: (html) => withModulePreloadsFirst(withStylesheetsFirst(withEntryAfterFirstPaint(html))) },
  };
}

/**
 * index.html with the entry started by the early script (see {@link entryAfterFirstPaint}); unchanged when either is
 * missing.
 * @example withEntryAfterFirstPaint('<script src="/m/static/early-a.js"></script><script type="module" crossorigin src="/m/static/index-b.js"></script>')
 * // '<script src="/m/static/early-a.js" data-entry="/m/static/index-b.js"></script><link rel="modulepreload" crossorigin href="/m/static/index-b.js">'
 */
export function withEntryAfterFirstPaint(html: string): string {
  const entry = /<script type="module" crossorigin src="([^"]+\/index-[^"]+\.js)"><\/script>/.exec(html);
  const early = /<script src="([^"]+\/early-[^"]+\.js)"><\/script>/.exec(html);
  if (entry === null || early === null) return html;
  return html
    .replace(entry[0], `<link rel="modulepreload" crossorigin href="${entry[1]}">`)
    .replace(early[0], `<script src="${early[1]}" data-entry="${entry[1]}"></script>`);
}

/** A module preload tag of the head as Vite and {@link firstScreenChunks} write it, with the white space after it. */
const MODULE_PRELOAD = /<link rel="modulepreload" crossorigin href="[^"]+">\s*/g;

/**
 * index.html with the entry's modules (the entry's `modulepreload` and the chunks home needs with it, written by
 * {@link entryAfterFirstPaint} and {@link firstScreenChunks}) asked for ahead of the early script's tag, after a preload of
 * the early script itself; unchanged without the early script or when nothing stands after it. The early script is a
 * classic script of the head: the parser waits for it, so a request written after it went out only once the script had
 * arrived and run — one round trip of the network later than the document's first requests (the same cause as
 * {@link withStylesheetsFirst}'s). Ahead of its tag they start with the stylesheet. The early script's own preload
 * comes first, so on HTTP/1.1 (six connections to a host) it is never queued behind the entry's modules: it starts the
 * landing page's first call. Measured with Lighthouse on home (3 runs each, interleaved, same build, README): the entry's
 * download began at 772–799 ms in Lantern's simulation with the preloads after the early script, 622–658 ms ahead of
 * it; LCP 1,975–2,295 → 1,826–1,887 ms.
 * @example withModulePreloadsFirst('<script src="/m/static/early-a.js"></script><link rel="modulepreload" crossorigin href="/m/static/index-b.js">')
 * // '<link rel="preload" as="script" href="/m/static/early-a.js">\n    <link rel="modulepreload" crossorigin href="/m/static/index-b.js">\n    <script src="/m/static/early-a.js"></script>'
 */
export function withModulePreloadsFirst(html: string): string {
  const headEnd = html.indexOf("</head>");
  const early = /<script src="([^"]+\/early-[^"]+\.js)"/.exec(html.slice(0, Math.max(0, headEnd)));
  if (early === null) return html;
  const before = html.slice(0, early.index);
  const after = html.slice(early.index, headEnd);
  const modules = [...after.matchAll(MODULE_PRELOAD)].map(([tag]) => tag.trimEnd());
  if (modules.length === 0) return html;
  const moved = after.replace(MODULE_PRELOAD, "");
  const preload = `<link rel="preload" as="script" href="${early[1]}">`;
  const ahead = [...(before.includes(preload) ? [] : [preload]), ...modules].map((tag) => `${tag}\n    `).join("");
  return `${before}${ahead}${moved}${html.slice(headEnd)}`;
}


/**
 * index.html with each stylesheet of the head preloaded before the early script (issue 22, the shell's first paint);
 * unchanged without the early script or without a stylesheet. Vite writes the entry's `<link rel="stylesheet">` after
 * the early script, so the parser, held by that classic script, asked for it only once the script had arrived and run,
 * and the shell's first frame (which waits for the stylesheet) came 30–60 ms later than it could. A `preload` of the
 * same file ahead of the early script starts its download with the document's first requests; the stylesheet link stays
 * where it is (before the early script it would hold the script, and the early call, until it had loaded). Measured
 * with Lighthouse on this machine (README, "The stalled first frame"): the first frame drawn at 230–300 ms was, in
 * about half the runs, not presented until ≈ 1.2 or 2.2 s; with the preload it comes 50–100 ms sooner and that stall
 * fell from 6 of 18 page loads to 2 of 24 (0 of 7 against 3 of 7 in an interleaved A/B).
 * @example withStylesheetsFirst('<script src="/m/static/early-a.js"></script><link rel="stylesheet" crossorigin href="/m/static/i.css">')
 * // '<link rel="preload" as="style" crossorigin href="/m/static/i.css">\n    <script src="/m/static/early-a.js"></script><link rel="stylesheet" crossorigin href="/m/static/i.css">'
 */
export function withStylesheetsFirst(html: string): string {
  const head = html.slice(0, Math.max(0, html.indexOf("</head>")));
  const early = /<script src="[^"]+\/early-[^"]+\.js"/.exec(head);
  if (early === null) return html;
  const preloads = [...head.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].map(
    ([, href]) => `<link rel="preload" as="style" crossorigin href="${href}">\n    `,
  );
  return preloads.length === 0 ? html : html.replace(early[0], `${preloads.join("")}${early[0]}`);
}

/**
 * The files a landing screen loaded after the entry needs (issue 22, `/productList`): the chunk holding `screenModule`,
 * the chunks it imports that are not the entry's, and their stylesheets — what the entry would ask for only once it has
 * run, one round later. Nothing for a screen in the entry's chunk, or none.
 * @example landingScreenFiles(bundle, "/src/features/buy/screens/ProductListScreen.tsx") // ["static/ProductListScreen-….js", "static/ProductListScreen-….css", …]
 */
export function landingScreenFiles(bundle: Readonly<Record<string, BundleChunk | { type: string; fileName: string }>>, screenModule: string): string[] {
  return filesBeyondEntry(bundle, screenModule, true);
}

/**
 * The landing screens' files by address ({@link landingScreenFiles} of `LANDING_SCREENS`, early-plan.ts) on the early
 * script's `data-landing-files`, and the gateway client's chunks on its `data-entry-files` ({@link bootPreloads}): the
 * early script preloads them (`preloadLandingFiles`) as it starts the entry, so they download beside the entry instead
 * of after it has run.
 */
function landingFiles(): Plugin {
  return {
    name: "micromall:landing-files",
    apply: "build",
    transformIndexHtml: {
      order: "post",
      handler: (html, context) => {
        const bundle = context.bundle ?? {};
        const byPath: Record<string, string[]> = {};
        for (const { paths, module } of LANDING_SCREENS) {
          const files = landingScreenFiles(bundle, module);
          if (files.length > 0) for (const path of paths) byPath[path] = files;
        }
        return withEntryFiles(withLandingFiles(html, byPath), bootPreloads(bundle));
      },
    },
  };
}

/**
 * index.html with the landing screens' files on the early script (unchanged without one).
 * @example withLandingFiles('<script src="/m/static/early-a.js"></script>', { "/productList": ["static/l.js"] })
 * // '<script src="/m/static/early-a.js" data-landing-files="{&quot;/productList&quot;:[&quot;static/l.js&quot;]}"></script>'
 */
export function withLandingFiles(html: string, byPath: Readonly<Record<string, readonly string[]>>): string {
  const early = /<script src="[^"]+\/early-[^"]+\.js"/.exec(html);
  if (early === null) return html;
  const value = JSON.stringify(byPath).replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  return html.replace(early[0], `${early[0]} data-landing-files="${value}"`);
}

/**
 * index.html with the files every page's entry needs beside its own ({@link bootPreloads}) on the early script, which
 * preloads them as it starts the entry (unchanged without the early script or without files).
 * @example withEntryFiles('<script src="/m/static/early-a.js"></script>', ["static/client.js"])
 * // '<script src="/m/static/early-a.js" data-entry-files="[&quot;static/client.js&quot;]"></script>'
 */
export function withEntryFiles(html: string, files: readonly string[]): string {
  const early = /<script src="[^"]+\/early-[^"]+\.js"/.exec(html);
  if (early === null || files.length === 0) return html;
  const value = JSON.stringify(files).replaceAll("&", "&amp;").replaceAll('"', "&quot;");
  return html.replace(early[0], `${early[0]} data-entry-files="${value}"`);
}

/** Removes msw's worker script and the partners' stand-in page from the output of a build without mocks (public/ is copied verbatim). */
function dropMockWorker(): Plugin {
  let outDir = "";
  return {
    name: "micromall:drop-mock-worker",
    apply: "build",
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      for (const file of [MOCK_WORKER_FILE, PARTNER_DEMO_FILE]) rmSync(resolve(outDir, file), { force: true });
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

/** The module id of the region table's province names ({@link regionProvinces}). */
const REGION_PROVINCES_MODULE = "virtual:region-provinces";

/**
 * `virtual:region-provinces` (`REGION_PROVINCES`): the names of the GB/T 2260 table's provinces in code order, read
 * from `@vant/area-data` by domain's `toRegionTable` at build time, the same reading the screens make of the whole table
 * (docs/decisions/0004-region-data.md). The address form's picker offers them at once (0.3 kB) and fetches the whole
 * table (28.8 kB) only when the customer first touches the region.
 */
export function regionProvinces(): Plugin {
  const resolved = `\0${REGION_PROVINCES_MODULE}`;
  return {
    name: "micromall-region-provinces",
    resolveId: (id) => (id === REGION_PROVINCES_MODULE ? resolved : null),
    load: (id) => (id === resolved ? `export const REGION_PROVINCES = ${JSON.stringify(toRegionTable(areaList).map((province) => province.name))};\n` : null),
  };
}

const scopedNames = new Map<string, string>();

/**
 * A built CSS module's class name: the local name, `_` and five hex characters of a hash of the module's path under
 * web/ (a hash-only name compresses worse: measured +0.2 kB gzip on /inputInfo, 2026-11-29). The default (`_<local>_<hash>_<line>`, the hash of the absolute path) is about three times as long, in the
 * stylesheet and in the script that names it, and changes with the checkout's folder, so the size check's figures
 * moved by bytes between a clone and CI. The build stops if two classes ever came to share a name.
 * @example shortClassName("tab", "/work/main/web/src/ui/Tabs.module.css") // "tab_" + five hex characters
 */
function shortClassName(local: string, file: string): string {
  const path = file.startsWith(webRoot) ? file.slice(webRoot.length) : file;
  const key = `${path}#${local}`;
  const name = `${local}_${createHash("sha256").update(path).digest("hex").slice(0, 5)}`;
  const owner = scopedNames.get(name);
  if (owner !== undefined && owner !== key) throw new Error(`Two CSS module classes share the name ${name}: ${owner} and ${key}`);
  scopedNames.set(name, key);
  return name;
}
