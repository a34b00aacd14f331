/**
 * Issue 8 point 3: a login is recorded only from a complete user; a half-done one leaves the customer logged out
 * on the form, told so, instead of toasting success and navigating on.
 */
import { act, renderHook } from "@testing-library/react";
import { MemoryRouter, useLocation } from "react-router-dom";
import { describe, expect, test, vi } from "vitest";
import type { MallUser } from "@micromall/domain";
import * as ui from "../../../ui";
import { useFinishLogin } from "./use-finish-login";

function setup() {
  return renderHook(() => ({ finish: useFinishLogin(), location: useLocation() }), {
    wrapper: ({ children }) => <MemoryRouter initialEntries={["/login?redirect=%2Fshopset"]}>{children}</MemoryRouter>,
  });
}

describe("useFinishLogin", () => {
  test("a complete user logs in and goes to the redirect target", () => {
    const toast = vi.spyOn(ui, "toast").mockImplementation(() => () => undefined);
    const { result } = setup();
    const user: MallUser = { mallId: "M1", mobile: "13800000000", userName: "", loginType: "1", identityAuthed: false };
    act(() => result.current.finish(user));
    expect(result.current.location.pathname).toBe("/shopset");
    expect(toast).toHaveBeenCalledWith("登录成功");
    toast.mockRestore();
  });

  test("an incomplete user leaves the customer logged out on the form, told so", () => {
    const toast = vi.spyOn(ui, "toast").mockImplementation(() => () => undefined);
    const { result } = setup();
    act(() => result.current.finish({ mallId: "" } as unknown as MallUser));
    expect(result.current.location.pathname).toBe("/login");
    expect(toast).toHaveBeenCalledWith("登录未完成，请稍后重试");
    expect(sessionStorage.getItem("loginStatus")).not.toBe("1");
    toast.mockRestore();
  });
});
