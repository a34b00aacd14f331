import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { cleanup, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { MutationObserver, QueryClientProvider, useMutation, useQuery } from "@tanstack/react-query";
import { setupServer } from "msw/node";
import { createQueryClient } from "./query-client";
import { setGatewayUi } from "./gateway-ui";
import { CUSTOMER_SUMMARY_CALL, GatewayFailure, GatewayRefusal, gatewayCall, gatewayKey, gatewayMutation, gatewayQuery, gatewayWrite, invalidateCalls, trackQuery } from "./query";
import { gatewayHandler, type SeenRequest } from "./test-server";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

/** The client's own §8 UI (dialogs, toasts), recorded instead of shown. */
function recordClientUi() {
  const toasts: string[] = [];
  const alerts: string[] = [];
  const restore = setGatewayUi({
    navigate: () => {},
    reload: () => {},
    toast: (message) => {
      toasts.push(message);
      return () => {};
    },
    alertBox: (message) => {
      alerts.push(message);
      return Promise.resolve();
    },
    messageBox: (options) => {
      alerts.push(options.message);
      return Promise.resolve(null);
    },
  });
  return { toasts, alerts, restore };
}

describe("gatewayCall", () => {
  it("answers the decoded data of status 1", async () => {
    server.use(gatewayHandler("queryPlanList", { data: { products: [], plans: [] } }));
    await expect(gatewayCall("queryPlanList", {})).resolves.toEqual({ products: [], plans: [] });
  });

  it("throws a GatewayRefusal with the status and the server's message for status ≠ 1", async () => {
    server.use(gatewayHandler("login", { status: 0, resultMsg: "手机号或密码错误", data: null }));
    const error = await gatewayCall("login", { mobile: "13800138000", password: "x" }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayRefusal);
    expect(error).toMatchObject({ status: 0, message: "手机号或密码错误" });
  });

  it("throws a GatewayFailure for a failure the client has already shown", async () => {
    const ui = recordClientUi();
    server.use(gatewayHandler("queryPlanList", { http: 500 }));
    const error = await gatewayCall("queryPlanList", {}).catch((caught: unknown) => caught);
    ui.restore();
    expect(error).toBeInstanceOf(GatewayFailure);
    expect(ui.alerts.length + ui.toasts.length).toBe(1);
  });
});

describe("invalidateCalls", () => {
  it("marks the answers of the named calls stale, whatever their payload, and leaves the others", async () => {
    const client = createQueryClient();
    client.setQueryData(gatewayKey(CUSTOMER_SUMMARY_CALL, { mallId: "m1" }), { name: "x" });
    client.setQueryData(gatewayKey("queryInsuranceCardList", { mallId: "m1", shareRef: "s1" }), []);
    client.setQueryData(gatewayKey("pageInitMall", {}), {});
    await invalidateCalls(client, ["queryInsuranceCardList", CUSTOMER_SUMMARY_CALL]);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect(stale(gatewayKey(CUSTOMER_SUMMARY_CALL, { mallId: "m1" }))).toBe(true);
    expect(stale(gatewayKey("queryInsuranceCardList", { mallId: "m1", shareRef: "s1" }))).toBe(true);
    expect(stale(gatewayKey("pageInitMall", {}))).toBe(false);
  });
});

describe("a write invalidates what it changes (domain's CALL_CHANGES), in its options: no screen does it by hand", () => {
  function cachedAddresses() {
    const client = createQueryClient();
    client.setQueryData(gatewayKey("addressFindAll", { mallId: "m1" }), []);
    client.setQueryData(gatewayKey("getAddressInfo", { mallId: "m1", addressId: "a1" }), {});
    client.setQueryData(gatewayKey("contactsFindAll", { mallId: "m1" }), []);
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    return { client, stale };
  }

  it("a mutation's success marks its reads stale, and nothing else", async () => {
    server.use(gatewayHandler("deleteAddress", { data: { deleted: true } }));
    const { client, stale } = cachedAddresses();
    await new MutationObserver(client, gatewayMutation("deleteAddress")).mutate({ mallId: "m1", addressId: "a1" });
    expect(stale(gatewayKey("addressFindAll", { mallId: "m1" }))).toBe(true);
    expect(stale(gatewayKey("getAddressInfo", { mallId: "m1", addressId: "a1" }))).toBe(true);
    expect(stale(gatewayKey("contactsFindAll", { mallId: "m1" }))).toBe(false);
  });

  it("a refused write changes nothing cached; a write that changes nothing cached marks nothing", async () => {
    server.use(gatewayHandler("deleteAddress", { status: 0, resultMsg: "地址不存在", data: null }));
    const { client, stale } = cachedAddresses();
    await expect(new MutationObserver(client, gatewayMutation("deleteAddress", { explainsRefusal: true })).mutate({ mallId: "m1", addressId: "a1" })).rejects.toBeInstanceOf(GatewayRefusal);
    expect(stale(gatewayKey("addressFindAll", { mallId: "m1" }))).toBe(false);
    expect(stale(gatewayKey("contactsFindAll", { mallId: "m1" }))).toBe(false);

    server.use(gatewayHandler("sendAdvice", { data: null }));
    const other = cachedAddresses();
    await new MutationObserver(other.client, gatewayMutation("sendAdvice")).mutate({ content: "x" }).catch(() => undefined);
    expect(other.stale(gatewayKey("addressFindAll", { mallId: "m1" }))).toBe(false);
  });

  it("a plain write (no mutation code in the chunk) does the same", async () => {
    server.use(gatewayHandler("deleteAddress", { data: { deleted: true } }));
    const { client, stale } = cachedAddresses();
    await expect(gatewayWrite(client, "deleteAddress", { mallId: "m1", addressId: "a1" })).resolves.toEqual({ deleted: true });
    await vi.waitFor(() => expect(stale(gatewayKey("addressFindAll", { mallId: "m1" }))).toBe(true));
    expect(stale(gatewayKey("contactsFindAll", { mallId: "m1" }))).toBe(false);
  });
});

describe("trackQuery (a route's prefetch)", () => {
  it("does not ask again right after the same call failed: one failure, one dialog", async () => {
    const ui = recordClientUi();
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("queryPlanList", { http: 502 }, seen));
    const client = createQueryClient();
    await trackQuery(client, gatewayQuery("queryPlanList", {})).settled;
    await trackQuery(client, gatewayQuery("queryPlanList", {})).settled;
    ui.restore();
    expect(seen).toHaveLength(1);
    expect(ui.alerts).toHaveLength(1);
  });
});

function Plans({ explains = false }: { explains?: boolean }) {
  const query = useQuery(gatewayQuery("queryPlanList", {}, explains ? { meta: { explainsRefusal: true } } : {}));
  return <p>{query.isPending ? "pending" : query.isError ? `error:${query.error.name}` : "ok"}</p>;
}

function Logout() {
  const mutation = useMutation(gatewayMutation("logoutMall"));
  return (
    <button type="button" onClick={() => mutation.mutate({ mallId: "M1" })}>
      {mutation.isError ? "failed" : "logout"}
    </button>
  );
}

describe("the query client's one refusal handler", () => {
  it("shows a query's refusal once, and does not retry it", async () => {
    const seen: SeenRequest[] = [];
    const shown: string[] = [];
    server.use(gatewayHandler("queryPlanList", { status: 0, resultMsg: "产品已下架" }, seen));
    render(
      <QueryClientProvider client={createQueryClient({ showRefusal: (message) => shown.push(message) })}>
        <Plans />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("error:GatewayRefusal")).toBeTruthy();
    expect(shown).toEqual(["产品已下架"]);
    expect(seen).toHaveLength(1);
  });

  it("shows nothing when the query says the screen explains the refusal", async () => {
    const shown: string[] = [];
    server.use(gatewayHandler("queryPlanList", { status: 0, resultMsg: "产品已下架" }));
    render(
      <QueryClientProvider client={createQueryClient({ showRefusal: (message) => shown.push(message) })}>
        <Plans explains />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("error:GatewayRefusal")).toBeTruthy();
    expect(shown).toEqual([]);
  });

  it("never shows a failure again: the client showed it", async () => {
    const ui = recordClientUi();
    const shown = vi.fn();
    server.use(gatewayHandler("queryPlanList", { http: 502 }));
    render(
      <QueryClientProvider client={createQueryClient({ showRefusal: shown })}>
        <Plans />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("error:GatewayFailure")).toBeTruthy();
    ui.restore();
    expect(shown).not.toHaveBeenCalled();
    expect(ui.alerts).toHaveLength(1);
  });

  it("shows a mutation's refusal in the same one place", async () => {
    const user = userEvent.setup();
    const shown: string[] = [];
    server.use(gatewayHandler("logoutMall", { status: 0, resultMsg: "会话已失效" }));
    render(
      <QueryClientProvider client={createQueryClient({ showRefusal: (message) => shown.push(message) })}>
        <Logout />
      </QueryClientProvider>,
    );
    await user.click(screen.getByRole("button", { name: "logout" }));
    expect(await screen.findByRole("button", { name: "failed" })).toBeTruthy();
    expect(shown).toEqual(["会话已失效"]);
  });
});
