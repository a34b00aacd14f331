import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { VEHICLE_DRAFT_ID, addDaysText, chinaDateParts, formatDateParts } from "@micromall/domain";
import { readDraft } from "../../../state/draft";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import CarCollectScreen from "./CarCollectScreen";

vi.setConfig({ testTimeout: 30_000 });

startMockGateway();
beforeEach(resetBrowserState);

const VEHICLE = { licenseNo: "粤B12345", frameNo: "LSVAU2180N2183294", engineNo: "4G15S12345", registerDate: "2020-05-01", ownerName: "张三" };
const EMPTY = { licenseNo: "", frameNo: "", engineNo: "", registerDate: "", ownerName: "", savedAt: "" };

async function fill(values: typeof VEHICLE) {
  const clicker = userEvent.setup();
  await clicker.type(screen.getByLabelText("车牌号"), values.licenseNo);
  await clicker.type(screen.getByLabelText("车架号（VIN）"), values.frameNo);
  await clicker.type(screen.getByLabelText("发动机号"), values.engineNo);
  fireEvent.change(screen.getByLabelText("注册日期"), { target: { value: values.registerDate } });
  await clicker.type(screen.getByLabelText("车主姓名"), values.ownerName);
  await clicker.click(screen.getByRole("button", { name: "保存车辆信息" }));
  return clicker;
}

describe("/carCollect", () => {
  it("saves a checked vehicle for the quote, and a reload shows it saved", async () => {
    await logInAsDemo();
    const first = renderScreen(CarCollectScreen, { path: "/carCollect" });
    await fill(VEHICLE);
    expect(await screen.findByRole("heading", { name: "车辆信息已保存" })).toBeTruthy();
    expect(screen.getByText("LSVAU2180N2183294")).toBeTruthy();
    expect(screen.getByRole("link", { name: "去车险投保" }).getAttribute("href")).toBe("/insureRight");
    await waitFor(() => expect(readDraft(VEHICLE_DRAFT_ID, EMPTY)).toMatchObject({ ...VEHICLE, savedAt: expect.stringMatching(/^\d{4}-/) }));
    first.unmount();
    renderScreen(CarCollectScreen, { path: "/carCollect" });
    expect(await screen.findByRole("heading", { name: "车辆信息已保存" })).toBeTruthy();
  });

  it("checks every field at once (frame number of 17 without I, O, Q) with focus on the first", async () => {
    renderScreen(CarCollectScreen, { path: "/carCollect" });
    await fill({ ...VEHICLE, licenseNo: "粤BI2345", frameNo: "LSVAU2180N218329O", engineNo: "4G-1" });
    await waitFor(() => expect(screen.getByLabelText("车牌号").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByText("请输入正确的17位车架号")).toBeTruthy();
    expect(screen.getByText("请输入正确的发动机号（4-20位字母或数字）")).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText("车牌号"));
    expect(readDraft(VEHICLE_DRAFT_ID, EMPTY).savedAt).toBe("");
  });

  it("refuses a registration date in the future", async () => {
    renderScreen(CarCollectScreen, { path: "/carCollect" });
    const today = formatDateParts(chinaDateParts(new Date()));
    await fill({ ...VEHICLE, registerDate: addDaysText(today, 1, "YYYY-MM-DD") });
    expect(await screen.findByText(`日期不能晚于${today}`)).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "车辆信息已保存" })).toBeNull();
  });

  it("changing a saved vehicle makes it unsaved until saved again", async () => {
    renderScreen(CarCollectScreen, { path: "/carCollect" });
    const clicker = await fill(VEHICLE);
    await clicker.click(await screen.findByRole("button", { name: "修改车辆信息" }));
    expect((screen.getByLabelText("车牌号") as HTMLInputElement).value).toBe(VEHICLE.licenseNo);
    await waitFor(() => expect(readDraft(VEHICLE_DRAFT_ID, EMPTY).savedAt).toBe(""));
  });
});
