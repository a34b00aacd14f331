/**
 * The flight-delay benefit lookup (/servicesQuery, issue 10): its configuration as data (the real catalogue call,
 * domain's form shape and identity list), the check before the call, the benefit and its state for the account
 * holder's flight, nothing found for another traveller with what was searched, and a new lookup.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FLIGHT_BENEFIT_LOOKUP_FORM_SHAPE, FLIGHT_LOOKUP_IDENTITY_TYPES, checkForm, isGatewayCallName, maskAs, statusLabel } from "@micromall/domain";
import { logInAsDemo, startMockGateway } from "../../test-support/mock-gateway";
import { renderScreen } from "../../test-support/render-screen";
import { resetBrowserState } from "../../test-support/reset";
import { flightLookup, flightPayload } from "./api/flight-lookup";
import FlightBenefitScreen from "./screens/FlightBenefitScreen";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

describe("flightLookup (configuration as data)", () => {
  it("names showEquity, domain's flight form shape and the traveller's identity types", () => {
    const config = flightLookup("M1");
    expect(isGatewayCallName(config.call)).toBe(true);
    expect(config.call).toBe("showEquity");
    expect(config.form).toBe(FLIGHT_BENEFIT_LOOKUP_FORM_SHAPE);
    expect(config.identityTypes).toBe(FLIGHT_LOOKUP_IDENTITY_TYPES);
    expect(config.fields.map((field) => field.name).sort()).toEqual(Object.keys(config.empty).sort());
    expect(config.toPayload({ flightNo: "CA1234", flightDate: "2026-11-20", identifyType: "01", identifyNumber: "X" })).toEqual(flightPayload({ flightNo: "CA1234", flightDate: "2026-11-20", identifyType: "01", identifyNumber: "X" }, "M1"));
  });

  it("checks the flight number (1–7 letters or digits), the date and the number against its type", () => {
    const good = { flightNo: "CA1234", flightDate: "2026-11-20", identifyType: "01", identifyNumber: "11010519491231002X" };
    expect(checkForm(FLIGHT_BENEFIT_LOOKUP_FORM_SHAPE, good).ok).toBe(true);
    const bad = checkForm(FLIGHT_BENEFIT_LOOKUP_FORM_SHAPE, { ...good, flightNo: "CA12345X", flightDate: "2026-02-30", identifyNumber: "110105194912310021" });
    expect(bad.ok ? [] : [...new Set(bad.issues.map((issue) => issue.path))].sort()).toEqual(["flightDate", "flightNo", "identifyNumber"]);
  });
});

describe("/servicesQuery", () => {
  async function fill(user: ReturnType<typeof userEvent.setup>, id: string) {
    await user.type(screen.getByLabelText("航班号"), "MU5101");
    fireEvent.change(screen.getByLabelText("航班日期"), { target: { value: "2026-11-20" } });
    await user.type(screen.getByLabelText("证件号码"), id);
    await user.click(screen.getByRole("button", { name: "查询" }));
  }

  it("checks before calling, then shows the holder's flight-delay benefit and its state, and looks up another flight", async () => {
    const demo = await logInAsDemo();
    const holder = server.db.data.holders[0];
    if (holder === undefined) throw new Error("the demo holder");
    const calls: string[] = [];
    server.events.on("request:start", ({ request }) => void calls.push(new URL(request.url).pathname));
    const user = userEvent.setup();
    renderScreen(FlightBenefitScreen, { path: "/servicesQuery" });
    await user.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(screen.getByLabelText("航班号").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByLabelText("航班日期").getAttribute("aria-invalid")).toBe("true");
    expect(calls.filter((path) => path.endsWith("/showEquity"))).toEqual([]);
    await fill(user, holder.idNumber);
    const list = await screen.findByRole("list", { name: "您的航班延误权益" });
    const account = server.db.users.get(demo.mobile);
    const benefit = account === undefined ? undefined : server.db.account(account).benefits.find((candidate) => candidate.kind === "flightDelay");
    if (benefit === undefined) throw new Error("the demo account has a flight-delay benefit");
    const card = within(list).getByRole("region", { name: benefit.name });
    expect(card.textContent).toContain(statusLabel("benefit", benefit.state, "zh-CN"));
    expect(within(card).getByRole("heading", { name: benefit.name }).getAttribute("lang")).toBe("zh-CN");
    expect(card.textContent).toContain(benefit.validTo);
    expect(screen.getByText("MU5101")).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "查询其他航班" }));
    expect(((await screen.findByLabelText("航班号")) as HTMLInputElement).value).toBe("MU5101");
    server.events.removeAllListeners();
  });

  it("shows nothing found for another traveller, with what was searched, and keeps the values", async () => {
    await logInAsDemo();
    const user = userEvent.setup();
    renderScreen(FlightBenefitScreen, { path: "/servicesQuery" });
    await fill(user, "11010519491231002X");
    expect(await screen.findByText("未查询到相关信息")).toBeTruthy();
    expect(screen.getByText(maskAs("idNumber", "11010519491231002X"))).toBeTruthy();
    await user.click(screen.getByRole("button", { name: "修改条件重新查询" }));
    expect((screen.getByLabelText("航班号") as HTMLInputElement).value).toBe("MU5101");
  });
});
