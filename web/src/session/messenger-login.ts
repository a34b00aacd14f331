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
 * Redirects are bounded (domain's `MAX_AUTHORISE_ATTEMPTS`, give-up decision) by a count kept in sessionStorage,
 * in memory, and — when storage does not keep it — in the redirect URI (`mmAuthTry`), so the bound holds
 * whatever storage does; an exchange answered without an open id counts as a failed one. Past the bound the customer gets one alert and keeps browsing as a guest (h5-notes §1: no loops, guest browsing).
 * The redirect URI is the clean URL of the target route (history routing keeps the route in it), and `state`
 * carries the route again (domain encodes it), restored after the exchange (without the count parameter).
 *
 * Decisions where the spec is silent: outside the messenger in a real build the flow is skipped (the
 * authorisation page only works inside the messenger); a successful login clears the counter; getToken and
 * getUser are quiet (a failed exchange simply authorises again; a missing profile does not stop browsing).
 */
import {
  authoriseUrl,
  decodeOAuthState,
  messengerLoginDecision,
  SESSION_MESSAGES,
  stripOAuthParams,
  toAppPath,
} from "@micromall/domain";
import { callGateway } from "../gateway/client";
import { gatewayUi } from "../gateway/gateway-ui";
import { translate } from "../i18n";
import { SESSION_UI_MESSAGES } from "../i18n/messages/session";
import { useAppStore } from "../state/store";
import { STORAGE_KEYS, readStored, writeStored } from "../state/storage";
import { applyDataSource } from "./data-source";
import { isMessengerBrowser } from "./messenger-browser";

/** sessionStorage key counting authorisation redirects of this tab. */
export const AUTHORISE_ATTEMPTS_KEY = STORAGE_KEYS.authoriseAttempts.key;
/**
 * Query parameter of the redirect URI that carries the redirect count when session storage cannot keep it:
 * the messenger sends the customer back to that URI, so the count survives the round trip.
 */
export const AUTHORISE_ATTEMPTS_PARAM = "mmAuthTry";

/** Redirects counted on this page (the count's third copy, for a storage that reads back wrong). */
let attemptsInMemory = 0;
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
        userinfo: { openid: DEMO_OPENID, nickname: translate(SESSION_UI_MESSAGES, "sessionUi.demoNickname"), headimgurl: "" },
      });
    }
    return "demo";
  }
  if (!inMessenger || env.appId === "") return "guest";

  const query = new URLSearchParams(env.location.search);
  const code = query.get("code");
  const target = stateRoute(query.get("state")) ?? appRoute(env);
  const decision = messengerLoginDecision({ openid: store.openid, code, attempts: readAttempts(env) });
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
  const token = await callGateway("getToken", { code }, { quiet: true });
  // An exchange that names no open id is a failed one, whatever its status says: counting on it would loop.
  const openid = token.ok ? openIdOf(token.data) : null;
  const next = messengerLoginDecision({ code, exchangeStatus: openid === null ? 0 : 1, attempts: readAttempts(env) });
  if (!token.ok || openid === null || next.action !== "proceed") {
    return next.action === "give-up" ? giveUp() : authorise(env, target);
  }

  const { updateSession } = useAppStore.getState();
  updateSession({ openid });
  const user = await callGateway("getUser", { openid, access_token: token.data.access_token }, { quiet: true });
  if (user.ok) updateSession({ userinfo: user.data });
  writeStored(STORAGE_KEYS.authoriseAttempts, "0");
  attemptsInMemory = 0;
  env.location.replace(stripOAuthParams(env.location.origin + joinBase(env.basePath, target)));
  return "logged-in";
}

function authorise(env: LoginEnvironment, target: string): LoginOutcome {
  const count = readAttempts(env) + 1;
  attemptsInMemory = count;
  // When storage does not keep the count (refused, or reads back something else), the redirect URI carries it.
  const kept = writeStored(STORAGE_KEYS.authoriseAttempts, String(count)) && readStored(STORAGE_KEYS.authoriseAttempts) === String(count);
  const route = kept ? target : withParam(target, AUTHORISE_ATTEMPTS_PARAM, String(count));
  const redirectUri = env.location.origin + joinBase(env.basePath, route);
  env.location.replace(authoriseUrl({ appId: env.appId, redirectUri, state: target }));
  return "redirected";
}

async function giveUp(): Promise<LoginOutcome> {
  await gatewayUi().alertBox(translate(SESSION_MESSAGES, "session.authoriseFailed"), { title: translate(SESSION_UI_MESSAGES, "gatewayUi.title") });
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
  return withoutParam(stripOAuthParams((path === "" ? "/" : path) + env.location.search), AUTHORISE_ATTEMPTS_PARAM);
}

function joinBase(basePath: string, route: string): string {
  const base = basePath.endsWith("/") ? basePath.slice(0, -1) : basePath;
  return base + (route.startsWith("/") ? route : `/${route}`);
}

/**
 * Redirects made so far: the largest of the stored count, the count in the page's address and the count of
 * this page, so a storage that refuses or forgets can never reset the bound.
 */
function readAttempts(env: LoginEnvironment): number {
  const fromUrl = new URLSearchParams(env.location.search).get(AUTHORISE_ATTEMPTS_PARAM);
  return Math.max(countOf(readStored(STORAGE_KEYS.authoriseAttempts)), countOf(fromUrl), attemptsInMemory);
}

function countOf(text: string | null): number {
  const value = Number(text ?? "0");
  return Number.isInteger(value) && value > 0 ? value : 0;
}

/** The open id of an exchange answer, or null when it has none (missing, empty, not text). */
function openIdOf(data: unknown): string | null {
  if (typeof data !== "object" || data === null || !("openid" in data)) return null;
  const { openid } = data;
  return typeof openid === "string" && openid.trim() !== "" ? openid : null;
}

/** `route` (an in-app path with query) with `name=value` set. */
function withParam(route: string, name: string, value: string): string {
  const url = new URL(route, "http://route.invalid");
  url.searchParams.set(name, value);
  return url.pathname + url.search + url.hash;
}

/** `route` without the `name` parameter; untouched when it has none. */
function withoutParam(route: string, name: string): string {
  const url = new URL(route, "http://route.invalid");
  if (!url.searchParams.has(name)) return route;
  url.searchParams.delete(name);
  return url.pathname + url.search + url.hash;
}

/**
 * Test helper: forget the count kept in memory, as a new page load does.
 * @example forgetAttemptsInMemory()
 */
export function forgetAttemptsInMemory(): void {
  attemptsInMemory = 0;
}
