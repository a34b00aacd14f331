/**
 * Pure helpers of `npm run size` (scripts/size.mjs), computed from Vite's build manifest
 * (`dist/.vite/manifest.json`). No file system here: callers pass the manifest and a `gzipSizeOf(file)`
 * function, so a test can use a fake.
 *
 * Two figures for the landing page /micromall/home (issue 7 §6):
 * - **home with its products** (`firstLoad`, the budgeted one): everything the browser fetches before home
 *   shows its products — the entry and its static imports, the home route's chunk and its static imports, and
 *   the modules the entry starts loading at boot for it (`bootModules`: the gateway client with the contracts
 *   and their decoder), each with its static imports; JavaScript AND CSS, because the browser fetches both;
 * - **static first paint** (`firstPaint`): the same without the boot modules — what the page needs to paint
 *   its frame (header, elder entry, tab bar, spinner) before the answer.
 * Plus `firstRenderFiles`: the JavaScript files of home's first render, the entry's included (budget: at most
 * {@link FIRST_RENDER_FILE_BUDGET}, one round of HTTP/1.1's six connections). The landing screen may have no chunk of
 * its own (`landingInEntry`: the build put it in the entry's chunk).
 */
import { posix } from "node:path";

/**
 * Budget of home with its products in bytes of gzip (1 kB = 1000 bytes): issue 7 §6's 130 kB, with TanStack Query in
 * it. Measured 127.6 kB on 2026-11-23 after the move to react-router's declarative router (react-router's declarative
 * core ≈ 14 kB instead of the data router's 30.1; React 19 + react-dom 66.5, TanStack Query 10.2, the shell and the effect-free gateway client the rest).
 */
export const FIRST_LOAD_BUDGET = 130_000;
/**
 * How many JavaScript files home's first render may need, the entry's own included (issue 22 point 2: one round of
 * HTTP/1.1's six connections). It replaces the old ratchet of "15 files after the entry, goal 4": the build groups
 * whatever the entry and the home screen import statically into the entry's chunk (vite.config.ts
 * `firstScreenChunks`), so home paints from the entry alone.
 */
export const FIRST_RENDER_FILE_BUDGET = 4;
/**
 * Budget of the JavaScript /micromall/home runs before its first render (the entry with its static imports and the home
 * route's chunk with its static imports; no CSS, no boot modules), in bytes of gzip: the "first load" as issue 3 measured it
 * (114.7 kB when issue 9 asked for it to stay ≤ 115 kB while the screens are built).
 */
export const FIRST_RENDER_JS_BUDGET = 115_000;
/**
 * What a route may add on top of the entry when it is opened (issues 9–13: "no route adds more than 40 KB gzip on top of the
 * entry, effect's Schema and crypto-js included when the route needs them"): its chunk, the shared chunks and CSS it
 * brings that the entry has not loaded, and the cipher envelope when it makes an encrypted call.
 */
export const ROUTE_BUDGET = 40_000;

/** The routes of a module that the shell renders at once, on every page (`sizeReport`'s `atOnce`). */
export const EVERY_ROUTE = "every route";

/** Text that only msw's browser code (or the worker's own name) contains. */
export const MOCK_MARKERS = ["mockServiceWorker", "[MSW]", "msw/browser", "setupWorker"];

/**
 * The manifest keys reached from `keys` through static imports (the key itself included), in visiting order.
 * @param {Record<string, { file: string; imports?: string[] }>} manifest
 * @param {string[]} keys
 * @returns {string[]}
 */
export function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key) || !(key in manifest)) return;
    seen.add(key);
    for (const next of manifest[key].imports ?? []) visit(next);
  };
  for (const key of keys) visit(key);
  return [...seen];
}

/**
 * The JavaScript files of a set of manifest keys.
 * @param {Record<string, { file: string }>} manifest
 * @param {string[]} keys
 * @returns {string[]}
 */
export function jsFilesOf(manifest, keys) {
  return keys.map((key) => manifest[key].file).filter((file) => file.endsWith(".js"));
}

/**
 * Every file the browser fetches for a set of manifest keys: their JavaScript and the CSS they bring, once each.
 * @param {Record<string, { file: string; css?: string[] }>} manifest
 * @param {string[]} keys
 * @returns {string[]}
 */
export function fetchedFilesOf(manifest, keys) {
  const files = new Set();
  for (const key of keys) {
    const { file, css = [] } = manifest[key];
    if (file.endsWith(".js") || file.endsWith(".css")) files.add(file);
    for (const sheet of css) files.add(sheet);
  }
  return [...files];
}

/**
 * The manifest key of a source module: its own key, an entry whose `src` is it, or (when the module became a
 * shared chunk, keyed `_<name>-<hash>.js`) the chunk named after it.
 * @param {Record<string, { file: string; src?: string; name?: string }>} manifest
 * @param {string} src e.g. "src/gateway/client.ts"
 * @returns {string | undefined}
 */
export function keyOfModule(manifest, src) {
  if (src in manifest) return src;
  const name = src.replace(/^.*\//, "").replace(/\.[^.]+$/, "");
  return (
    Object.keys(manifest).find((key) => manifest[key].src === src) ??
    Object.keys(manifest).find((key) => key.startsWith("_") && manifest[key].name === name && manifest[key].file.endsWith(".js"))
  );
}

/**
 * The size report.
 * @param {Record<string, { file: string; src?: string; name?: string; css?: string[]; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>} manifest
 * A route "makes an encrypted call" when the code it brings (its chunks beyond the entry and the boot modules, which hold
 * the whole catalogue) names one of `encryptedCalls` as a string literal (in any of JavaScript's three quotes); such a route also fetches the cipher module's
 * files (`cipherModule`, e.g. the crypto-js envelope) on its first call, and they are counted in its `total`. A shared
 * chunk that names calls of several routes counts for each of them (an over-count, never an under-count).
 *
 * A module a page renders at once through `lazy()` (in its first render, without a customer action) is fetched right
 * after the page's chunk, so it counts: `atOnce` names each such module (its source path) with the routes that render
 * it (or {@link EVERY_ROUTE} for the shell); a route's `atOnce` is the files of those modules' static closures that the
 * route does not bring already, and they are in its `total` (and their code's encrypted calls bring the cipher). A
 * module or a route named there that the build does not have is an error, so a rename cannot drop it unseen.
 * @param {{ landingScreen: string; landingInEntry?: boolean; bootModules?: string[]; routeOf?: Record<string, string>; gzipSizeOf: (file: string) => number; cipherModule?: string; encryptedCalls?: string[]; textOf?: (file: string) => string; atOnce?: Record<string, readonly string[] | typeof EVERY_ROUTE> }} options
 */
export function sizeReport(manifest, { landingScreen, landingInEntry = false, bootModules = [], routeOf = {}, gzipSizeOf, cipherModule, encryptedCalls = [], textOf = () => "", atOnce = {} }) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (entryKey === undefined) throw new Error("The manifest has no entry");
  const inManifest = landingScreen in manifest;
  if (!inManifest && !landingInEntry) throw new Error(`The manifest has no chunk for ${landingScreen}`);
  const landingKeys = inManifest ? [landingScreen] : [];
  const bootKeys = bootModules.map((src) => {
    const key = keyOfModule(manifest, src);
    if (key === undefined) throw new Error(`The manifest has no chunk for ${src}`);
    return key;
  });
  const sum = (files) => files.reduce((total, file) => total + gzipSizeOf(file), 0);

  const entryKeys = staticClosure(manifest, [entryKey]);
  const entryFiles = new Set(fetchedFilesOf(manifest, entryKeys));
  const paintFiles = fetchedFilesOf(manifest, staticClosure(manifest, [entryKey, ...landingKeys]));
  const loadFiles = fetchedFilesOf(manifest, staticClosure(manifest, [entryKey, ...landingKeys, ...bootKeys]));
  const renderFiles = paintFiles.filter((file) => file.endsWith(".js"));
  const firstLoad = sum(loadFiles);
  const bootFiles = new Set(fetchedFilesOf(manifest, staticClosure(manifest, bootKeys)));
  const cipherKey = cipherModule === undefined ? undefined : keyOfModule(manifest, cipherModule);
  const cipherFiles = cipherKey === undefined ? [] : fetchedFilesOf(manifest, staticClosure(manifest, [cipherKey])).filter((file) => !entryFiles.has(file));
  // the minifier may print a string with any of the three quotes
  const literals = encryptedCalls.flatMap((name) => [`"${name}"`, `'${name}'`, `\`${name}\``]);
  const firstRenderJs = sum(paintFiles.filter((file) => file.endsWith(".js")));

  const knownRoutes = new Set(Object.values(routeOf));
  const atOnceKeys = Object.entries(atOnce).map(([src, routes]) => {
    const key = keyOfModule(manifest, src);
    if (key === undefined) throw new Error(`The manifest has no chunk for ${src} (a module rendered at once)`);
    const unknown = routes === EVERY_ROUTE ? [] : routes.filter((route) => !knownRoutes.has(route));
    if (unknown.length > 0) throw new Error(`No route ${unknown.join(", ")} (where ${src} is rendered at once)`);
    return { key, routes };
  });

  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const own = gzipSizeOf(manifest[key].file);
      const route = routeOf[key] ?? null;
      // What this route adds on top of the entry when it is opened: its chunk, shared chunks and CSS not yet loaded.
      const routeFiles = fetchedFilesOf(manifest, staticClosure(manifest, [key])).filter((file) => !entryFiles.has(file));
      const added = sum(routeFiles);
      // What the modules it renders at once bring beyond that.
      const lazyKeys = route === null ? [] : atOnceKeys.filter(({ routes }) => routes === EVERY_ROUTE || routes.includes(route)).map((found) => found.key);
      const lazyFiles = fetchedFilesOf(manifest, staticClosure(manifest, lazyKeys)).filter((file) => !entryFiles.has(file) && !routeFiles.includes(file));
      const files = [...routeFiles, ...lazyFiles];
      const encrypted = literals.length > 0 && files.some((file) => file.endsWith(".js") && !bootFiles.has(file) && literals.some((literal) => textOf(file).includes(literal)));
      const total = sum(files) + (encrypted ? sum(cipherFiles.filter((file) => !files.includes(file))) : 0);
      return { key, route, file: manifest[key].file, own, added, atOnce: sum(lazyFiles), encrypted, total, ok: route === null || total <= ROUTE_BUDGET };
    })
    .sort((a, b) => (a.route ?? "~" + a.key).localeCompare(b.route ?? "~" + b.key));

  return {
    entry: { key: entryKey, files: [...entryFiles], gzip: sum([...entryFiles]) },
    firstPaint: { files: paintFiles, gzip: sum(paintFiles) },
    firstLoad: { files: loadFiles, jsFiles: loadFiles.filter((file) => file.endsWith(".js")).length, gzip: firstLoad, budget: FIRST_LOAD_BUDGET, ok: firstLoad <= FIRST_LOAD_BUDGET },
    firstRenderJs: { gzip: firstRenderJs, budget: FIRST_RENDER_JS_BUDGET, ok: firstRenderJs <= FIRST_RENDER_JS_BUDGET },
    firstRenderFiles: { files: renderFiles, budget: FIRST_RENDER_FILE_BUDGET, ok: renderFiles.length <= FIRST_RENDER_FILE_BUDGET },
    routes,
  };
}

/**
 * Which mock markers a JavaScript text contains.
 * @param {string} text
 * @returns {string[]}
 */
export function mockMarkersIn(text) {
  return MOCK_MARKERS.filter((marker) => text.includes(marker));
}

/**
 * Route path of each screen module, read from a file of route entries (`path: "/x"` … `import("./screens/…")`),
 * its imports resolved from the file's folder under src/ (`app` for the landing pages, `features/<f>` for a
 * feature's `routes.ts`).
 * @param {string} source text of a route file
 * @param {string} [folder] the file's folder under src/
 * @returns {Record<string, string>} manifest key (e.g. "src/features/home/screens/HomeScreen.tsx") → "/home"
 * @example routesFromTable('path: "/myCard", … import("./screens/MyCardScreen")', "features/wallet")
 */
export function routesFromTable(source, folder = "app") {
  const result = {};
  const pattern = /path:\s*"(\/[^"]*)"[\s\S]*?import\("(\.{1,2}\/[^"]+)"\)/g;
  for (const match of source.matchAll(pattern)) {
    const module = posix.join("src", folder, match[2].replace(/\.(tsx?|jsx?)$/, ""));
    result[`${module}.tsx`] = match[1];
  }
  return result;
}

/**
 * Formats bytes as kB with one decimal.
 * @param {number} bytes
 * @example formatKb(115000) // "115.0 kB"
 */
/**
 * What is wrong with a built index.html's prerendered home shell (issue 22 point 4), or null: the shell
 * (`<div id="boot-shell" …>`, inert and aria-hidden) with home's header title, the product grid's skeleton and the tab
 * bar stands before the empty `#root`, the early script that marks a home address is a classic script of the head
 * (it must run before the body is parsed), it starts the entry after the first paint (`data-entry`; no module
 * script tag of the entry, vite.config.ts `entryAfterFirstPaint`), and every stylesheet of the head is preloaded ahead
 * of it (the shell's first frame waits for the stylesheet; vite.config.ts `withStylesheetsFirst`), and so is every
 * module preload (vite.config.ts `withModulePreloadsFirst`).
 * @example bootShellProblem(readFileSync("dist/index.html", "utf8")) // null
 */
export function bootShellProblem(html) {
  const shellAt = html.indexOf('<div id="boot-shell"');
  const rootAt = html.indexOf('<div id="root"></div>');
  if (shellAt < 0) return "index.html has no prerendered home shell (<div id=\"boot-shell\">)";
  if (rootAt < shellAt) return "the home shell must stand before the empty #root";
  const shell = html.slice(shellAt, rootAt);
  const missing = [
    ['inert="" aria-hidden="true"', "inert and aria-hidden"],
    ['class="mm-page__title"', "the header's title"],
    ["product-grid__item--skeleton", "the product grid's skeleton"],
    ['class="mm-tabbar"', "the tab bar"],
  ].filter(([marker]) => !shell.includes(marker));
  if (missing.length > 0) return `the home shell lacks ${missing.map(([, what]) => what).join(", ")}`;
  if (shell.includes("<script")) return "the home shell holds a script";
  const head = html.slice(0, html.indexOf("</head>"));
  const early = /<script src="[^"]*\/early-[^"]+\.js"((?: [\w-]+="[^"]*")*)><\/script>/.exec(head);
  if (early === null) return "the head has no classic early script (it marks a home address before the body is parsed)";
  if (!/ data-entry="[^"]+"/.test(early[1] ?? "")) return "the early script does not start the entry after the first paint (no data-entry)";
  if (/<script type="module"[^>]*src="[^"]*\/index-/.test(html)) return "the entry is also a module script, which runs before the first paint";
  const beforeEarly = head.slice(0, early.index);
  const late = [...head.matchAll(/<link rel="stylesheet" crossorigin href="([^"]+)">/g)].filter(
    ([, href]) => !beforeEarly.includes(`<link rel="preload" as="style" crossorigin href="${href}">`),
  );
  if (late.length > 0) return `the stylesheet ${late[0][1]} is not preloaded ahead of the early script (the first frame waits for it)`;
  const lateModule = /<link rel="modulepreload" crossorigin href="([^"]+)">/.exec(head.slice(early.index));
  if (lateModule !== null) return `the module ${lateModule[1]} is not asked for ahead of the early script (the parser waits for that script)`;
  return null;
}

export function formatKb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
