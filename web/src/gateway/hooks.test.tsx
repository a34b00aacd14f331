import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { http } from "msw";
import { setupServer } from "msw/node";
import { useGatewayAction } from "./hooks";
import { gatewayHandler, type SeenRequest } from "./test-server";

vi.mock("../ui", () => ({ toast: vi.fn(), messageBox: vi.fn(), alertBox: vi.fn() }));

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

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
