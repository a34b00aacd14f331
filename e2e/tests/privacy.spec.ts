/**
 * Nothing personal after logout (issue 19 "Privacy first", issue 23 finding 3), on the fixtures — the held-out check
 * covers the claim timelines, the invoice title and e-mail, the notices, the surrender form and the application
 * state `Arrlist` (an application is made first; once its proposal is saved `Arrlist` keeps only its numbers):
 * - log in, visit every personal screen (the route table's `requireAuth` routes, plus the policy list and a
 *   policy), log out, and find none of the customer's name, identity number, mobile or policy numbers in the
 *   query cache, in localStorage or in sessionStorage;
 * - log in, visit the same screens, then register another account in the same tab: no screen shows the first
 *   customer's data, and the cache holds none of it.
 *
 * The cache is read (and the app moved through) by a hook only the mock-mode build has (`app/query-client.ts`); the mock gateway's own
 * storage (its store and scenario, the server side of a real deployment) is left out of the storage checks.
 * Mock facts: the demo account 13800000000 / Demo1234 is the fixtures' first holder, who owns policies of
 * every line; `createDb()` here generates the same holder the page's mock gateway does.
 */
import { expect, test, type Page } from "../support/test";
import { GATEWAY_STORAGE_KEY, SCENARIO_STORAGE_KEY, createDb } from "@micromall/fixtures";
import { DEMO_ACCOUNT, appUrl, main, openLoggedIn, registerOnScreen, uniqueMobile } from "../support/customer";
import { loadRouteTable } from "../support/route-table";

const TABLE = await loadRouteTable();
/** Every screen that needs the mall login: the customer's own screens. */
const PERSONAL = TABLE.filter((route) => route.requireAuth).map((route) => route.path);

const DB = createDb();
const HOLDER = (() => {
  const person = DB.data.holders[0];
  if (person === undefined) throw new Error("the fixtures have a demo holder");
  return person;
})();
const POLICY_NOS = DB.data.policies.filter((policy) => policy.owner === 0).map((policy) => policy.detail.policyNo);
/** The holder's claims (their timelines) and invoices (title and e-mail) — issue 23 finding 3. */
const CLAIMS = DB.data.claims.filter((claim) => claim.owner === 0).map((claim) => claim.detail);
const INVOICES = DB.data.invoices.filter((invoice) => POLICY_NOS.includes(invoice.policyNo));
const INVOICE_FACTS = INVOICES.flatMap((invoice) => [invoice.custname ?? "", invoice.buymailbox ?? ""]);
/** A policy the holder may surrender (its surrender form), one with an issued invoice. */
const SURRENDERABLE = DB.data.policies.find((policy) => policy.owner === 0 && policy.detail.kind !== "car" && ["1", "2"].includes(String(policy.detail.policyState)))?.detail.policyNo ?? POLICY_NOS[0] ?? "";
const INVOICED = INVOICES.find((invoice) => invoice.invoiceState === "2")?.policyNo ?? POLICY_NOS[0] ?? "";
/** What must never be left behind: the holder's name, identity number, mobile, e-mail, policy and claim numbers, invoice titles and e-mails. */
const PERSONAL_FACTS = [...new Set([HOLDER.name, HOLDER.idNumber, HOLDER.mobile, HOLDER.email, DEMO_ACCOUNT.mobile, ...POLICY_NOS, ...CLAIMS.map((claim) => claim.claimNo), ...INVOICE_FACTS])];

/**
 * The customer's record screens with their numbers (the guard list alone opens them without one): the policy list
 * and a policy, each claim's timeline, the policy notices, an issued invoice (title, e-mail), the surrender form.
 */
const RECORD_SCREENS = [
  "/insurancePolicy",
  `/policyDetails?policyNo=${POLICY_NOS[0] ?? ""}`,
  ...CLAIMS.map((claim) => `/claimClaims?claimNo=${claim.claimNo}`),
  `/insure-message?policyNo=${POLICY_NOS[0] ?? ""}`,
  `/invoiceResuls?policyNo=${INVOICED}`,
  `/application?policyNo=${SURRENDERABLE}`,
];

/** The mock-mode build's inspection hook (`web/src/app/query-client.ts`). */
interface MockHook {
  cacheText(): string;
  busy(): number;
  navigate(path: string): Promise<void>;
}

/**
 * Goes to `path` inside the running app the way a link does (no document load: the mock gateway's sessions live
 * in the page; and a push, so a page that blocks back does not hold the customer), then waits until its calls
 * have been answered and nothing is loading.
 */
async function visit(page: Page, path: string): Promise<void> {
  await page.evaluate((target) => (window as unknown as { __micromallApp: MockHook }).__micromallApp.navigate(target), path);
  await expect(main(page)).not.toBeEmpty();
  await expect.poll(() => page.evaluate(() => (window as unknown as { __micromallApp: MockHook }).__micromallApp.busy())).toBe(0);
  await expect(main(page).locator(".mm-spinner")).toHaveCount(0);
}

/** What the query and mutation caches hold, as text. */
async function cacheText(page: Page): Promise<string> {
  return page.evaluate(() => (window as unknown as { __micromallApp: MockHook }).__micromallApp.cacheText());
}

/** What the mall keeps in web storage, as text (the mock gateway's own keys left out). */
async function storageText(page: Page): Promise<string> {
  return page.evaluate((mockKeys) => {
    const dump = (storage: Storage) =>
      Object.fromEntries(Object.entries({ ...storage }).filter(([key]) => !mockKeys.includes(key)));
    return JSON.stringify({ session: dump(sessionStorage), local: dump(localStorage) });
  }, [GATEWAY_STORAGE_KEY, SCENARIO_STORAGE_KEY]);
}

/** The facts of `PERSONAL_FACTS` found in `text`. */
function factsIn(text: string): string[] {
  return PERSONAL_FACTS.filter((fact) => fact !== "" && text.includes(fact));
}

/** Visits every personal screen and the record screens as the logged-in demo customer. */
async function visitEverything(page: Page): Promise<void> {
  for (const path of [...RECORD_SCREENS, ...PERSONAL]) await visit(page, path);
}

/** The application part of `Arrlist` (spec §3: basic info, local info, applicant, insureds, plan) as text, per key. */
async function applicationInArrlist(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => {
    const stored: unknown = JSON.parse(sessionStorage.getItem("Arrlist") ?? "{}");
    const state = typeof stored === "object" && stored !== null && "state" in stored ? (stored as { state: Record<string, unknown> }).state : {};
    const keys = ["basicMsgInfo", "localInfo", "applicant", "insured", "planMsgInfo", "texts"];
    return Object.fromEntries(keys.map((key) => [key, JSON.stringify(state[key] ?? null)]));
  });
}

/**
 * Applies for the travel cover with the pre-filled applicant (the customer's name, identity number, mobile, e-mail):
 * the application state was filled, and once the proposal is saved it keeps only the proposal's numbers.
 */
async function applyForTravelCover(page: Page): Promise<void> {
  await visit(page, "/home");
  await page.getByRole("link", { name: /^境内旅行意外险/ }).first().click();
  await page.getByRole("link", { name: "立即投保" }).click();
  await expect(page.getByRole("form", { name: "填写投保信息" })).toBeVisible();
  await expect(page.getByRole("group", { name: "投保人信息" }).getByLabel("投保人姓名")).not.toHaveValue("");
  await page.getByRole("checkbox", { name: /我已阅读并同意/ }).check();
  await page.getByRole("button", { name: /^立即投保 ¥\d/ }).click();
  await expect(page).toHaveURL(appUrl("/orderDetails"));
  const kept = Object.entries(await applicationInArrlist(page)).flatMap(([key, text]) => factsIn(text).map((fact) => `${key}: ${fact}`));
  expect(kept).toEqual([]);
}

test.describe("nothing personal after logout", () => {
  test.setTimeout(300_000);

  test("there are personal screens to visit", () => {
    expect(PERSONAL).toEqual(expect.arrayContaining(["/personalCenter", "/contacts", "/address", "/invoiceQuery", "/surrender"]));
    expect(POLICY_NOS.length).toBeGreaterThan(0);
    expect(CLAIMS.length).toBeGreaterThan(0);
    expect(INVOICE_FACTS.filter((fact) => fact !== "").length).toBeGreaterThan(0);
  });

  test("log in, visit every personal screen, log out: nothing personal in the cache or in storage", async ({ page }) => {
    await openLoggedIn(page, "/personalCenter", DEMO_ACCOUNT);
    await applyForTravelCover(page);
    await visitEverything(page);
    // the visit did load the customer's data (else the check below would prove nothing)
    expect(factsIn(await cacheText(page))).not.toEqual([]);

    await visit(page, "/shopset");
    await page.getByRole("button", { name: "退出登录" }).click();
    await page.getByRole("dialog", { name: "确定要退出登录吗？" }).getByRole("button", { name: "退出" }).click();
    await expect(page).toHaveURL(appUrl("/home"));
    await expect.poll(() => page.evaluate(() => (window as unknown as { __micromallApp: MockHook }).__micromallApp.busy())).toBe(0);

    expect(factsIn(await cacheText(page))).toEqual([]);
    expect(factsIn(await storageText(page))).toEqual([]);
  });

  test("another account in the same tab sees none of the first account's data", async ({ page }) => {
    await openLoggedIn(page, "/personalCenter", DEMO_ACCOUNT);
    await applyForTravelCover(page);
    await visitEverything(page);
    expect(factsIn(await cacheText(page))).not.toEqual([]);

    // another customer registers (and is logged in) in the same tab after the first one logged out (a logged-in
    // customer is sent on past the login pages, G4, so registering over a login is no longer a way in)
    await visit(page, "/shopset");
    await page.getByRole("button", { name: "退出登录" }).click();
    await page.getByRole("dialog", { name: "确定要退出登录吗？" }).getByRole("button", { name: "退出" }).click();
    await expect(page).toHaveURL(appUrl("/home"));
    const mobile = uniqueMobile();
    await visit(page, "/register?redirect=%2FpersonalCenter");
    await registerOnScreen(page, mobile);
    await expect(page).toHaveURL(appUrl("/personalCenter"));

    const shown: string[] = [];
    for (const path of [...RECORD_SCREENS, ...PERSONAL]) {
      await visit(page, path);
      const found = factsIn((await main(page).textContent()) ?? "");
      if (found.length > 0) shown.push(`${path}: ${found.join(", ")}`);
    }
    expect(shown).toEqual([]);
    // the numbers the second customer typed into the record addresses are their own input (query keys and the
    // refusals name them); anything else of the first customer's must be gone
    const typed = RECORD_SCREENS.flatMap((path) => [...new URL(path, "https://mall.example.cn").searchParams.values()]);
    expect(factsIn(await cacheText(page)).filter((fact) => !typed.includes(fact))).toEqual([]);
    expect(factsIn(await storageText(page))).toEqual([]);
  });
});
