/**
 * The lookup form's `date` field (look-b, issue 10: the flight-delay lookup's flight date): the mall's date
 * picker (YYYY-MM-DD typed or picked on its sheet, never the browser's native date input: issue 20 item 8), checked by domain's form shape with the other fields, kept in the draft across a reload.
 */
import { beforeEach, describe, expect, it, vi } from "vitest";
import { fireEvent, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { FLIGHT_BENEFIT_LOOKUP_FORM_SHAPE, FLIGHT_LOOKUP_IDENTITY_TYPES, toResultList, type ServiceBenefit } from "@micromall/domain";
import { startMockGateway } from "../../features/test-support/mock-gateway";
import { renderScreens } from "../../features/test-support/render-screen";
import { resetBrowserState } from "../../features/test-support/reset";
import { LookupForm, type LookupConfig } from "./index";

vi.setConfig({ testTimeout: 20_000 });

const { server } = startMockGateway();
beforeEach(resetBrowserState);

const CONFIG: LookupConfig<"showEquity", ServiceBenefit> = {
  id: "date-test",
  form: FLIGHT_BENEFIT_LOOKUP_FORM_SHAPE,
  fields: [
    { name: "flightNo", kind: "text", label: "flightNo", maxLength: 7 },
    { name: "flightDate", kind: "date", label: "flightDate", maxLength: 10 },
    { name: "identifyType", kind: "identityType", label: "identifyType", maxLength: 3 },
    { name: "identifyNumber", kind: "identityNumber", label: "identifyNumber", maxLength: 20 },
  ],
  identityTypes: FLIGHT_LOOKUP_IDENTITY_TYPES,
  empty: { flightNo: "", flightDate: "", identifyType: "01", identifyNumber: "" },
  call: "showEquity",
  toPayload: () => ({ mobile: "13800000000" }),
  rows: (answer) => toResultList(answer),
  resultPath: "/found",
};

const renderLookup = () => renderScreens({ "/look": () => <LookupForm config={CONFIG} />, "/found": () => <p>found</p> }, { url: "/look" });

describe("LookupForm date field", () => {
  it("is a labelled date input checked with the other fields before any call", async () => {
    const calls: string[] = [];
    server.events.on("request:start", ({ request }) => void calls.push(new URL(request.url).pathname));
    const user = userEvent.setup();
    renderLookup();
    await user.type(screen.getByLabelText("航班号"), "CA 12");
    await user.click(screen.getByRole("button", { name: "查询" }));
    await waitFor(() => expect(screen.getByLabelText("航班日期").getAttribute("aria-invalid")).toBe("true"));
    expect(screen.getByLabelText("航班号").getAttribute("aria-invalid")).toBe("true");
    expect(screen.getByLabelText("航班日期").getAttribute("placeholder")).toBe("YYYY-MM-DD");
    expect(screen.getByRole("button", { name: "选择航班日期" }).getAttribute("aria-haspopup")).toBe("dialog");
    expect(calls.filter((path) => path.endsWith("/showEquity"))).toEqual([]);
    server.events.removeAllListeners();
  });

  it("takes a typed date, keeps it across a reload, and goes on when every field is right", async () => {
    const user = userEvent.setup();
    const first = renderLookup();
    fireEvent.change(screen.getByLabelText("航班日期"), { target: { value: "2026-11-20" } });
    await waitFor(() => expect(sessionStorage.length).toBeGreaterThan(0));
    first.unmount();
    renderLookup();
    await waitFor(() => expect((screen.getByLabelText("航班日期") as HTMLInputElement).value).toBe("2026-11-20"));
    await user.type(screen.getByLabelText("航班号"), "CA1234");
    await user.type(screen.getByLabelText("证件号码"), "11010519491231002X");
    await user.click(screen.getByRole("button", { name: "查询" }));
    expect(await screen.findByText("found")).toBeTruthy();
  });
});
