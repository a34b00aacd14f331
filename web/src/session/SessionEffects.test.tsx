import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { act, cleanup, render, screen } from "@testing-library/react";
import { createServer } from "@micromall/fixtures/node";
import { MemoryRouter, Route, Routes, useNavigate } from "react-router-dom";
import { setGatewayUi, type GatewayUi } from "../gateway/gateway-ui";
import { gatewayHandler, type SeenRequest } from "../gateway/test-server";
import { LOGIN_STATUS_KEY, initialApplication, initialSession, useAppStore } from "../state/store";
import { SessionEffects, resetSessionEffects } from "./SessionEffects";
import { SESSION_ALERT_SHOWN_KEY } from "./session-check";

vi.mock("../ui", () => ({ toast: vi.fn(), messageBox: vi.fn(), alertBox: vi.fn() }));
// The login flow has its own tests (messenger-login.test.ts); here it only has to start once.
const startMessengerLogin = vi.hoisted(() => vi.fn(async () => "guest"));
vi.mock("./messenger-login", () => ({ startMessengerLogin }));

const USER = { mallId: "M2001", mobile: "13900139000", userName: "", loginType: "1", identityAuthed: true } as const;

/** The fixtures' mock gateway; each test puts the answers it is about in front (`server.use`). */
const server = createServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

let alertBox: ReturnType<typeof vi.fn>;
let restoreUi: () => void;
let seen: SeenRequest[];

function Screen({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <main>
      <h1>{name}</h1>
      <button type="button" onClick={() => void navigate("/shopset")}>settings</button>
      <button type="button" onClick={() => void navigate("/home")}>home</button>
      <button type="button" onClick={() => void navigate(-1)}>back</button>
    </main>
  );
}

function renderAt(path: string, before: readonly string[] = []) {
  return render(
    <MemoryRouter initialEntries={[...before, path]}>
      <SessionEffects />
      <Routes>
        <Route path="/home" element={<Screen name="home page" />} />
        <Route path="/personalCenter" element={<Screen name="personal centre" />} />
        <Route path="/shopset" element={<Screen name="settings page" />} />
        <Route path="/login" element={<Screen name="login page" />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Advances fake time and lets the gateway answer. */
async function elapse(ms: number): Promise<void> {
  await act(async () => {
    await vi.advanceTimersByTimeAsync(ms);
  });
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
  sessionStorage.clear();
  resetSessionEffects();
  useAppStore.setState({ ...initialApplication(), ...initialSession() });
  useAppStore.getState().updateSession({ openid: "oSESSION" });
  useAppStore.getState().loginSucceeded(USER);
  seen = [];
  alertBox = vi.fn(async () => undefined);
  restoreUi = setGatewayUi({ alertBox } as Partial<GatewayUi>);
});
afterEach(() => {
  cleanup();
  restoreUi();
  server.resetHandlers();
  server.db.reset();
  vi.useRealTimers();
});

describe("mall session check", () => {
  it("runs 500 ms after a navigation with open id, mall id, user type 1 and mobile", async () => {
    server.use(gatewayHandler("compareOpenId", { status: 1 }, seen));
    renderAt("/personalCenter");
    await elapse(499);
    expect(seen).toHaveLength(0);
    await elapse(1);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.payload).toEqual({ openid: "oSESSION", mallId: "M2001", userType: "1", mobile: "13900139000" });
    expect(screen.getByRole("heading").textContent).toBe("personal centre");
  });

  it("after a quick login compares the pair with compareQuickLoginOpenId (the pair that login made)", async () => {
    const plain: SeenRequest[] = [];
    server.use(gatewayHandler("compareQuickLoginOpenId", { status: 1 }, seen), gatewayHandler("compareOpenId", { status: 1 }, plain));
    useAppStore.getState().loginSucceeded({ ...USER, loginType: "2" });
    renderAt("/personalCenter");
    await elapse(500);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(seen[0]?.payload).toEqual({ openid: "oSESSION", mallId: "M2001", userType: "1", mobile: "13900139000" });
    expect(plain).toHaveLength(0);
  });

  it("a quick login's −1 ends the login like the plain check's", async () => {
    server.use(gatewayHandler("compareQuickLoginOpenId", { status: -1, resultMsg: "请重新登录" }, seen), gatewayHandler("compareOpenId", { status: 1 }));
    useAppStore.getState().loginSucceeded({ ...USER, loginType: "2" });
    renderAt("/personalCenter");
    await elapse(500);
    await vi.waitFor(() => expect(screen.getByRole("heading").textContent).toBe("login page"));
    expect(useAppStore.getState().mallId).toBe("");
  });

  it("on −1 on a protected page: logs out, goes to /login, alerts the server message once", async () => {
    server.use(gatewayHandler("compareOpenId", { status: -1, resultMsg: "您的账号已在其他设备登录" }, seen));
    renderAt("/personalCenter");
    await elapse(500);
    await vi.waitFor(() => expect(screen.getByRole("heading").textContent).toBe("login page"));
    expect(useAppStore.getState().mallId).toBe("");
    expect(sessionStorage.getItem(LOGIN_STATUS_KEY)).toBe("0");
    expect(alertBox).toHaveBeenCalledTimes(1);
    expect(alertBox).toHaveBeenCalledWith("您的账号已在其他设备登录", expect.anything());
    expect(sessionStorage.getItem(SESSION_ALERT_SHOWN_KEY)).toBe("1");

    // Logged in again, the session goes again: back to /login, but no second alert.
    useAppStore.getState().loginSucceeded(USER);
    await act(async () => {
      screen.getByRole("button", { name: "settings" }).click();
    });
    await elapse(500);
    await vi.waitFor(() => expect(screen.getByRole("heading").textContent).toBe("login page"));
    expect(seen).toHaveLength(2);
    expect(alertBox).toHaveBeenCalledTimes(1);
  });

  it("on −1 the login page takes the protected page's place: back goes to where the customer was before it", async () => {
    server.use(gatewayHandler("compareOpenId", { status: -1, resultMsg: "请重新登录" }, seen));
    renderAt("/personalCenter", ["/home"]);
    await elapse(500);
    await vi.waitFor(() => expect(screen.getByRole("heading").textContent).toBe("login page"));
    await act(async () => {
      screen.getByRole("button", { name: "back" }).click();
    });
    expect(screen.getByRole("heading").textContent).toBe("home page");
  });

  it("an answer that arrives after the customer logged out changes nothing (no login page, no alert)", async () => {
    // The customer taps 退出登录 while the check travels: the gateway has ended the login, the store too.
    server.use(
      gatewayHandler(
        "compareOpenId",
        () => {
          useAppStore.getState().logout();
          return { status: -1, resultMsg: "登录已失效，请重新登录" };
        },
        seen,
      ),
    );
    renderAt("/personalCenter");
    await elapse(500);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await elapse(10);
    expect(screen.getByRole("heading").textContent).toBe("personal centre");
    expect(alertBox).not.toHaveBeenCalled();
    expect(sessionStorage.getItem(SESSION_ALERT_SHOWN_KEY)).toBeNull();
  });

  it("on −1 on a page that is not protected: stays", async () => {
    server.use(gatewayHandler("compareOpenId", { status: -1, resultMsg: "失效" }, seen));
    renderAt("/home");
    await elapse(500);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    await elapse(10);
    expect(screen.getByRole("heading").textContent).toBe("home page");
    expect(alertBox).not.toHaveBeenCalled();
    expect(useAppStore.getState().mallId).toBe("M2001");
  });

  it("does not check without a mall id, nor on the login page", async () => {
    server.use(gatewayHandler("compareOpenId", { status: -1 }, seen));
    renderAt("/login");
    await elapse(600);
    useAppStore.getState().logout();
    cleanup();
    renderAt("/personalCenter");
    await elapse(600);
    expect(seen).toHaveLength(0);
  });

  it("a navigation within 500 ms cancels the pending check of the page left", async () => {
    server.use(gatewayHandler("compareOpenId", { status: 1 }, seen));
    renderAt("/personalCenter");
    await elapse(200);
    await act(async () => {
      screen.getByRole("button", { name: "settings" }).click();
    });
    await elapse(500);
    await vi.waitFor(() => expect(seen).toHaveLength(1));
    expect(useAppStore.getState().location).toBe("/shopset");
  });

  it("starts the messenger login once and remembers the landing URL", async () => {
    server.use(gatewayHandler("compareOpenId", { status: 1 }, seen));
    startMessengerLogin.mockClear();
    renderAt("/home");
    cleanup();
    renderAt("/home");
    expect(startMessengerLogin).toHaveBeenCalledTimes(1);
    expect(useAppStore.getState().firstLocation).toBe(window.location.href.split("#")[0]);
  });

  it("records the home address as the 'return home' link", async () => {
    server.use(gatewayHandler("compareOpenId", { status: 1 }, seen));
    renderAt("/home?shopId=8");
    expect(useAppStore.getState().currentLink).toBe("/home?shopId=8");
    await act(async () => {
      screen.getByRole("button", { name: "settings" }).click();
    });
    expect(useAppStore.getState().currentLink).toBe("/home?shopId=8");
    expect(useAppStore.getState().location).toBe("/shopset");
  });
});
