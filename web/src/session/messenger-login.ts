/**
 * The messenger login flow (spec §4, h5-notes §1), run once per page load by `<SessionEffects />` after the
 * first render, so it never blocks first paint.
 *
 * 1. A data source scrm/h5project skips it (`applyDataSource`).
 * 2. Mock mode outside the messenger, or without `VITE_MESSENGER_APPID`: a demo open id, no redirect.
 * 3. Otherwise domain's `messengerLoginDecision` decides:
 *    - authorise (no open id, no code): `location.replace(authoriseUrl(…))`, the target route in `state`;
 *    - exchange (a code, no open id): `getToken({ code })`; status 1 → store the open id, `getUser`, store the
 *      profile, then `location.replace` the clean URL (no code/state) of the target route; anything else →
 *      authorise again.
 * Redirects are bounded by a counter in sessionStorage (`MAX_AUTHORISE_ATTEMPTS`); past it the customer gets
 * one alert and keeps browsing as a guest (h5-notes §1: no redirect loops, allow guest browsing).
 *
 * Decisions where the spec is silent: outside the messenger in a real build the flow is skipped (the
 * authorisation page only works inside the messenger); a successful login clears the counter.
 */
import {
  authoriseUrl,
  messengerLoginDecision,
  stripOAuthParams,
  type GetTokenResponse,
  type MessengerUser,
} from "@micromall/domain";
import { callGateway } from "../gateway/client";
import { gatewayUi } from "../gateway/gateway-ui";
import { t } from "../i18n";
import { useAppStore } from "../state/store";
import { applyDataSource } from "./data-source";
import { isMessengerBrowser } from "./messenger-browser";

/** sessionStorage key counting authorisation redirects of this tab. */
export const AUTHORISE_ATTEMPTS_KEY = "micromall.authoriseAttempts";
/** Redirects to the authorisation page before giving up. */
export const MAX_AUTHORISE_ATTEMPTS = 3;
/** Open id used in mock mode when no real authorisation can happen. */
export const DEMO_OPENID = "demo-openid-0001";

/** What the login flow needs from the page; injected so tests can drive it. */
export interface LoginEnvironment {
  /** The page address now (`window.location`). */
  location: Pick<Location, "href" | "origin" | "pathname" | "search" | "hash" | "replace">;
  userAgent: string;
  /** Messenger app id; "" when unset. */
  appId: string;
  /** `VITE_MOCKS === "on"`. */
  mockMode: boolean;
  /** The app's base path ("/micromall/"). */
  basePath: string;
}

/** How a run of the flow ended. */
export type LoginOutcome =
  | "skipped-data-source"
  | "demo"
  | "guest"
  | "logged-in"
  | "redirected"
  | "gave-up"
  | "already";

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

  const decision = messengerLoginDecision({ openid: store.openid, search: env.location.search });
  switch (decision.kind) {
    case "none":
      return "already";
    case "authorise":
      return authorise(env, appPath(env));
    case "exchange":
      return exchange(env, decision.code, decision.target ?? appPath(env));
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
  const token = await callGateway<GetTokenResponse>("getToken", { code });
  if (!token.ok || token.status !== 1) return authorise(env, target);

  const { updateSession } = useAppStore.getState();
  updateSession({ openid: token.data.openid });
  const user = await callGateway<MessengerUser>("getUser", {
    openid: token.data.openid,
    access_token: token.data.access_token,
  });
  if (user.ok && user.status === 1) updateSession({ userinfo: user.data });
  writeAttempts(0);
  env.location.replace(stripOAuthParams(env.location.origin + joinBase(env.basePath, target)));
  return "logged-in";
}

async function authorise(env: LoginEnvironment, target: string): Promise<LoginOutcome> {
  const attempts = readAttempts();
  if (attempts >= MAX_AUTHORISE_ATTEMPTS) {
    await gatewayUi().alertBox(t("session.authoriseFailed"), { title: t("gatewayUi.title") });
    return "gave-up";
  }
  writeAttempts(attempts + 1);
  const redirectUri = stripOAuthParams(env.location.origin + env.location.pathname + env.location.search);
  env.location.replace(authoriseUrl({ appId: env.appId, redirectUri, target }));
  return "redirected";
}

/** The in-app route of the page (path under the base, with its query, without code/state). */
function appPath(env: LoginEnvironment): string {
  const base = env.basePath.endsWith("/") ? env.basePath.slice(0, -1) : env.basePath;
  const path = env.location.pathname.startsWith(base) ? env.location.pathname.slice(base.length) : env.location.pathname;
  const clean = stripOAuthParams((path === "" ? "/" : path) + env.location.search);
  return clean;
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
    // Storage refused: the counter cannot persist, so the flow may retry; the alert still ends each loop.
  }
}
