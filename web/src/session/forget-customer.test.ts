/**
 * Nothing personal after the mall login ends or changes hands (issue 19, issue 23 finding 3): the query cache's
 * personal answers, the settled mutations, the application state (`Arrlist`) and every form draft go at a
 * logout, at a session the check finds gone, and when another account logs in; the mall's public content and
 * the messenger identity stay.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { act } from "@testing-library/react";
import { MutationObserver } from "@tanstack/react-query";
import { DEMO_ACCOUNT, createServer } from "@micromall/fixtures/node";
import { callGateway } from "../gateway/client";
import { setGatewayUi, type GatewayUi } from "../gateway/gateway-ui";
import { gatewayMutation, gatewayQuery } from "../gateway/query";
import { createQueryClient } from "../gateway/query-client";
import { STORAGE_KEYS, readStored, writeStored } from "../state/storage";
import { initialApplication, initialSession, useAppStore } from "../state/store";
import { checkMallSession } from "./session-check";
import { forgetCustomerOnLogout, loginChangedHands } from "./forget-customer";

const server = createServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  server.db.reset();
});
afterAll(() => server.close());

const alertBox: GatewayUi["alertBox"] = () => Promise.resolve();
const quietUi: Partial<GatewayUi> = { alertBox, navigate: () => {}, toast: () => () => {} };
let restoreUi = () => {};
afterEach(() => restoreUi());

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  restoreUi = setGatewayUi(quietUi);
  useAppStore.setState({ ...initialApplication(), ...initialSession(), openid: "o-device" });
});

/** Logs the demo account in through the gateway and records it, as the login screen does; answers its mall id. */
async function logInDemo(): Promise<string> {
  const result = await callGateway("login", { mobile: DEMO_ACCOUNT.mobile, password: DEMO_ACCOUNT.password });
  if (!result.ok) throw new Error("the fixtures refused the demo login");
  act(() => void useAppStore.getState().loginSucceeded(result.data));
  return result.data.mallId;
}

/** A client with the customer's answers, a public answer, a settled mutation, a filled application and a draft. */
async function customerTab(mallId: string) {
  const client = createQueryClient({ showRefusal: () => {} });
  const stop = forgetCustomerOnLogout(client);
  await client.prefetchQuery(gatewayQuery("getUserInfo", { mallId }));
  await client.prefetchQuery(gatewayQuery("contactsFindAll", { mallId }));
  await client.prefetchQuery(gatewayQuery("pageInitMall", {}));
  await new MutationObserver(client, gatewayMutation("checkIdentifyNumber")).mutate({ identifyNumber: "11010519491231002X" }).catch(() => undefined);
  act(() => useAppStore.getState().updateApplication({ applicant: { applyName: "谢刚娟", applyIdentifyNumber: "11010519491231002X", applyMobile: "13912345678" } }));
  writeStored(STORAGE_KEYS.draft, JSON.stringify({ mobile: "13912345678" }), `${mallId}:mocmobile`);
  expect(personalKeys(client)).toEqual(expect.arrayContaining(["getUserInfo", "contactsFindAll"]));
  expect(client.getMutationCache().getAll()).toHaveLength(1);
  return { client, stop };
}

function personalKeys(client: ReturnType<typeof createQueryClient>): string[] {
  return client.getQueryCache().getAll().filter((query) => query.meta?.personal === true).map((query) => String(query.queryKey[1]));
}

function cachedCalls(client: ReturnType<typeof createQueryClient>): string[] {
  return client.getQueryCache().getAll().map((query) => String(query.queryKey[1]));
}

function expectNothingPersonalLeft(client: ReturnType<typeof createQueryClient>): void {
  expect(cachedCalls(client)).toEqual(["pageInitMall"]);
  expect(client.getMutationCache().getAll()).toHaveLength(0);
  const stored = JSON.stringify({ ...sessionStorage }) + JSON.stringify({ ...localStorage });
  for (const personal of ["谢刚娟", "11010519491231002X", "13912345678"]) expect(stored).not.toContain(personal);
  expect(useAppStore.getState().applicant).toEqual(initialApplication().applicant);
  expect(readStored(STORAGE_KEYS.draft, "x")).toBeNull();
  // the device's messenger identity stays (spec §4 would otherwise authorise again)
  expect(useAppStore.getState().openid).toBe("o-device");
}

describe("every query says whether it is personal, from domain's catalogue data", () => {
  it("the customer's calls are personal, the mall's content is not", () => {
    expect(gatewayQuery("contactsFindAll", { mallId: "M1" }).meta?.personal).toBe(true);
    expect(gatewayQuery("corePolicyDetail", { policyNo: "P1" }, { meta: { explainsRefusal: true } }).meta).toEqual({ explainsRefusal: true, personal: true });
    expect(gatewayQuery("pageInitMall", {}).meta?.personal).toBe(false);
  });

  it("only an end or a change of hands of a login forgets (a first login keeps what the guest typed)", () => {
    expect(loginChangedHands("M1", "")).toBe(true);
    expect(loginChangedHands("M1", "M2")).toBe(true);
    expect(loginChangedHands("", "M1")).toBe(false);
    expect(loginChangedHands("M1", "M1")).toBe(false);
  });
});

describe("nothing personal after the mall login ends or changes hands", () => {
  it("a logout", async () => {
    const { client, stop } = await customerTab(await logInDemo());
    act(() => useAppStore.getState().logout());
    stop();
    expectNothingPersonalLeft(client);
  });

  it("a session the check finds gone", async () => {
    const mallId = await logInDemo();
    const { client, stop } = await customerTab(mallId);
    useAppStore.getState().updateSession({ location: "/contacts" });
    server.db.reset(); // the gateway no longer knows the session
    await expect(checkMallSession("/contacts")).resolves.toBe("login");
    stop();
    expectNothingPersonalLeft(client);
  });

  it("another account logging in over this one", async () => {
    const { client, stop } = await customerTab(await logInDemo());
    const other = { mallId: "M-OTHER", mobile: "13700000000", userName: "", loginType: "1", identityAuthed: false };
    act(() => void useAppStore.getState().loginSucceeded(other));
    stop();
    expectNothingPersonalLeft(client);
    expect(useAppStore.getState().mallId).toBe("M-OTHER");
  });

  it("a first login forgets nothing the guest typed", async () => {
    const client = createQueryClient({ showRefusal: () => {} });
    const stop = forgetCustomerOnLogout(client);
    await client.prefetchQuery(gatewayQuery("getUserInfo", { mallId: "" }));
    act(() => useAppStore.getState().updateApplication({ applicant: { applyName: "谢刚娟" } }));
    await logInDemo();
    stop();
    expect(cachedCalls(client)).toEqual(["getUserInfo"]);
    expect(useAppStore.getState().applicant.applyName).toBe("谢刚娟");
  });
});
