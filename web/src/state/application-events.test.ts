import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { STORE_KEY, initialApplication, initialSession, useAppStore } from "./store";
import { applicantIdentityConfirmed, insuredCountChanged, insuredIdentityConfirmed, startApplication } from "./application-events";

/** A valid resident identity number (GB 11643): born 1949-12-31, female. */
const ID_NUMBER = "11010519491231002X";
const NOW = new Date("2026-01-01T00:00:00Z");

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

describe("application events", () => {
  it("starts an application from domain's defaults of the product's variant, keeping the session", () => {
    useAppStore.getState().updateSession({ openid: "oKeep" });
    useAppStore.getState().updateApplication({ basicMsgInfo: { cityCode: "110100" } });
    startApplication({ variant: "B", productCode: "EAJ" });
    const state = useAppStore.getState();
    expect(state.variant).toBe("B");
    expect(state.basicMsgInfo.productCode).toBe("EAJ");
    expect(state.basicMsgInfo.cityCode).toBe(initialApplication().basicMsgInfo.cityCode);
    expect(state.insured.insuredIdentifyType).toBe("03");
    expect(state.openid).toBe("oKeep");
  });

  it("resizes every pipe-joined insured list through domain's insuredCountChanged", () => {
    startApplication({ productCode: "EAJ" });
    useAppStore.getState().updateApplication({ insured: { insuredName: "张三" } });
    insuredCountChanged(3);
    const state = useAppStore.getState();
    expect(state.basicMsgInfo.insuredCount).toBe(3);
    expect(state.insured.insuredName.split("|")).toHaveLength(3);
    expect(state.insured.insuredName.split("|")[0]).toBe("张三");
    expect(state.insured.insuredIdentifyType.split("|")).toEqual(["03", "03", "03"]);
    expect(stored().insured).toMatchObject({ insuredName: state.insured.insuredName });
  });

  it("fills an insured's birthday and sex from a confirmed identity number (domain's insuredIdentityConfirmed)", () => {
    startApplication();
    insuredCountChanged(2);
    insuredIdentityConfirmed(1, { type: "01", number: ID_NUMBER, now: NOW });
    const { insured } = useAppStore.getState();
    expect(insured.insuredIdentifyNumber.split("|")[1]).toBe(ID_NUMBER);
    expect(insured.insuredBirthday.split("|")).toEqual(["2000/01/01", "1949/12/31"]);
    expect(stored().insured).toMatchObject({ insuredBirthday: insured.insuredBirthday });
  });

  it("gives the applicant's confirmed identity to the applicant (domain's applicantIdentityConfirmed)", () => {
    startApplication();
    applicantIdentityConfirmed({ type: "01", number: ID_NUMBER, now: NOW });
    const { applicant } = useAppStore.getState();
    expect(applicant.applyIdentifyNumber).toBe(ID_NUMBER);
    expect(applicant.applyBirthday).toBe("1949/12/31");
    expect(applicant.applySex).toBe("106002");
    expect(stored().applicant).toMatchObject({ applySex: "106002" });
  });
});
