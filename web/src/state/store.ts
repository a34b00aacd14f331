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
 * - Rehydration merges the stored nested objects over the current defaults, so a field added to a default
 *   later is never lost to an older stored copy.
 */
import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import {
  LOGGED_IN,
  LOGIN_STATUS_KEY,
  defaultApplicationState,
  mergeDefined,
  type ApplicationState as DomainApplication,
  type DefinedPatch,
  type InsuredVariant,
  type MallUser,
  type MessengerUser,
} from "@micromall/domain";

/** sessionStorage key of the persisted store (spec §3). */
export const STORE_KEY = "Arrlist";
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
  /** Records a mall login: user, mall id, login type; sessionStorage loginStatus = "1". */
  loginSucceeded(user: MallUser): void;
  /** Ends the mall login: clears mall data; sessionStorage loginStatus = "0". */
  logout(): void;
}

/** The whole store. */
export type AppStore = ApplicationState & SessionData & AppActions;

type AppData = ApplicationState & SessionData;

const NESTED_KEYS = ["basicMsgInfo", "localInfo", "applicant", "insured", "planMsgInfo", "texts"] as const;

/**
 * The application store (zustand), persisted to sessionStorage `Arrlist`.
 * @example useAppStore.getState().updateSession({ mallId: "M1", openid: undefined }) // openid unchanged
 */
export const useAppStore = create<AppStore>()(
  persist(
    (set) => ({
      ...initialApplication(),
      ...initialSession(),
      updateApplication: (patch) => set((state) => mergeApplication(state, patch)),
      updateSession: (patch) => set((state) => mergeDefined(pickSession(state), patch)),
      loginSucceeded: (user) => {
        writeLoginStatus(LOGGED_IN);
        set({ userMallInfo: user, mallId: user.mallId, mallLoginType: user.loginType });
      },
      logout: () => {
        writeLoginStatus("0");
        set({ userMallInfo: null, mallId: "", mallLoginType: "" });
      },
    }),
    {
      name: STORE_KEY,
      storage: createJSONStorage(() => sessionStorage),
      partialize: (state): AppData => ({ ...pickApplication(state), ...pickSession(state) }),
      merge: (persisted, current) => mergePersisted(persisted, current),
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

function mergePersisted(persisted: unknown, current: AppStore): AppStore {
  if (typeof persisted !== "object" || persisted === null) return current;
  const stored = persisted as Partial<AppData>;
  const merged: AppStore = { ...current, ...stored };
  for (const key of NESTED_KEYS) {
    const value = stored[key];
    if (typeof value === "object" && value !== null) {
      Object.assign(merged, { [key]: { ...current[key], ...value } });
    }
  }
  return merged;
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

function writeLoginStatus(value: typeof LOGGED_IN | "0"): void {
  try {
    sessionStorage.setItem(LOGIN_STATUS_KEY, value);
  } catch {
    // Storage refused (private mode, quota): the in-memory store still knows the login.
  }
}
