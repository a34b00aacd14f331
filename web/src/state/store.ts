/**
 * The one application store of the mall (spec §3): the insurance-application state and the stored session
 * data, persisted to sessionStorage under the key `Arrlist` so a reload in the middle of a flow loses nothing.
 *
 * Every update ignores `undefined` values (spec §4 "Form updates ignore undefined values") through domain's
 * `mergeDefined`; nested objects (basicMsgInfo, localInfo, insured, texts) merge one level deep, so a patch
 * `{ basicMsgInfo: { cityCode: "110100" } }` keeps every other basic field.
 *
 * Decisions where the spec is silent:
 * - The application part is domain's `ApplicationState` (variant, basicMsgInfo, localInfo, applicant,
 *   pipe-joined insured lists) spread at the top level; changes that carry a rule go through named events
 *   calling domain's pure transitions (`insuredCountChanged`, `insuredIdentityConfirmed`, …), never setters
 *   that re-implement them. Those events live in ./application-events.ts, loaded by the screens of the
 *   application flow only: the rules behind them (identity numbers, dates) never ship with the first load.
 * - `loginSucceeded` and `logout` also write sessionStorage `loginStatus` ("1"/"0"), the value the router's
 *   requireAuth reads (§2). Logout keeps the messenger identity (openid, userinfo): it ends the mall login only.
 * - A login is recorded only from a complete user ({@link completeMallUser}: a mall id, a mobile, a name, a
 *   login type "1"/"2", the identity flag), in one store update, and `loginStatus` "1" is written only after it:
 *   an incomplete answer (the gateway's `status 1, data null`) leaves the customer logged out.
 * - Whenever the mall login ends or changes hands (logout, a session the check finds gone, another mall id
 *   logging in over this one) the previous customer's state goes ({@link forgetCustomerState}): the
 *   application (names, numbers, mobiles of applicant and insureds) back to its defaults, and every form draft
 *   (drafts are account data: ./draft.ts keys them to the account). The messenger identity (openid, userinfo)
 *   and the channel (shopInfo) stay: they belong to the device and the link, not to the customer. The query
 *   cache's personal answers go at the same moments (`session/forget-customer.ts`).
 * - Rehydration decodes `Arrlist` against the defaults ({@link decodePersisted}): only the store's data keys,
 *   each only with the type of its default (nested objects one level deep, over the current defaults, so a
 *   field added to a default later is never lost to an older stored copy); the session's user objects only when
 *   complete. A stored `"logout": "x"` or a wrong-typed value is dropped, never merged over an action.
 *   (Domain has no Schema of the application state yet; this whitelist of the defaults' keys and types is it.)
 */
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import {
  INSURED_VARIANT_CODES,
  LOGGED_IN,
  defaultApplicationState,
  isShopId,
  mergeDefined,
  type ApplicationState as DomainApplication,
  type DefinedPatch,
  type InsuredVariant,
  type MallUser,
  type MessengerUser,
} from "@micromall/domain";
import { STORAGE_KEYS, guardedStateStorage, removeStored, storedSuffixes, writeStored } from "./storage";

/** sessionStorage key of the persisted store (spec §3). */
export const STORE_KEY = STORAGE_KEYS.store.key;
/** sessionStorage key read by the router's requireAuth (spec §2): domain's constant, re-exported for the shell. */
export { LOGIN_STATUS_KEY } from "@micromall/domain";

/** Clause, declaration, engage, claim and ensure-explain texts of a product (spec §3 "Other state"). */
export interface ProductTexts {
  clause: string;
  declaration: string;
  engage: string;
  claim: string;
  ensureExplain: string;
}
/** Shop or channel the customer came from (spec §2 data source h5project). */
export interface ShopInfo {
  source: string;
  shopId: string;
}

/**
 * Insurance-application state of spec §3: domain's application (variant, basicMsgInfo, localInfo, applicant,
 * pipe-joined insured lists) plus the plan, the product texts and the page flags.
 */
export interface ApplicationState extends DomainApplication {
  planMsgInfo: Record<string, unknown>;
  texts: ProductTexts;
  /** Loading flag of the current page. */
  loading: boolean;
  /** Back allowed on the current page. */
  allowBack: boolean;
  /** Set on every navigation (spec §3). */
  initFlag: boolean;
}

/** Stored session data of spec §3. */
export interface SessionData {
  openid: string;
  mallId: string;
  /** "1" password login, "2" SMS quick login; "" when not logged in. */
  mallLoginType: string;
  userMallInfo: MallUser | null;
  shopInfo: ShopInfo | null;
  userinfo: MessengerUser | null;
  /** Where "return home" goes (§8 X1 dialog); empty → /home. */
  currentLink: string;
  /** The landing URL of this page load (iOS signs it for the JS-SDK, h5-notes §2). */
  firstLocation: string;
  /** The current in-app address. */
  location: string;
}

/** A patch of the application state: nested objects may be partial; `undefined` values are ignored. */
export type ApplicationPatch = {
  [K in Exclude<keyof ApplicationState, "variant">]?: ApplicationState[K] extends object
    ? DefinedPatch<ApplicationState[K]> | undefined
    : ApplicationState[K] | undefined;
};
/** A patch of the session data; `undefined` values are ignored. */
export type SessionPatch = { [K in keyof SessionData]?: SessionData[K] | undefined };

/** Actions of the store. */
export interface AppActions {
  /** Merges a patch into the application state, ignoring `undefined`. */
  updateApplication(patch: ApplicationPatch): void;
  /** Merges a patch into the session data, ignoring `undefined`. */
  updateSession(patch: SessionPatch): void;
  /**
   * Records a mall login from the gateway's answer — user, mall id, login type in one update, then
   * sessionStorage loginStatus = "1" — when it is a complete user; otherwise ends any login and answers false.
   */
  loginSucceeded(user: unknown): boolean;
  /** Ends the mall login: clears mall data and every form draft; sessionStorage loginStatus = "0". */
  logout(): void;
}

/** The whole store. */
export type AppStore = ApplicationState & SessionData & AppActions;

type AppData = ApplicationState & SessionData;

/**
 * The application store (zustand), persisted to sessionStorage `Arrlist`.
 * @example useAppStore.getState().updateSession({ mallId: "M1", openid: undefined }) // openid unchanged
 */
export const useAppStore = create<AppStore>()(
  persist(
    (set, get) => ({
      ...initialApplication(),
      ...initialSession(),
      updateApplication: (patch) => set((state) => mergeApplication(state, patch)),
      updateSession: (patch) => set((state) => mergeDefined(pickSession(state), patch)),
      loginSucceeded: (answer) => {
        const user = completeMallUser(answer);
        if (user === null) {
          endLogin(set);
          return false;
        }
        if (get().mallId !== "" && get().mallId !== user.mallId) forgetCustomerState(set);
        set({ userMallInfo: user, mallId: user.mallId, mallLoginType: user.loginType });
        writeStored(STORAGE_KEYS.loginStatus, LOGGED_IN);
        return true;
      },
      logout: () => endLogin(set),
    }),
    {
      name: STORE_KEY,
      storage: createJSONStorage(() => guardedStateStorage(STORAGE_KEYS.store.area)),
      partialize: (state): AppData => ({ ...pickApplication(state), ...pickSession(state) }),
      merge: (persisted, current) => ({ ...current, ...decodePersisted(persisted, current) }),
    },
  ),
);

/**
 * The application state a new application starts from (domain defaults).
 * @example initialApplication().basicMsgInfo.insuredCount // 1
 */
export function initialApplication(options: { variant?: InsuredVariant; productCode?: string } = {}): ApplicationState {
  return {
    ...defaultApplicationState(options),
    planMsgInfo: {},
    texts: { clause: "", declaration: "", engage: "", claim: "", ensureExplain: "" },
    loading: false,
    allowBack: true,
    initFlag: false,
  };
}

/**
 * The session data of a visitor nobody knows yet.
 * @example initialSession().mallId // ""
 */
export function initialSession(): SessionData {
  return {
    openid: "",
    mallId: "",
    mallLoginType: "",
    userMallInfo: null,
    shopInfo: null,
    userinfo: null,
    currentLink: "",
    firstLocation: "",
    location: "",
  };
}

function mergeApplication(state: AppStore, patch: ApplicationPatch): Partial<AppStore> {
  const current = pickApplication(state);
  const { basicMsgInfo, localInfo, applicant, insured, planMsgInfo, texts, ...flags } = patch;
  return {
    ...mergeDefined(current, flags),
    basicMsgInfo: mergeDefined(current.basicMsgInfo, basicMsgInfo ?? {}),
    localInfo: mergeDefined(current.localInfo, localInfo ?? {}),
    applicant: mergeDefined(current.applicant, applicant ?? {}),
    insured: mergeDefined(current.insured, insured ?? {}),
    planMsgInfo: mergeDefined(current.planMsgInfo, planMsgInfo ?? {}),
    texts: mergeDefined(current.texts, texts ?? {}),
  };
}

/**
 * The data of a stored `Arrlist` worth keeping, decoded against `current`: only the store's data keys, each only
 * with its default's type; nested objects key by key over the current ones; the session's objects only when
 * complete. Total: anything else (not an object, a wrong type, an action's name) is dropped.
 * @example decodePersisted({ openid: "o1", logout: "x", mallId: 7 }, useAppStore.getState()) // { openid: "o1", …defaults }
 */
export function decodePersisted(persisted: unknown, current: AppData): AppData {
  const base: AppData = { ...pickApplication(current), ...pickSession(current) };
  if (!isRecord(persisted)) return base;
  const stored = (key: keyof AppData): unknown => (Object.prototype.hasOwnProperty.call(persisted, key) ? persisted[key] : undefined);
  const variant = stored("variant");
  const planMsgInfo = stored("planMsgInfo");
  return {
    variant: typeof variant === "string" && isVariant(variant) ? variant : base.variant,
    basicMsgInfo: sameFields(stored("basicMsgInfo"), base.basicMsgInfo),
    localInfo: sameFields(stored("localInfo"), base.localInfo),
    applicant: sameFields(stored("applicant"), base.applicant),
    insured: sameFields(stored("insured"), base.insured),
    planMsgInfo: isRecord(planMsgInfo) ? { ...planMsgInfo } : base.planMsgInfo,
    texts: sameFields(stored("texts"), base.texts),
    loading: sameType(stored("loading"), base.loading),
    allowBack: sameType(stored("allowBack"), base.allowBack),
    initFlag: sameType(stored("initFlag"), base.initFlag),
    openid: sameType(stored("openid"), base.openid),
    mallId: sameType(stored("mallId"), base.mallId),
    mallLoginType: sameType(stored("mallLoginType"), base.mallLoginType),
    userMallInfo: nullableOf(stored("userMallInfo"), completeMallUser, base.userMallInfo),
    shopInfo: nullableOf(stored("shopInfo"), shopInfoOf, base.shopInfo),
    userinfo: nullableOf(stored("userinfo"), messengerUserOf, base.userinfo),
    currentLink: sameType(stored("currentLink"), base.currentLink),
    firstLocation: sameType(stored("firstLocation"), base.firstLocation),
    location: sameType(stored("location"), base.location),
  };
}

/**
 * The user of a login answer when it is complete (the shape of domain's `MallUser`), else null.
 * @example completeMallUser(null) // null
 * @example completeMallUser({ mallId: "M1", mobile: "13800138000", userName: "", loginType: "1", identityAuthed: false })?.mallId // "M1"
 */
export function completeMallUser(value: unknown): MallUser | null {
  if (!isRecord(value)) return null;
  const { mallId, mobile, userName, loginType, identityAuthed } = value;
  if (typeof mallId !== "string" || mallId.trim() === "" || typeof mobile !== "string" || typeof userName !== "string") return null;
  if ((loginType !== "1" && loginType !== "2") || typeof identityAuthed !== "boolean") return null;
  return { mallId, mobile, userName, loginType, identityAuthed };
}

function endLogin(set: (partial: Partial<AppStore>) => void): void {
  forgetCustomerState(set);
  set({ userMallInfo: null, mallId: "", mallLoginType: "" });
  writeStored(STORAGE_KEYS.loginStatus, "0");
}

/**
 * Forgets what the previous customer typed or applied for: the application state back to its defaults (the
 * persisted `Arrlist` with it) and every form draft. Session data (messenger identity, channel, addresses) stays.
 */
function forgetCustomerState(set: (partial: Partial<AppStore>) => void): void {
  // the page flags (loading, allowBack, initFlag) describe the page, not the customer: they stay
  const { variant, basicMsgInfo, localInfo, applicant, insured, planMsgInfo, texts } = initialApplication();
  set({ variant, basicMsgInfo, localInfo, applicant, insured, planMsgInfo, texts });
  for (const suffix of storedSuffixes(STORAGE_KEYS.draft)) removeStored(STORAGE_KEYS.draft, suffix);
}

function isVariant(value: string): value is InsuredVariant {
  return Object.prototype.hasOwnProperty.call(INSURED_VARIANT_CODES, value);
}

/** Whether `value` is a primitive of `template`'s type (so it may stand in its place). */
function hasTypeOf<V>(value: unknown, template: V): value is V {
  return value !== null && typeof value !== "object" && typeof value === typeof template;
}

/** `value` when it is a primitive of `fallback`'s type, else `fallback`. */
function sameType<V extends string | number | boolean>(value: unknown, fallback: V): V {
  return hasTypeOf(value, fallback) ? value : fallback;
}

/** `fallback` with each of its primitive fields replaced by `value`'s when that has the same type. */
function sameFields<T extends object>(value: unknown, fallback: T): T {
  const merged = { ...fallback };
  if (!isRecord(value)) return merged;
  for (const key in merged) {
    const stored = Object.prototype.hasOwnProperty.call(value, key) ? value[key] : undefined;
    const template = merged[key];
    if (hasTypeOf(stored, template)) merged[key] = stored;
  }
  return merged;
}

/** null, or `decode(value)` when that succeeds, else `fallback`. */
function nullableOf<V>(value: unknown, decode: (value: unknown) => V | null, fallback: V | null): V | null {
  if (value === null) return null;
  return value === undefined ? fallback : (decode(value) ?? fallback);
}

function messengerUserOf(value: unknown): MessengerUser | null {
  if (!isRecord(value)) return null;
  const { openid, nickname, headimgurl } = value;
  return typeof openid === "string" && typeof nickname === "string" && typeof headimgurl === "string"
    ? { openid, nickname, headimgurl }
    : null;
}

function shopInfoOf(value: unknown): ShopInfo | null {
  if (!isRecord(value)) return null;
  const { source, shopId } = value;
  // a shop id claims a sale: only a well-formed one comes back from storage (issue 23 finding 6)
  return typeof source === "string" && typeof shopId === "string" ? { source, shopId: isShopId(shopId) ? shopId : "" } : null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * The part of the store that is domain's `ApplicationState`: what domain's transitions take and return.
 * @example domainApplicationOf(useAppStore.getState()).insured.insuredBirthday // "2000/01/01"
 */
export function domainApplicationOf(state: DomainApplication): DomainApplication {
  const { variant, basicMsgInfo, localInfo, applicant, insured } = state;
  return { variant, basicMsgInfo, localInfo, applicant, insured };
}

function pickApplication(state: AppData): ApplicationState {
  const { planMsgInfo, texts, loading, allowBack, initFlag } = state;
  return { ...domainApplicationOf(state), planMsgInfo, texts, loading, allowBack, initFlag };
}

function pickSession(state: AppData): SessionData {
  const { openid, mallId, mallLoginType, userMallInfo, shopInfo, userinfo, currentLink, firstLocation, location } =
    state;
  return { openid, mallId, mallLoginType, userMallInfo, shopInfo, userinfo, currentLink, firstLocation, location };
}
