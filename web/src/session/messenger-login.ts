/**
 * The messenger login flow (spec §4, h5-notes §1), run once per page load by `<SessionEffects />` after the
 * first render, so it never blocks first paint.
 *
 * 1. A data source scrm/h5project skips it (`applyDataSource`).
 * 2. Mock mode outside the messenger, or without `VITE_MESSENGER_APPID`: a demo open id, no redirect.
 * 3. Otherwise (messenger browser, app id set) domain's `messengerLoginDecision` decides:
 *    - authorise (no open id, no code): `location.replace(authoriseUrl(…))`, the target route in `state`;
 *    - exchange (a code, no open id): `getToken({ code })`; status 1 → store the open id, `getUser`, store the
 *      profile, then `location.replace` the clean URL (no code/state) of the target route; anything else →
 *      authorise again.
 * Redirects are bounded by a counter in sessionStorage (domain's `MAX_AUTHORISE_ATTEMPTS`, give-up decision);
 * past it the customer gets one alert and keeps browsing as a guest (h5-notes §1: no loops, guest browsing).
 * The redirect URI is the clean URL of the target route (history routing keeps the route in it), and `state`
 * carries the route again (domain encodes it), restored after the exchange.
 *
 * Decisions where the spec is silent: outside the messenger in a real build the flow is skipped (the
 * authorisation page only works inside the messenger); a successful login clears the counter; getToken and
 * getUser are quiet (a failed exchange simply authorises again; a missing profile does not stop browsing).
 */
import {
  authoriseUrl,
  decodeOAuthState,
  messengerLoginDecision,
  stripOAuthParams,
  toAppPath,
  type GetTokenResponse,
  type MessengerUser,
} from "@micromall/domain";
import { callGateway } from "../gateway/client";
import { gatewayUi } from "../gateway/gateway-ui";
import { t } from "../i18n";
import { useAppStore } from "../state/store";
import { applyDataSource } from "./data-source";
import { isMessengerBrowser } from "./messenger-browser";
import "../i18n/gateway-messages";

/** sessionStorage key counting authorisation redirects of this tab. */
export const AUTHORISE_ATTEMPTS_KEY = "micromall.authoriseAttempts";
/** Open id used in mock mode when no real authorisation can happen. */
export const DEMO_OPENID = "demo-openid-0001";

/** What the login flow needs from the page; injected so tests can drive it. */
export interface LoginEnvironment {
  /** The page address now (`window.location`). */
  location: Pick<Location, "origin" | "pathname" | "search" | "replace">;
  userAgent: string;
  /** Messenger app id; "" when unset. */
  appId: string;
  /** `VITE_MOCKS === "on"`. */
  mockMode: boolean;
  /** The app's base path ("/micromall/"). */
  basePath: string;
}

/** How a run of the flow ended. */
export type LoginOutcome = "skipped-data-source" | "demo" | "guest" | "logged-in" | "redirected" | "gave-up" | "already";

/**
 * Runs the messenger login flow once; resolves with what happened.
 * @example await startMessengerLogin() // "already" when the open id is stored
 */
export async function startMessengerLogin(env: LoginEnvironment = browserEnvironment()): Promise<LoginOutcome> {
  if (applyDataSource(env.location.search)) return "skipped-data-source";
  const store = useAppStore.getState();
  const inMessenger = isMessengerBrowser(env.userAgent);

  if (env.mockMode && (!inMessenger || env.appId === "")) {
    if (store.openid === "") {
      store.updateSession({
        openid: DEMO_OPENID,
        userinfo: { openid: DEMO_OPENID, nickname: t("sessionUi.demoNickname"), headimgurl: "" },
      });
    }
    return "demo";
  }
  if (!inMessenger || env.appId === "") return "guest";

  const query = new URLSearchParams(env.location.search);
  const code = query.get("code");
  const target = stateRoute(query.get("state")) ?? appRoute(env);
  const decision = messengerLoginDecision({ openid: store.openid, code, attempts: readAttempts() });
  switch (decision.action) {
    case "proceed":
      return "already";
    case "exchange":
      return exchange(env, code ?? "", target);
    case "authorise":
      return authorise(env, target);
    case "give-up":
      return giveUp();
  }
}

/** The page's own environment. */
export function browserEnvironment(): LoginEnvironment {
  const env = import.meta.env;
  return {
    location: window.location,
    userAgent: navigator.userAgent,
    appId: typeof env.VITE_MESSENGER_APPID === "string" ? env.VITE_MESSENGER_APPID.trim() : "",
    mockMode: env.VITE_MOCKS === "on",
    basePath: env.BASE_URL ?? "/",
  };
}

async function exchange(env: LoginEnvironment, code: string, target: string): Promise<LoginOutcome> {
  const token = await callGateway<GetTokenResponse>("getToken", { code }, { quiet: true });
  const exchangeStatus = token.ok ? token.status : null;
  const next = messengerLoginDecision({ code, exchangeStatus: exchangeStatus ?? 0, attempts: readAttempts() });
  if (!token.ok || next.action !== "proceed") {
    return next.action === "give-up" ? giveUp() : authorise(env, target);
  }

  const { updateSession } = useAppStore.getState();
  updateSession({ openid: token.data.openid });
  const user = await callGateway<MessengerUser>("getUser", {
    openid: token.data.openid,
    access_token: token.data.access_token,
  }, { quiet: true });
  if (user.ok && user.status === 1) updateSession({ userinfo: user.data });
  writeAttempts(0);
  env.location.replace(stripOAuthParams(env.location.origin + joinBase(env.basePath, target)));
  return "logged-in";
}

function authorise(env: LoginEnvironment, target: string): LoginOutcome {
  writeAttempts(readAttempts() + 1);
  const redirectUri = env.location.origin + joinBase(env.basePath, target);
  env.location.replace(authoriseUrl({ appId: env.appId, redirectUri, state: target }));
  return "redirected";
}

async function giveUp(): Promise<LoginOutcome> {
  await gatewayUi().alertBox(t("session.authoriseFailed"), { title: t("gatewayUi.title") });
  return "gave-up";
}

/** The route an OAuth `state` carries back, when it is one (an in-app path by domain's `toAppPath`). */
function stateRoute(state: string | null): string | null {
  return state === null || state === "" ? null : toAppPath(decodeOAuthState(state));
}

/** The in-app route of the page: path under the base with its query, without code/state. */
function appRoute(env: LoginEnvironment): string {
  const base = env.basePath.endsWith("/") ? env.basePath.slice(0, -1) : env.basePath;
  const { pathname } = env.location;
  const path = base !== "" && (pathname === base || pathname.startsWith(`${base}/`)) ? pathname.slice(base.length) : pathname;
  return stripOAuthParams((path === "" ? "/" : path) + env.location.search);
}

function joinBase(basePath: string, route: string): string {
  const base = basePath.endsWith("/") ? basePath.slice(0, -1) : basePath;
  return base + (route.startsWith("/") ? route : `/${route}`);
}

function readAttempts(): number {
  try {
    const value = Number(sessionStorage.getItem(AUTHORISE_ATTEMPTS_KEY) ?? "0");
    return Number.isInteger(value) && value > 0 ? value : 0;
  } catch {
    return 0;
  }
}

function writeAttempts(count: number): void {
  try {
    sessionStorage.setItem(AUTHORISE_ATTEMPTS_KEY, String(count));
  } catch {
    // Storage refused: the counter cannot persist; domain's decision still gives up on a broken count.
  }
}
