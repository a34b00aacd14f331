/**
 * The mock badge (issue 18 "Data a tester can find"), mock mode only: `main.tsx` imports this module
 * dynamically inside its `import.meta.env.VITE_MOCKS === "on"` branch, so no part of it — nor of msw or the
 * fixtures — is in a build with mocks off (`npm run size` checks it).
 *
 * A slim "mock" tab at the left edge opens a sheet with the demo data a tester needs (accounts, card numbers with
 * passwords, plates with engine numbers, policy and claim numbers per line, benefit codes that work / are used /
 * are invalid), the fault scenario controls (once, N times or until cleared; one call or all), "advance the clock"
 * and "reset the world". The same controls are on `window.__micromallMock` for Playwright.
 *
 * Tester-facing (not customer text): English and the gateway's own Chinese labels, plain DOM outside the app.
 */
import { DEMO_ACCOUNT, MOCK_BENEFIT_CODES, MOCK_CAPTCHA, MOCK_CARD_PASSWORD, MOCK_SMS_CODE, SCENARIOS, type ScenarioName } from "@micromall/fixtures";
import type { MockWorker } from "@micromall/fixtures/browser";

/** The controls a test reaches through `window.__micromallMock`. */
export interface MockControls {
  advance(ms: number): void;
  reset(): void;
  fault(name: ScenarioName, options?: { call?: string; times?: number }): void;
  clearFault(): void;
}

declare global {
  interface Window {
    __micromallMock?: MockControls;
  }
}

const MINUTE = 60_000;
const DAY = 86_400_000;

/** The demo data of the world, as lines of text per section. */
export function demoData(worker: Pick<MockWorker, "db">): { title: string; lines: string[] }[] {
  const { db } = worker;
  const demo = db.users.get(DEMO_ACCOUNT.mobile);
  const cards = demo === undefined ? [] : db.account(demo).cards;
  const cars = db.data.policies.filter((policy) => policy.detail.vehicle !== undefined);
  const byKind = new Map<string, string[]>();
  for (const policy of db.data.policies.filter((candidate) => candidate.owner === 0)) {
    byKind.set(policy.detail.kind, [...(byKind.get(policy.detail.kind) ?? []), `${policy.detail.policyNo} ${policy.detail.policyStateName}`]);
  }
  return [
    {
      title: "Accounts",
      lines: [
        `${DEMO_ACCOUNT.mobile} / ${DEMO_ACCOUNT.password} (${db.data.holders[0]?.name ?? ""} ${db.data.holders[0]?.idNumber ?? ""})`,
        `new account: register any free mobile with SMS code ${MOCK_SMS_CODE}`,
        `SMS code ${MOCK_SMS_CODE}, picture code ${MOCK_CAPTCHA}`,
      ],
    },
    { title: "Cards (demo account)", lines: cards.map((stored) => `${stored.card.cardNo} / ${stored.password || MOCK_CARD_PASSWORD} ${stored.card.stateName}`) },
    {
      title: "Plates and engine numbers",
      lines: cars.map((policy) => `${policy.detail.vehicle?.licenseNo ?? ""} engine ${policy.detail.vehicle?.engineNo ?? ""} VIN ${policy.detail.vehicle?.frameNo ?? ""} (${db.data.holders[policy.owner]?.name ?? ""} ${db.data.holders[policy.owner]?.idNumber ?? ""})`),
    },
    { title: "Policies of the demo holder", lines: [...byKind].map(([kind, numbers]) => `${kind}: ${numbers.join(", ")}`) },
    { title: "Claims of the demo holder", lines: db.data.claims.filter((claim) => claim.owner === 0).map((claim) => `${claim.detail.kind}: ${claim.detail.claimNo} ${claim.detail.claimStateName}`) },
    {
      title: "Benefit codes",
      lines: [`works: ${MOCK_BENEFIT_CODES.fresh}, ${MOCK_BENEFIT_CODES.freshGift}`, `used: ${MOCK_BENEFIT_CODES.used}`, `expired: ${MOCK_BENEFIT_CODES.expired}`, `invalid: ${MOCK_BENEFIT_CODES.invalid} (or any other)`],
    },
  ];
}

/** Mounts the badge and its sheet, and the window controls. */
export function mountMockBadge(worker: MockWorker): MockControls {
  const controls: MockControls = {
    advance: (ms) => worker.advance(ms),
    reset: () => {
      worker.setScenario(null);
      worker.reset();
      window.location.reload();
    },
    fault: (name, options = {}) => worker.setScenario({ name, ...options }),
    clearFault: () => worker.setScenario(null),
  };
  window.__micromallMock = controls;
  const show = () => document.body.append(badge(worker, controls));
  if (document.body === null) document.addEventListener("DOMContentLoaded", show, { once: true });
  else show();
  return controls;
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, text = "", css = ""): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.textContent = text;
  node.style.cssText = css;
  return node;
}

const BUTTON_CSS = "min-width:44px;min-height:44px;margin:4px;padding:0 12px;border:1px solid #1f1f1f;border-radius:8px;background:#fff;color:#1f1f1f;font:14px system-ui,sans-serif";

function button(text: string, onClick: () => void): HTMLButtonElement {
  const node = element("button", text, BUTTON_CSS);
  node.type = "button";
  node.addEventListener("click", onClick);
  return node;
}

function badge(worker: MockWorker, controls: MockControls): HTMLElement {
  const root = element("div");
  root.lang = "en";
  // Developer tooling of mock mode (absent from a production build): the e2e page checks for customers skip it.
  root.dataset["devTool"] = "mock";
  const open = button("mock", () => {
    sheet.hidden = !sheet.hidden;
    open.setAttribute("aria-expanded", String(!sheet.hidden));
    if (!sheet.hidden) fill();
  });
  open.setAttribute("aria-label", "Mock data and controls");
  open.setAttribute("aria-expanded", "false");
  // a slim tab in the screen's left margin (the pages' 16 px padding), beside the content rather than over it: at
  // the bottom right it covered captchas and map buttons (customer rehearsal 2026-11-28)
  open.style.cssText += ";position:fixed;left:0;top:45%;z-index:3001;width:14px;min-width:0;min-height:56px;margin:0;padding:0;border-left:0;border-radius:0 8px 8px 0;background:#fff4ce;font-size:9px;writing-mode:vertical-rl;opacity:0.85";
  const sheet = element("section", "", "position:fixed;left:0;right:0;bottom:0;max-height:70vh;overflow:auto;z-index:3002;padding:12px;background:#fff;color:#1f1f1f;border-top:2px solid #c9a300;font:14px/1.5 system-ui,sans-serif;word-break:break-all");
  sheet.setAttribute("aria-label", "Mock sheet");
  sheet.hidden = true;

  const fill = () => {
    sheet.replaceChildren();
    sheet.append(button("Close", () => open.click()));
    for (const section of demoData(worker)) {
      sheet.append(element("h2", section.title, "font-size:16px;margin:12px 0 4px"));
      const list = element("ul", "", "margin:0;padding-left:18px");
      for (const line of section.lines) list.append(element("li", line));
      sheet.append(list);
    }
    sheet.append(element("h2", "Faults", "font-size:16px;margin:12px 0 4px"));
    const name = element("select", "", BUTTON_CSS);
    name.setAttribute("aria-label", "Scenario");
    for (const scenario of SCENARIOS) name.append(new Option(scenario, scenario));
    const call = element("input", "", BUTTON_CSS);
    call.setAttribute("aria-label", "Call (empty: every call)");
    call.placeholder = "call, e.g. orderPay";
    const times = element("input", "", BUTTON_CSS);
    times.setAttribute("aria-label", "Times (empty: until cleared)");
    times.inputMode = "numeric";
    times.placeholder = "times";
    const apply = (count?: number) => {
      const n = count ?? Number(times.value);
      const chosen = SCENARIOS.find((scenario) => scenario === name.value) ?? "http-502";
      controls.fault(chosen, { ...(call.value.trim() === "" ? {} : { call: call.value.trim() }), ...(Number.isInteger(n) && n > 0 ? { times: n } : {}) });
    };
    sheet.append(name, call, times, button("Fault once", () => apply(1)), button("Fault N times / until cleared", () => apply()), button("Clear fault", controls.clearFault));
    sheet.append(element("h2", "Clock and world", "font-size:16px;margin:12px 0 4px"));
    sheet.append(
      button("+1 minute", () => controls.advance(MINUTE)),
      button("+1 day", () => controls.advance(DAY)),
      button("+30 days", () => controls.advance(30 * DAY)),
      button("Reset the world", controls.reset),
    );
  };
  root.append(open, sheet);
  return root;
}
