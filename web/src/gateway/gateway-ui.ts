/**
 * What the gateway client does to the page when a call fails (spec §8): dialogs, alerts and toasts from the ui
 * primitives, plus navigation and reload. Injected, so tests (and the router) can observe or replace them.
 *
 * The router registers its `navigate` on mount (`<SessionEffects />`); before that, and outside a router,
 * navigation falls back to a full load under the app's base path.
 */
import { alertBox, messageBox, toast } from "../ui";

/** The page effects the gateway client may cause. */
export interface GatewayUi {
  /**
   * Goes to an in-app path such as "/home" or "/home?shopId=8"; with `replace`, the new page takes the current
   * one's place in history (a page the customer can no longer see, so back does not lead into it again).
   */
  navigate(path: string, options?: { readonly replace?: boolean }): void;
  /** Reloads the page (X2 / HTTP 404 "refresh"). */
  reload(): void;
  toast: typeof toast;
  messageBox: typeof messageBox;
  alertBox: typeof alertBox;
}

const DEFAULT_UI: GatewayUi = {
  navigate: (path, options) => (options?.replace === true ? window.location.replace(withBase(path)) : window.location.assign(withBase(path))),
  reload: () => window.location.reload(),
  toast: (message, options) => toast(message, options),
  messageBox: (options, timing) => messageBox(options, timing),
  alertBox: (message, options) => alertBox(message, options),
};

let current: GatewayUi = DEFAULT_UI;

/**
 * The page effects in use now.
 * @example gatewayUi().navigate("/home")
 */
export function gatewayUi(): GatewayUi {
  return current;
}

/**
 * Replaces some page effects; returns a function restoring the previous ones.
 * @example const restore = setGatewayUi({ navigate: (to) => routerNavigate(to) }); restore()
 */
export function setGatewayUi(patch: Partial<GatewayUi>): () => void {
  const previous = current;
  current = { ...current, ...patch };
  return () => {
    current = previous;
  };
}

/**
 * An in-app path under the app's base (`/micromall/` in builds, `/` in tests).
 * @example withBase("/home") // "/micromall/home"
 */
export function withBase(path: string): string {
  const base = import.meta.env.BASE_URL ?? "/";
  const trimmed = base.endsWith("/") ? base.slice(0, -1) : base;
  return trimmed + (path.startsWith("/") ? path : `/${path}`);
}
