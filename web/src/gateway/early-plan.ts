/**
 * Which landing address starts which gateway call before the entry has arrived (issue 22 point 3), sealed for the
 * wire at build time. Used by the build (vite.config.ts `earlyFetch`, which bakes {@link earlyPlan} into the early
 * script) and by the tests; never shipped itself.
 *
 * Only plain calls: an encrypted call (the personal centre's getUserInfo) would need the cipher (crypto-js, 7 kB)
 * in the early script, and whether the customer is logged in is only known to the entry's session store; it starts
 * with the route's prefetch as before.
 */
import { GATEWAY_CATALOGUE, gatewayUrl, sealRequest, type GatewayCallName } from "@micromall/domain";
import type { WireRequest } from "./early";

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
 * Whether an address shows home, so the prerendered home shell may show while the entry loads (issue 22 point 4).
 * The query string does not matter; any other page (a product list, the login, an unknown path) never shows it.
 * @example showsHomeShell("/micromall/", "/micromall/home") // true
 * @example showsHomeShell("/micromall/", "/micromall/login") // false
 */
export function showsHomeShell(base: string, pathname: string): boolean {
  const path = inAppPath(base, pathname);
  return path !== undefined && HOME_PATHS.includes(path);
}

/** `pathname` without the base path, or undefined outside it. */
function inAppPath(base: string, pathname: string): string | undefined {
  const root = base.endsWith("/") ? base.slice(0, -1) : base;
  if (!pathname.startsWith(root)) return undefined;
  return pathname.slice(root.length);
}
