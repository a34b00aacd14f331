/**
 * The mock badge (issue 18 item 5): its sheet lists the demo data a tester needs — accounts, card numbers with
 * passwords, plates with engine numbers and VINs, policy and claim numbers per line, benefit codes that work /
 * are used / are invalid — the fault controls, "advance the clock" and "reset the world", and each control
 * reaches the worker.
 */
import { afterEach, describe, expect, it, vi } from "vitest";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { DEMO_ACCOUNT, MOCK_BENEFIT_CODES, MOCK_CARD_PASSWORD, createDb } from "@micromall/fixtures";
import type { MockWorker } from "@micromall/fixtures/browser";
import { demoData, mountMockBadge } from "./badge";

function fakeWorker() {
  const db = createDb();
  const worker = { worker: {} as MockWorker["worker"], db, scenario: null, setScenario: vi.fn(), advance: vi.fn(), reset: vi.fn() } satisfies MockWorker;
  return worker;
}

afterEach(() => {
  document.body.replaceChildren();
  delete window.__micromallMock;
});

describe("the mock badge's demo data", () => {
  it("lists what a tester needs, from the running world", () => {
    const worker = fakeWorker();
    const sections = new Map(demoData(worker).map((section) => [section.title, section.lines]));
    const holder = worker.db.data.holders[0];
    expect(sections.get("Accounts")?.[0]).toBe(`${DEMO_ACCOUNT.mobile} / ${DEMO_ACCOUNT.password} (${holder?.name ?? "?"} ${holder?.idNumber ?? "?"})`);

    const demo = worker.db.users.get(DEMO_ACCOUNT.mobile);
    if (demo === undefined) throw new Error("the demo account exists");
    const cards = worker.db.account(demo).cards;
    expect(sections.get("Cards (demo account)")).toEqual(cards.map((stored) => `${stored.card.cardNo} / ${stored.password} ${stored.card.stateName}`));
    expect(cards.filter((stored) => stored.card.state === "0").every((stored) => stored.password === MOCK_CARD_PASSWORD)).toBe(true);

    const cars = worker.db.data.policies.filter((policy) => policy.detail.vehicle !== undefined);
    expect(cars.length).toBeGreaterThan(0);
    const plates = sections.get("Plates and engine numbers") ?? [];
    for (const policy of cars) {
      const vehicle = policy.detail.vehicle;
      expect(plates.some((line) => line.startsWith(`${vehicle?.licenseNo ?? "?"} engine ${vehicle?.engineNo ?? "?"} VIN ${vehicle?.frameNo ?? "?"}`))).toBe(true);
    }

    const policies = sections.get("Policies of the demo holder") ?? [];
    for (const line of ["car", "gas", "internet", "other"]) expect(policies.some((entry) => entry.startsWith(`${line}: P`))).toBe(true);
    const claims = sections.get("Claims of the demo holder") ?? [];
    expect(claims.some((entry) => entry.startsWith("car: C"))).toBe(true);
    expect(claims.some((entry) => entry.startsWith("noCar: C"))).toBe(true);

    expect(sections.get("Benefit codes")).toEqual([
      `works: ${MOCK_BENEFIT_CODES.fresh}, ${MOCK_BENEFIT_CODES.freshGift}`,
      `used: ${MOCK_BENEFIT_CODES.used}`,
      `expired: ${MOCK_BENEFIT_CODES.expired}`,
      `invalid: ${MOCK_BENEFIT_CODES.invalid} (or any other)`,
    ]);
  });
});

describe("the mock badge's sheet", () => {
  it("opens with the data and the controls, and each control reaches the worker", async () => {
    const worker = fakeWorker();
    const reload = vi.fn();
    vi.spyOn(window, "location", "get").mockReturnValue({ ...window.location, reload });
    mountMockBadge(worker);
    const user = userEvent.setup();
    const open = screen.getByRole("button", { name: "Mock data and controls" });
    expect(open.getAttribute("aria-expanded")).toBe("false");
    await user.click(open);
    expect(open.getAttribute("aria-expanded")).toBe("true");
    const sheet = screen.getByRole("region", { name: "Mock sheet" });
    for (const title of ["Accounts", "Cards (demo account)", "Plates and engine numbers", "Policies of the demo holder", "Claims of the demo holder", "Benefit codes", "Faults", "Clock and world"]) {
      expect(within(sheet).getByRole("heading", { name: title })).toBeTruthy();
    }
    expect(sheet.textContent).toContain(`/ ${MOCK_CARD_PASSWORD}`);

    await user.selectOptions(within(sheet).getByRole("combobox", { name: "Scenario" }), "http-502");
    await user.type(within(sheet).getByRole("textbox", { name: "Call (empty: every call)" }), "orderPay");
    await user.click(within(sheet).getByRole("button", { name: "Fault once" }));
    expect(worker.setScenario).toHaveBeenLastCalledWith({ name: "http-502", call: "orderPay", times: 1 });
    await user.type(within(sheet).getByRole("textbox", { name: "Times (empty: until cleared)" }), "3");
    await user.click(within(sheet).getByRole("button", { name: "Fault N times / until cleared" }));
    expect(worker.setScenario).toHaveBeenLastCalledWith({ name: "http-502", call: "orderPay", times: 3 });
    await user.click(within(sheet).getByRole("button", { name: "Clear fault" }));
    expect(worker.setScenario).toHaveBeenLastCalledWith(null);

    await user.click(within(sheet).getByRole("button", { name: "+1 minute" }));
    expect(worker.advance).toHaveBeenLastCalledWith(60_000);
    await user.click(within(sheet).getByRole("button", { name: "+1 day" }));
    expect(worker.advance).toHaveBeenLastCalledWith(86_400_000);
    await user.click(within(sheet).getByRole("button", { name: "Reset the world" }));
    expect(worker.reset).toHaveBeenCalledTimes(1);
    expect(reload).toHaveBeenCalledTimes(1);

    expect(window.__micromallMock).toBeDefined();
    await user.click(within(sheet).getByRole("button", { name: "Close" }));
    expect(sheet.hidden).toBe(true);
  });
});
