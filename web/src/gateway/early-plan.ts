/**
 * What the early script does per landing address before the entry has arrived (issue 22 points 3 and 4): which
 * gateway call it starts, sealed for the wire at build time (vite.config.ts `earlyFetch` bakes {@link earlyPlan} into
 * the early script; the sealing itself never ships), which prerendered frame it shows ({@link bootShellOf}), and which
 * landing screen's files it preloads ({@link LANDING_SCREENS}, {@link landingFilesOf}). The early script bundles the
 * lookups; the build reads the tables.
 *
 * Only plain calls: an encrypted call (the personal centre's getUserInfo) would need the cipher (crypto-js, 7 kB)
 * in the early script, and whether the customer is logged in is only known to the entry's session store; it starts
 * with the route's prefetch as before.
 */
import { GATEWAY_CATALOGUE, gatewayUrl, sealRequest, type GatewayCallName } from "@micromall/domain";
import type { WireRequest } from "./early";
import { BOOT_PAGES, type BootPage } from "../ui/boot-shell";

/** One early call: the addresses (under the base path, without a query string) that start it, and its request. */
export interface EarlyCall {
  readonly paths: readonly string[];
  readonly request: WireRequest;
}

/** The addresses (under the base path) that show home: the bare base path becomes /home. */
export const HOME_PATHS: readonly string[] = ["", "/", "/home"];

/**
 * The landing pages' first calls, with the payloads of their routes' prefetches: home's pageInitMall (also for the
 * bare base path, which becomes /home), and the product list's queryPlanList of the "all" chip (no `?category=`).
 */
const EARLY_CALLS: readonly { readonly paths: readonly string[]; readonly name: GatewayCallName; readonly payload: Record<string, unknown> }[] = [
  { paths: HOME_PATHS, name: "pageInitMall", payload: {} },
  { paths: ["/productList"], name: "queryPlanList", payload: {} },
];

/**
 * The early calls sealed for `baseUrl` (the gateway's address) exactly as the client seals them.
 * @example earlyPlan("/micromall-gateway")[0].request.url // "/micromall-gateway/pageInit/pageInit/mall"
 */
export function earlyPlan(baseUrl: string): EarlyCall[] {
  return EARLY_CALLS.flatMap(({ paths, name, payload }) => {
    const entry = GATEWAY_CATALOGUE[name];
    if (entry.encrypted) return [];
    return [{ paths, request: { ...sealRequest(entry, payload), url: gatewayUrl(baseUrl, entry) } }];
  });
}

/**
 * The early call of an address, if any: `pathname` under `base`, with no query string (a chip or a filter in the
 * query asks for another payload).
 * @example earlyCallOf(earlyPlan("/gw"), "/micromall/", "/micromall/home", "")?.request.url // "/gw/pageInit/pageInit/mall"
 */
export function earlyCallOf(plan: readonly EarlyCall[], base: string, pathname: string, search: string): EarlyCall | undefined {
  if (search !== "" && search !== "?") return undefined;
  const path = inAppPath(base, pathname);
  return path === undefined ? undefined : plan.find((call) => call.paths.includes(path));
}

/**
 * The landing screens loaded after the entry (not in its chunk), by address: on these addresses the early script
 * preloads the screen's files (vite.config.ts `landingFiles`), which the entry would ask for only once it has run.
 */
export const LANDING_SCREENS: readonly { readonly paths: readonly string[]; readonly module: string }[] = [
  { paths: ["/productList"], module: "/src/features/buy/screens/ProductListScreen.tsx" },
];

/**
 * The files to preload on an address: `byPath` (the early script's `data-landing-files`) at `pathname` under `base`,
 * whatever the query. Nothing for text that is not such a table.
 * @example landingFilesOf('{"/productList":["static/l.js"]}', "/micromall/", "/micromall/productList") // ["static/l.js"]
 */
export function landingFilesOf(byPath: string | null, base: string, pathname: string): string[] {
  const path = inAppPath(base, pathname);
  if (path === undefined) return [];
  const table = parsed(byPath);
  return typeof table === "object" && table !== null && Object.hasOwn(table, path) ? filesIn(Reflect.get(table, path)) : [];
}

/**
 * The files every address's entry needs beside its own (the early script's `data-entry-files`: the gateway client's
 * chunks, vite.config.ts `bootPreloads`), which the early script preloads as it starts the entry. Nothing for text that
 * is not a list of file names.
 * @example entryFilesOf('["static/client-a.js"]') // ["static/client-a.js"]
 */
export function entryFilesOf(list: string | null): string[] {
  return filesIn(parsed(list));
}

/** JSON text parsed, or undefined. */
function parsed(text: string | null): unknown {
  if (text === null) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/**
 * The plain file names of a list — relative paths under the base path (`static/a-1.js`): no host, no leading slash, no
 * segment starting with a dot; nothing for a value that is not a list.
 */
function filesIn(files: unknown): string[] {
  return Array.isArray(files) ? files.filter((file): file is string => typeof file === "string" && /^[\w-][\w.-]*(?:\/[\w-][\w.-]*)*$/.test(file)) : [];
}

/**
 * Asks the browser for `files` (under `base`) now: scripts as module preloads, stylesheets as style preloads — the
 * requests the entry's own loading then makes (same mode), answered from the cache.
 * @example preloadLandingFiles(document, "/micromall/", ["static/l.js", "static/l.css"])
 */
export function preloadLandingFiles(doc: Document, base: string, files: readonly string[]): void {
  for (const file of files) {
    const link = doc.createElement("link");
    if (file.endsWith(".css")) {
      link.rel = "preload";
      link.setAttribute("as", "style");
    } else {
      link.rel = "modulepreload";
      link.crossOrigin = "";
    }
    link.href = `${base}${file}`;
    doc.head.append(link);
  }
}

/** The addresses (under the base path) of each landing page with a prerendered frame in the shell. */
export const BOOT_SHELL_PATHS: Readonly<Record<BootPage, readonly string[]>> = { home: HOME_PATHS, login: ["/login"], productList: ["/productList"] };

/**
 * The landing page whose prerendered frame an address shows while the entry loads (issue 22 point 4), or null. The
 * query string does not matter (a product list chip in it shows the frame without the early card: no early call);
 * any other page (the personal centre, an unknown path) shows none.
 * @example bootShellOf("/micromall/", "/micromall/home") // "home"
 * @example bootShellOf("/micromall/", "/micromall/productList") // "productList"
 * @example bootShellOf("/micromall/", "/micromall/personalCenter") // null
 */
export function bootShellOf(base: string, pathname: string): BootPage | null {
  const path = inAppPath(base, pathname);
  if (path === undefined) return null;
  return BOOT_PAGES.find((page) => BOOT_SHELL_PATHS[page].includes(path)) ?? null;
}

/** `pathname` without the base path, or undefined outside it. */
function inAppPath(base: string, pathname: string): string | undefined {
  const root = base.endsWith("/") ? base.slice(0, -1) : base;
  if (!pathname.startsWith(root)) return undefined;
  return pathname.slice(root.length);
}
