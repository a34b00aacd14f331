/**
 * The fixtures' mock gateway for screen tests (msw/node `createServer` from @micromall/fixtures/node): every
 * call answered in the real wire format (envelope included) over the fixtures' store, reset after each test
 * so tests never depend on each other's registrations or password changes.
 */
import { afterAll, afterEach, beforeAll } from "vitest";
import { http, HttpResponse } from "msw";
import { createServer, DEMO_ACCOUNT, MOCK_SMS_CODE, type MockServer } from "@micromall/fixtures/node";
import { DEFAULT_GATEWAY_URL, DEMO_CIPHER_KEY, GATEWAY_CATALOGUE, gatewayUrl, sealJson, type MallUser } from "@micromall/domain";
import { act } from "@testing-library/react";
import { callGateway } from "../../gateway/client";
import { useAppStore } from "../../state/store";
import { withNodeFormData } from "./node-form-data";

export { DEMO_ACCOUNT, MOCK_SMS_CODE };

/** Starts the mock gateway for the current test file; `server.use(...)` overrides a call for one test. */
export function startMockGateway(): { readonly server: MockServer } {
  const server = createServer();
  let restoreFetch = () => {};
  beforeAll(() => {
    server.listen({ onUnhandledRequest: "error" });
    // uploads: jsdom's FormData becomes the multipart body a browser sends (see node-form-data.ts)
    restoreFetch = withNodeFormData();
  });
  afterEach(() => {
    server.resetHandlers();
    server.db.reset();
  });
  afterAll(() => {
    restoreFetch();
    server.close();
  });
  return { server };
}

/** Logs the demo account in through the gateway, as the login screen would, and records it in the store. */
export async function logInAsDemo(): Promise<MallUser> {
  const result = await callGateway("login", { mobile: DEMO_ACCOUNT.mobile, password: DEMO_ACCOUNT.password });
  if (!result.ok) throw new Error("the fixtures refused the demo login");
  act(() => useAppStore.getState().loginSucceeded(result.data));
  return result.data;
}

/**
 * Registers a new account and logs it in (as the register screen does): nobody yet — not identity-verified, not
 * bound for claims, no policies. `mobile` must be unregistered (each test gets a fresh store).
 */
export async function logInNewCustomer(mobile = "15912340001"): Promise<MallUser> {
  const registered = await callGateway("register", { mobile, verifyCode: MOCK_SMS_CODE, password: "Newcomer123" });
  if (!registered.ok) throw new Error("the fixtures refused the new customer's registration");
  act(() => useAppStore.getState().loginSucceeded(registered.data));
  return registered.data;
}

/** The applicant of {@link saveFamilyOrder} (a valid identity number) and the child insured beside them. */
export const FAMILY_ORDER_PEOPLE = { applicantId: "11010519491231002X", childId: "110105201501010017" } as const;

/**
 * Saves a domestic travel order of `mallId` insuring the applicant (王小明, self) and a child (王一), and answers
 * it; `paid` pays it too.
 * @example const order = await saveFamilyOrder(user.mallId, { paid: true })
 */
export async function saveFamilyOrder(mallId: string, { paid = false, email = "" } = {}) {
  const { applicantId, childId } = FAMILY_ORDER_PEOPLE;
  const saved = await callGateway("saveProposal", {
    productCode: "LAY_JN",
    planCode: "LAYJN02",
    mallId,
    insuredCount: 2,
    duration: 7,
    startDate: "2026-12-01",
    endDate: "2026-12-07",
    applyName: "王小明",
    applyIdentifyType: "01",
    applyIdentifyNumber: applicantId,
    applyMobile: "13912345678",
    ...(email === "" ? {} : { applyEmail: email }),
    insuredRelationship: "601005|601002",
    insuredName: "王小明|王一",
    insuredIdentifyType: "01|01",
    insuredIdentifyNumber: `${applicantId}|${childId}`,
  });
  if (!saved.ok) throw new Error("saveProposal failed");
  if (paid) {
    const payment = await callGateway("orderPay", { orderNo: saved.data.orderNo, mallId });
    if (!payment.ok) throw new Error("orderPay failed");
  }
  return saved.data;
}

/**
 * Answers the premium call (`getPremiumFromRation`) so that the first answer (¥111.00) is held until `release()`
 * and every later one (¥222.00, `insuredCount` the call's number) comes at once: a screen must never show the older
 * answer over the newer one.
 * @example const premium = holdFirstPremiumAnswer(server); …; await waitFor(() => expect(premium.calls()).toBe(1)); premium.release();
 */
export function holdFirstPremiumAnswer(server: MockServer): { readonly calls: () => number; readonly release: () => void } {
  const entry = GATEWAY_CATALOGUE.getPremiumFromRation;
  let release: () => void = () => undefined;
  const firstHeld = new Promise<void>((resolve) => (release = resolve));
  let calls = 0;
  server.use(
    http.post(gatewayUrl(DEFAULT_GATEWAY_URL, entry), async () => {
      calls += 1;
      const mine = calls;
      if (mine === 1) await firstHeld;
      const body = { common: { resultCode: "1", resultMsg: "成功" }, status: 1, data: { premiumFen: 100, sumPremium: mine === 1 ? 11_100 : 22_200, insuredCount: mine } };
      return entry.encrypted ? HttpResponse.text(sealJson(body, { key: DEMO_CIPHER_KEY })) : HttpResponse.json(body);
    }),
  );
  return { calls: () => calls, release: () => release() };
}
