/**
 * Issue 8 point 3: a login is recorded only from a complete user; a half-done one leaves the customer logged out
 * on the form, told so, instead of toasting success and navigating on.
 */
import { act, renderHook } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import type { MallUser } from "@micromall/domain";
import { createServer } from "@micromall/fixtures/node";
import { gatewayHandler, type SeenRequest } from "../../../gateway/test-server";
import { initialSession, useAppStore } from "../../../state/store";
import * as ui from "../../../ui";
import { useFinishLogin } from "./use-finish-login";

const MESSENGER = "Mozilla/5.0 (Linux; Android 13; wv) Chrome/116 Mobile MicroMessenger/8.0.47";
const BROWSER = "Mozilla/5.0 (Linux; Android 13) Chrome/116 Mobile Safari/537.36";
const server = createServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());
beforeEach(() => useAppStore.setState(initialSession()));
afterEach(() => {
  server.resetHandlers();
  server.db.reset();
  vi.restoreAllMocks();
});

function setup() {
  return renderHook(() => ({ finish: useFinishLogin(), location: useLocation() }), {
    wrapper: ({ children }) => <MemoryRouter initialEntries={["/login?redirect=%2Fshopset"]}>{children}</MemoryRouter>,
  });
}

describe("useFinishLogin", () => {
  test("a complete user logs in and goes to the redirect target", async () => {
    const toast = vi.spyOn(ui, "toast").mockImplementation(() => () => undefined);
    const { result } = setup();
    const user: MallUser = { mallId: "M1", mobile: "13800000000", userName: "", loginType: "1", identityAuthed: false };
    await act(() => result.current.finish(user));
    expect(result.current.location.pathname).toBe("/shopset");
    expect(toast).toHaveBeenCalledWith("登录成功");
    toast.mockRestore();
  });

  test("an incomplete user leaves the customer logged out on the form, told so", async () => {
    const toast = vi.spyOn(ui, "toast").mockImplementation(() => () => undefined);
    const { result } = setup();
    await act(() => result.current.finish({ mallId: "" } as unknown as MallUser));
    expect(result.current.location.pathname).toBe("/login");
    expect(toast).toHaveBeenCalledWith("登录未完成，请稍后重试");
    expect(sessionStorage.getItem("loginStatus")).not.toBe("1");
    toast.mockRestore();
  });

  describe("messenger binding (issue 21)", () => {
    const PASSWORD_USER: MallUser = { mallId: "M7", mobile: "13800000007", userName: "", loginType: "1", identityAuthed: false };

    function bindings(): { plain: SeenRequest[]; quick: SeenRequest[] } {
      const plain: SeenRequest[] = [];
      const quick: SeenRequest[] = [];
      server.use(
        gatewayHandler("setUserOpenid", { data: { linked: true } }, plain),
        gatewayHandler("setQuickLoginUserOpenid", { data: { linked: true } }, quick),
      );
      return { plain, quick };
    }

    test("a password login inside the messenger binds the open id with setUserOpenid before going on", async () => {
      vi.spyOn(ui, "toast").mockImplementation(() => () => undefined);
      vi.spyOn(navigator, "userAgent", "get").mockReturnValue(MESSENGER);
      useAppStore.getState().updateSession({ openid: "oBIND01" });
      const seen = bindings();
      const { result } = setup();
      await act(() => result.current.finish(PASSWORD_USER));
      expect(seen.plain.map((request) => request.payload)).toEqual([{ openid: "oBIND01", mallId: "M7" }]);
      expect(seen.quick).toEqual([]);
      expect(result.current.location.pathname).toBe("/shopset");
    });

    test("a quick login binds with setQuickLoginUserOpenid", async () => {
      vi.spyOn(ui, "toast").mockImplementation(() => () => undefined);
      vi.spyOn(navigator, "userAgent", "get").mockReturnValue(MESSENGER);
      useAppStore.getState().updateSession({ openid: "oBIND02" });
      const seen = bindings();
      const { result } = setup();
      await act(() => result.current.finish({ ...PASSWORD_USER, loginType: "2" }));
      expect(seen.quick.map((request) => request.payload)).toEqual([{ openid: "oBIND02", mallId: "M7" }]);
      expect(seen.plain).toEqual([]);
    });

    test("outside the messenger, or without an open id, nothing is bound", async () => {
      vi.spyOn(ui, "toast").mockImplementation(() => () => undefined);
      const agent = vi.spyOn(navigator, "userAgent", "get").mockReturnValue(BROWSER);
      useAppStore.getState().updateSession({ openid: "oBIND03" });
      const seen = bindings();
      const first = setup();
      await act(() => first.result.current.finish(PASSWORD_USER));
      agent.mockReturnValue(MESSENGER);
      useAppStore.getState().updateSession({ openid: "" });
      const second = setup();
      await act(() => second.result.current.finish(PASSWORD_USER));
      expect(seen.plain).toEqual([]);
      expect(seen.quick).toEqual([]);
      expect(second.result.current.location.pathname).toBe("/shopset");
    });

    test("a failed binding does not stop the login", async () => {
      vi.spyOn(ui, "toast").mockImplementation(() => () => undefined);
      vi.spyOn(navigator, "userAgent", "get").mockReturnValue(MESSENGER);
      useAppStore.getState().updateSession({ openid: "oBIND04" });
      server.use(gatewayHandler("setUserOpenid", { http: 500 }));
      const { result } = setup();
      await act(() => result.current.finish(PASSWORD_USER));
      expect(result.current.location.pathname).toBe("/shopset");
      expect(sessionStorage.getItem("loginStatus")).toBe("1");
    });
  });
});
