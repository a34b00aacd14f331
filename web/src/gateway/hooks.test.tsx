import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { http } from "msw";
import { setupServer } from "msw/node";
import type { PlanListResponse } from "@micromall/domain";
import { setGatewayUi, type GatewayUi } from "./gateway-ui";
import { useGatewayAction, useGatewayQuery } from "./hooks";
import { gatewayHandler, type SeenRequest } from "./test-server";

vi.mock("../ui", () => ({ toast: vi.fn(), messageBox: vi.fn(), alertBox: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

function Plans({ productCode }: { productCode: string | null }) {
  const { data, loading, error, reload } = useGatewayQuery(
    "queryPlanList",
    productCode === null ? null : { productCode },
  );
  return (
    <section>
      <p>{loading ? "loading" : "idle"}</p>
      <p>{error ? `error: ${error.message}` : ""}</p>
      <ul>{data?.plans.map((plan) => <li key={plan.planCode}>{plan.planName}</li>)}</ul>
      <button type="button" onClick={reload}>again</button>
    </section>
  );
}

function plansFor(code: string): PlanListResponse {
  return { products: [], plans: [{ planCode: `${code}-A`, planName: `${code} 基础版`, premiumFen: 1000, items: [] }] };
}

describe("useGatewayQuery", () => {
  it("loads on mount and shows the data", async () => {
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("queryPlanList", (request) => ({ data: plansFor(String(request.payload.productCode)) }), seen));
    render(<Plans productCode="EAJ" />);
    expect(screen.getByText("loading")).toBeTruthy();
    expect(await screen.findByText("EAJ 基础版")).toBeTruthy();
    expect(screen.getByText("idle")).toBeTruthy();
    expect(seen).toHaveLength(1);
  });

  it("waits while the payload is null, re-queries when it changes, and on reload()", async () => {
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("queryPlanList", (request) => ({ data: plansFor(String(request.payload.productCode)) }), seen));
    const view = render(<Plans productCode={null} />);
    expect(screen.getByText("idle")).toBeTruthy();
    expect(seen).toHaveLength(0);
    view.rerender(<Plans productCode="LAY_JW" />);
    expect(await screen.findByText("LAY_JW 基础版")).toBeTruthy();
    view.rerender(<Plans productCode="LAY_JW" />);
    await userEvent.click(screen.getByRole("button", { name: "again" }));
    await waitFor(() => expect(seen).toHaveLength(2));
    view.rerender(<Plans productCode="EAJ" />);
    expect(await screen.findByText("EAJ 基础版")).toBeTruthy();
    expect(seen.map((request) => request.payload.productCode)).toEqual(["LAY_JW", "LAY_JW", "EAJ"]);
  });

  it("exposes the error the client has already shown", async () => {
    const alertBox = vi.fn(async () => undefined);
    const restore = setGatewayUi({ alertBox } as Partial<GatewayUi>);
    server.use(gatewayHandler("queryPlanList", { resultCode: "E404", resultMsg: "产品不存在" }));
    render(<Plans productCode="NONE" />);
    expect(await screen.findByText("error: 产品不存在")).toBeTruthy();
    expect(alertBox).toHaveBeenCalledTimes(1);
    restore();
  });
});

function LoginButton() {
  const login = useGatewayAction("login");
  const [answer, setAnswer] = useState("");
  return (
    <>
      <button
        type="button"
        disabled={login.pending}
        onClick={async () => {
          const result = await login.run({ mobile: "13800138000", password: "secret1" });
          setAnswer(result.ok ? `1:${result.message}` : result.refused ? `${result.status}:${result.message}` : "failed");
        }}
      >
        log in
      </button>
      <output>{answer}</output>
    </>
  );
}

describe("useGatewayAction", () => {
  it("runs on demand, is pending while the call travels, and hands the business answer to the screen", async () => {
    let release: () => void = () => undefined;
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("login", { status: 0, resultMsg: "密码错误" }, seen));
    server.use(
      // Hold the answer until the test has seen the pending state.
      http.post("*/login/login/login", async () => {
        await gate;
        return undefined;
      }),
    );
    render(<LoginButton />);
    expect(seen).toHaveLength(0);
    await userEvent.click(screen.getByRole("button", { name: "log in" }));
    await waitFor(() => expect(screen.getByRole("button", { name: "log in" })).toHaveProperty("disabled", true));
    await act(async () => release());
    expect(await screen.findByText("0:密码错误")).toBeTruthy();
    expect(screen.getByRole("button", { name: "log in" })).toHaveProperty("disabled", false);
    expect(seen[0]?.payload).toEqual({ mobile: "13800138000", password: "secret1" });
  });
});
