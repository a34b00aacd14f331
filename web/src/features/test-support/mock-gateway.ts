/**
 * The fixtures' mock gateway for screen tests (msw/node `createServer` from @micromall/fixtures/node): every
 * call answered in the real wire format (envelope included) over the fixtures' store, reset after each test
 * so tests never depend on each other's registrations or password changes.
 */
import { afterAll, afterEach, beforeAll } from "vitest";
import { createServer, DEMO_ACCOUNT, MOCK_SMS_CODE, type MockServer } from "@micromall/fixtures/node";
import type { MallUser } from "@micromall/domain";
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
