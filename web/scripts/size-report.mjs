/**
 * Pure helpers of `npm run size` (scripts/size.mjs): what the landing page loads before its first render,
 * per-route chunk costs, and the mock-code check, computed from Vite's build manifest (`dist/.vite/manifest.json`).
 * No file system here: callers pass the manifest and a `gzipSizeOf(file)` function, so a test can use a fake.
 */

/**
 * First-load budget of /micromall/home in bytes of gzip (1 kB = 1000 bytes). 116 kB since the shell hardening
 * (guarded storage, decoded Arrlist, one failure dialog at a time, typed messages: 114.7 → 115.1 kB).
 */
export const FIRST_LOAD_BUDGET = 116_000;

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
 * The size report.
 * @param {Record<string, { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }>} manifest
 * @param {{ landingScreen: string; routeOf?: Record<string, string>; gzipSizeOf: (file: string) => number }} options
 */
export function sizeReport(manifest, { landingScreen, routeOf = {}, gzipSizeOf }) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
  if (entryKey === undefined) throw new Error("The manifest has no entry");
  if (!(landingScreen in manifest)) throw new Error(`The manifest has no chunk for ${landingScreen}`);
  const sum = (files) => files.reduce((total, file) => total + gzipSizeOf(file), 0);

  const entryKeys = staticClosure(manifest, [entryKey]);
  const firstLoadKeys = staticClosure(manifest, [entryKey, landingScreen]);
  const firstLoadFiles = jsFilesOf(manifest, firstLoadKeys);
  const firstLoad = sum(firstLoadFiles);
  const entryFiles = new Set(jsFilesOf(manifest, entryKeys));

  const routes = Object.keys(manifest)
    .filter((key) => manifest[key].isDynamicEntry)
    .map((key) => {
      const own = gzipSizeOf(manifest[key].file);
      // What this route adds on top of the entry when it is opened: its chunk and shared chunks not yet loaded.
      const added = sum(jsFilesOf(manifest, staticClosure(manifest, [key])).filter((file) => !entryFiles.has(file)));
      return { key, route: routeOf[key] ?? null, file: manifest[key].file, own, added };
    })
    .sort((a, b) => (a.route ?? "~" + a.key).localeCompare(b.route ?? "~" + b.key));

  return {
    entry: { key: entryKey, files: [...entryFiles], gzip: sum([...entryFiles]) },
    firstLoad: { files: firstLoadFiles, gzip: firstLoad, budget: FIRST_LOAD_BUDGET, ok: firstLoad <= FIRST_LOAD_BUDGET },
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
 * Route path of each screen module, read from the route table's source (`path: "/x"` … `import("../features/…")`).
 * @param {string} source text of src/app/routes.tsx
 * @returns {Record<string, string>} manifest key (e.g. "src/features/home/screens/HomeScreen.tsx") → "/home"
 */
export function routesFromTable(source) {
  const result = {};
  const pattern = /path:\s*"(\/[^"]*)"[\s\S]*?import\("\.\.\/([^"]+)"\)/g;
  for (const match of source.matchAll(pattern)) {
    const module = match[2].replace(/\.(tsx?|jsx?)$/, "");
    result[`src/${module}.tsx`] = match[1];
  }
  return result;
}

/**
 * Formats bytes as kB with one decimal.
 * @param {number} bytes
 * @example formatKb(115000) // "115.0 kB"
 */
export function formatKb(bytes) {
  return `${(bytes / 1000).toFixed(1)} kB`;
}
