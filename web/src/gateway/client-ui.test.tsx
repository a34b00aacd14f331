import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { act, cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setupServer } from "msw/node";
import { HOTLINE_HREF } from "@micromall/domain";
import { UiHost, closeAllMessageBoxes } from "../ui";
import { callGateway } from "./client";
import { setGatewayUi } from "./gateway-ui";
import { gatewayHandler } from "./test-server";

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  act(() => closeAllMessageBoxes());
  cleanup();
  server.resetHandlers();
});
afterAll(() => server.close());

const HOSTILE = "<img src=x onerror=alert(1)>";

describe("errors on the real ui primitives", () => {
  it("shows a hostile server message as text, never as HTML", async () => {
    server.use(gatewayHandler("pageInitMall", { resultCode: "E13", resultMsg: HOSTILE }));
    const { container } = render(<UiHost />);
    await act(async () => {
      await callGateway("pageInitMall", {});
    });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText(HOSTILE)).toBeTruthy();
    expect(container.ownerDocument.querySelector("img")).toBeNull();
  });

  it("X1 renders 返回首页 and a 联系我们 link dialling the hotline; 返回首页 navigates", async () => {
    const visited: string[] = [];
    const restore = setGatewayUi({ navigate: (path) => visited.push(path) });
    server.use(gatewayHandler("pageInitMall", { resultCode: "X1000009", resultMsg: "内部错误" }));
    render(<UiHost />);
    await act(async () => {
      await callGateway("pageInitMall", {});
    });
    const dialog = await screen.findByRole("dialog");
    expect(within(dialog).getByText("数据获取失败，您可以返回首页或拨打客服热线 95518")).toBeTruthy();
    expect(within(dialog).getByRole("link", { name: "联系我们" }).getAttribute("href")).toBe(HOTLINE_HREF);
    await userEvent.click(within(dialog).getByRole("button", { name: "返回首页" }));
    expect(visited).toEqual(["/home"]);
    restore();
  });
});
