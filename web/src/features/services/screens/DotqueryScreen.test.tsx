import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { gatewayHandler } from "../../../gateway/test-server";
import { startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import DotqueryScreen from "./DotqueryScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);
afterEach(() => {
  Reflect.deleteProperty(navigator, "geolocation");
});

/** Gives the page a geolocation that answers `position`, or refuses with `code`. */
function fakeGeolocation(answer: { latitude: number; longitude: number } | { code: number }) {
  const getCurrentPosition = vi.fn((success: PositionCallback, failure?: PositionErrorCallback | null) => {
    if ("code" in answer) {
      failure?.({ code: answer.code, message: "", PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3 } as GeolocationPositionError);
    } else {
      success({ coords: { ...answer, accuracy: 30 }, timestamp: Date.now() } as GeolocationPosition);
    }
  });
  Object.defineProperty(navigator, "geolocation", { configurable: true, value: { getCurrentPosition } });
  return getCurrentPosition;
}

const items = (list: HTMLElement) => within(list).getAllByRole("listitem");

describe("/dotquery", () => {
  it("lists the outlets of the city in the address with address, hours, a call link and an https map link", async () => {
    const ask = fakeGeolocation({ latitude: 22.54, longitude: 113.93 });
    renderScreen(DotqueryScreen, { path: "/dotquery", url: "/dotquery?city=深圳市" });
    const list = await screen.findByRole("list", { name: "深圳市的服务网点" });
    expect(items(list)).toHaveLength(3);
    const first = items(list)[0] as HTMLElement;
    expect(within(first).getByText(/深圳市南山区/)).toBeTruthy();
    // the hours' time range is one piece a line never breaks inside (a non-breaking hyphen)
    expect(within(first).getByText("周一至周日 09:00\u201118:00")).toBeTruthy();
    const call = within(first).getByRole("link", { name: /^拨打 0755-\d{8}$/ });
    expect(call.getAttribute("href")).toMatch(/^tel:0755-\d{8}$/);
    const map = within(first).getByRole("link", { name: "地图导航" });
    expect(new URL(map.getAttribute("href") ?? "").protocol).toBe("https:");
    expect(map.getAttribute("rel")).toContain("noopener");
    // never asked on entry
    expect(ask).not.toHaveBeenCalled();
  });

  it("changes city and type with the pickers", async () => {
    const user = userEvent.setup();
    renderScreen(DotqueryScreen, { path: "/dotquery" });
    expect(await screen.findByRole("list", { name: "北京市的服务网点" })).toBeTruthy();
    // province, then city, from the GB/T 2260 table once its chunk is loaded: the city list is the province's own
    // the 34 provinces at once; the table (the cities) is fetched on the first touch, not with the page
    expect(within(screen.getByLabelText("省份")).getAllByRole("option").filter((option) => option.getAttribute("value") !== "")).toHaveLength(34);
    await user.selectOptions(screen.getByLabelText("省份"), "广东省");
    // a province opens at its capital
    expect(await screen.findByRole("list", { name: "广州市的服务网点" })).toBeTruthy();
    expect((screen.getByLabelText("城市") as HTMLSelectElement).value).toBe("广州市");
    const guangdong = within(screen.getByLabelText("城市")).getAllByRole("option").map((option) => option.textContent);
    expect(guangdong).toContain("深圳市");
    expect(guangdong).not.toContain("成都市");
    await user.selectOptions(screen.getByLabelText("省份"), "四川省");
    await user.selectOptions(screen.getByLabelText("城市"), "成都市");
    const list = await screen.findByRole("list", { name: "成都市的服务网点" });
    expect(items(list)).toHaveLength(3);
    await user.selectOptions(screen.getByLabelText("网点类型"), "repair");
    await vi.waitFor(() => expect(items(screen.getByRole("list", { name: "成都市的服务网点" }))).toHaveLength(1));
    expect(screen.getByRole("heading", { name: "成都武侯合作修理厂" })).toBeTruthy();
  });

  it("shows the distance nearest first once the customer allows the location", async () => {
    const user = userEvent.setup();
    const ask = fakeGeolocation({ latitude: 22.5329, longitude: 113.9304 });
    renderScreen(DotqueryScreen, { path: "/dotquery", url: "/dotquery?city=深圳市" });
    await screen.findByRole("list", { name: "深圳市的服务网点" });
    await user.click(screen.getByRole("button", { name: "显示离我的距离" }));
    expect(ask).toHaveBeenCalledTimes(1);
    expect(await screen.findByText("已按离您的距离由近到远排列。")).toBeTruthy();
    const distances = screen.getAllByText(/^距离 /).map((element) => element.textContent ?? "");
    expect(distances).toHaveLength(3);
    const metres = distances.map((text) => (text.includes("公里") ? Number.parseFloat(text.slice(3)) * 1000 : Number.parseFloat(text.slice(3))));
    expect([...metres].sort((a, b) => a - b)).toEqual(metres);
  });

  it("says clearly when the location is refused and keeps the list", async () => {
    const user = userEvent.setup();
    fakeGeolocation({ code: 1 });
    renderScreen(DotqueryScreen, { path: "/dotquery", url: "/dotquery?city=深圳市" });
    await screen.findByRole("list", { name: "深圳市的服务网点" });
    await user.click(screen.getByRole("button", { name: "显示离我的距离" }));
    expect(await screen.findByText(/^您未允许获取位置。/)).toBeTruthy();
    expect(screen.queryAllByText(/^距离 /)).toHaveLength(0);
    expect(items(screen.getByRole("list", { name: "深圳市的服务网点" }))).toHaveLength(3);
  });

  it("says what to do when a city has no outlet", async () => {
    renderScreen(DotqueryScreen, { path: "/dotquery", url: "/dotquery?city=苏州市" });
    expect(await screen.findByText(/苏州市暂无网点/)).toBeTruthy();
    expect(screen.getByRole("link", { name: "拨打客服热线 95518" }).getAttribute("href")).toBe("tel:95518");
  });

  it("offers a retry when the outlets fail to load", async () => {
    const user = userEvent.setup();
    server.use(gatewayHandler("valueAdd", { http: 500 }));
    renderScreen(DotqueryScreen, { path: "/dotquery", url: "/dotquery?city=深圳市" });
    expect(await screen.findByText("网点加载失败，请检查网络后重试。")).toBeTruthy();
    server.resetHandlers();
    await user.click(screen.getByRole("button", { name: "重新加载" }));
    expect(await screen.findByRole("list", { name: "深圳市的服务网点" })).toBeTruthy();
  });
});
