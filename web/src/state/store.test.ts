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
