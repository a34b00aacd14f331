import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { defaultBasicMsgInfo } from "@micromall/domain";
import { LOGIN_STATUS_KEY, STORE_KEY, initialApplication, initialSession, useAppStore } from "./store";

const USER = { mallId: "M1001", mobile: "13800138000", userName: "张三", loginType: "1", identityAuthed: false } as const;

function stored(): Record<string, unknown> {
  const text = sessionStorage.getItem(STORE_KEY);
  expect(text).not.toBeNull();
  return (JSON.parse(text ?? "{}") as { state: Record<string, unknown> }).state;
}

beforeEach(() => {
  sessionStorage.clear();
  useAppStore.setState({ ...initialApplication(), ...initialSession() });
});
afterEach(() => sessionStorage.clear());

describe("application store", () => {
  it("starts from domain's defaults", () => {
    const { basicMsgInfo } = useAppStore.getState();
    expect(basicMsgInfo).toEqual(defaultBasicMsgInfo());
    expect(basicMsgInfo.startHour).toBe(0);
    expect(basicMsgInfo.endHour).toBe(24);
    expect(basicMsgInfo.insuredCount).toBe(1);
  });

  it("persists to sessionStorage under Arrlist", () => {
    useAppStore.getState().updateApplication({ basicMsgInfo: { cityCode: "110100", cityName: "北京市" } });
    useAppStore.getState().updateSession({ openid: "oABC" });
    const state = stored();
    expect(state.openid).toBe("oABC");
    expect(state.basicMsgInfo).toMatchObject({ cityCode: "110100", cityName: "北京市", insuredCount: 1 });
    expect(state).not.toHaveProperty("updateSession");
  });

  it("ignores undefined in every update and keeps the other nested fields", () => {
    const { updateApplication, updateSession } = useAppStore.getState();
    updateApplication({ basicMsgInfo: { cityCode: "310100" } });
    updateApplication({ basicMsgInfo: { cityCode: undefined, cityName: "上海市" }, loading: undefined });
    updateSession({ openid: "o1", mallId: "M9" });
    updateSession({ openid: undefined, mallId: "M10" });
    const state = useAppStore.getState();
    expect(state.basicMsgInfo.cityCode).toBe("310100");
    expect(state.basicMsgInfo.cityName).toBe("上海市");
    expect(state.basicMsgInfo.endHour).toBe(24);
    expect(state.loading).toBe(false);
    expect(state.openid).toBe("o1");
    expect(state.mallId).toBe("M10");
  });

  it("leaves the rule-carrying events to application-events.ts (not loaded with the store)", () => {
    const state = useAppStore.getState() as unknown as Record<string, unknown>;
    for (const event of ["startApplication", "insuredCountChanged", "insuredIdentityConfirmed", "applicantIdentityConfirmed"]) {
      expect(state[event]).toBeUndefined();
    }
  });

  it("rehydrates a reload from Arrlist over the defaults", async () => {
    sessionStorage.setItem(
      STORE_KEY,
      JSON.stringify({ state: { openid: "oSaved", basicMsgInfo: { cityCode: "440300" } }, version: 0 }),
    );
    await useAppStore.persist.rehydrate();
    const state = useAppStore.getState();
    expect(state.openid).toBe("oSaved");
    expect(state.basicMsgInfo.cityCode).toBe("440300");
    expect(state.basicMsgInfo.endHour).toBe(24);
  });

  it("records a mall login and its end in the store and loginStatus", () => {
    useAppStore.getState().updateSession({ openid: "oX" });
    useAppStore.getState().loginSucceeded(USER);
    let state = useAppStore.getState();
    expect(state.mallId).toBe("M1001");
    expect(state.mallLoginType).toBe("1");
    expect(state.userMallInfo?.mobile).toBe("13800138000");
    expect(sessionStorage.getItem(LOGIN_STATUS_KEY)).toBe("1");

    useAppStore.getState().logout();
    state = useAppStore.getState();
    expect(state.mallId).toBe("");
    expect(state.userMallInfo).toBeNull();
    expect(state.openid).toBe("oX");
    expect(sessionStorage.getItem(LOGIN_STATUS_KEY)).toBe("0");
  });
});

describe("login only from a complete user (issue 8 point 3)", () => {
  it.each([
    ["null", null],
    ["an empty object", {}],
    ["no mall id", { ...USER, mallId: "" }],
    ["a numeric mall id", { ...USER, mallId: 1001 }],
    ["an unknown login type", { ...USER, loginType: "9" }],
    ["no identity flag", { mallId: "M1", mobile: "13800138000", userName: "", loginType: "2" }],
  ])("an answer with %s leaves the customer logged out", (_, answer) => {
    expect(useAppStore.getState().loginSucceeded(answer)).toBe(false);
    const state = useAppStore.getState();
    expect(state.mallId).toBe("");
    expect(state.userMallInfo).toBeNull();
    expect(state.mallLoginType).toBe("");
    expect(sessionStorage.getItem(LOGIN_STATUS_KEY)).not.toBe("1");
  });

  it("a half-done login after a good one ends the login rather than keep a stale one", () => {
    expect(useAppStore.getState().loginSucceeded(USER)).toBe(true);
    expect(useAppStore.getState().loginSucceeded({ mallId: "M2" })).toBe(false);
    expect(useAppStore.getState().mallId).toBe("");
    expect(sessionStorage.getItem(LOGIN_STATUS_KEY)).toBe("0");
  });

  it("sets user, mall id and login type in one store update, and loginStatus only after it", () => {
    const seen: string[] = [];
    const unsubscribe = useAppStore.subscribe((state) => {
      seen.push(`${state.mallId}|${state.userMallInfo?.mallId ?? ""}|${state.mallLoginType}|${sessionStorage.getItem(LOGIN_STATUS_KEY) ?? ""}`);
    });
    useAppStore.getState().loginSucceeded({ ...USER, extra: "ignored" });
    unsubscribe();
    expect(seen).toEqual(["M1001|M1001|1|"]);
    expect(sessionStorage.getItem(LOGIN_STATUS_KEY)).toBe("1");
    expect(useAppStore.getState().userMallInfo).toEqual(USER);
  });
});

describe("logout forgets every draft (issue 8 point 8)", () => {
  it("removes the drafts of every account, and nothing else", () => {
    sessionStorage.setItem("draft.M1001:mocmobile", JSON.stringify({ mobile: "13900139000", code: "123456" }));
    sessionStorage.setItem("draft.guest:login", JSON.stringify({ mobile: "138" }));
    sessionStorage.setItem("micromall.other", "kept");
    useAppStore.getState().loginSucceeded(USER);
    useAppStore.getState().logout();
    expect(sessionStorage.getItem("draft.M1001:mocmobile")).toBeNull();
    expect(sessionStorage.getItem("draft.guest:login")).toBeNull();
    expect(sessionStorage.getItem("micromall.other")).toBe("kept");
  });
});

describe("a stored Arrlist is decoded on reload (issue 8 point 9)", () => {
  async function reloadWith(state: unknown): Promise<void> {
    sessionStorage.setItem(STORE_KEY, JSON.stringify({ state, version: 0 }));
    await useAppStore.persist.rehydrate();
  }

  it("never lets stored data replace an action", async () => {
    await reloadWith({ openid: "oSaved", logout: "x", loginSucceeded: 1, updateSession: null, updateApplication: {} });
    const state = useAppStore.getState();
    expect(typeof state.logout).toBe("function");
    expect(typeof state.loginSucceeded).toBe("function");
    expect(typeof state.updateSession).toBe("function");
    expect(typeof state.updateApplication).toBe("function");
    expect(state.openid).toBe("oSaved");
    expect(state).not.toHaveProperty("extra");
  });

  it("keeps only the data keys, each with its default's type", async () => {
    await reloadWith({
      mallId: 42,
      openid: { evil: true },
      loading: "yes",
      variant: "Z",
      extra: "dropped",
      basicMsgInfo: { cityCode: "440300", insuredCount: "many", injected: "no" },
      userMallInfo: { mallId: "M1" },
      shopInfo: { source: "h5project", shopId: "S1" },
      userinfo: "someone",
    });
    const state = useAppStore.getState();
    expect(state.mallId).toBe("");
    expect(state.openid).toBe("");
    expect(state.loading).toBe(false);
    expect(state.variant).toBe("A");
    expect(state).not.toHaveProperty("extra");
    const { basicMsgInfo, userMallInfo, shopInfo, userinfo } = useAppStore.getState();
    expect(basicMsgInfo.cityCode).toBe("440300");
    expect(basicMsgInfo.insuredCount).toBe(1);
    expect(basicMsgInfo).not.toHaveProperty("injected");
    expect(userMallInfo).toBeNull();
    expect(shopInfo).toEqual({ source: "h5project", shopId: "S1" });
    expect(userinfo).toBeNull();
  });

  it("ignores an Arrlist that is not an object", async () => {
    sessionStorage.setItem(STORE_KEY, "[1,2,3]");
    await useAppStore.persist.rehydrate();
    expect(useAppStore.getState().openid).toBe("");
    sessionStorage.setItem(STORE_KEY, "{not json");
    await useAppStore.persist.rehydrate();
    expect(typeof useAppStore.getState().logout).toBe("function");
  });
});
