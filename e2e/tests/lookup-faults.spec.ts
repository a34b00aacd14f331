/**
 * Issue 10 acceptance 3, "each lookup once with a fixture fault: the form keeps its values": every policy and claim
 * lookup of the issue, its call failed by a fixture scenario (`?scenario=http-502&scenarioCall=<call>`), shows the §8
 * dialog and keeps what was typed (the holder lookup, its reload and the settlement lookup have their own journeys in
 * policy-lookup.spec.ts and settlement.spec.ts).
 */
import { expect, test, type Page } from "../support/test";
import { createDb } from "@micromall/fixtures";
import { DEMO_ACCOUNT, appUrl, logIn } from "../support/customer";

const db = createDb();
const holder = db.data.holders[0];
if (holder === undefined) throw new Error("the fixtures have a first holder");

/** A lookup: its address, the call it makes, and the values typed by label (a select when `select`). */
interface Lookup {
  readonly path: string;
  readonly call: string;
  readonly submit: string;
  readonly login?: true;
  readonly fields: readonly { readonly label: string; readonly value: string; readonly select?: true }[];
}

const person = [
  { label: "姓名", value: holder.name },
  { label: "证件号码", value: holder.idNumber },
  { label: "出生日期", value: holder.birthday },
  { label: "性别", value: holder.sex === "1" ? "0" : "1", select: true as const },
  { label: "手机号", value: holder.mobile },
];

const LOOKUPS: readonly Lookup[] = [
  {
    path: "/policyVehicle",
    call: "queryCarPolicyList",
    submit: "查询",
    fields: [
      { label: "车牌号", value: "粤B12345" },
      { label: "被保险人姓名", value: holder.name },
      { label: "证件号码", value: holder.idNumber },
    ],
  },
  { path: "/policyGas", call: "queryGasPolicyList", submit: "查询", fields: person },
  { path: "/policyInternet", call: "queryInternetPolicyList", submit: "查询", fields: person },
  { path: "/policyOther", call: "queryOtherPolicyList", submit: "查询", fields: person },
  { path: "/newPolicyEnquiry", call: "corePolicyDetail", submit: "查询保单", fields: [{ label: "保单号", value: "PDEA202600000001" }] },
  {
    path: "/servicesQuery",
    call: "showEquity",
    submit: "查询",
    login: true,
    fields: [
      { label: "航班号", value: "MU5101" },
      { label: "航班日期", value: "2026-11-20" },
      { label: "证件号码", value: holder.idNumber },
    ],
  },
];

async function fill(page: Page, lookup: Lookup): Promise<void> {
  for (const field of lookup.fields) {
    if (field.select === true) await page.getByLabel(field.label, { exact: field.label.endsWith("日期") }).selectOption(field.value);
    else await page.getByLabel(field.label, { exact: field.label.endsWith("日期") }).fill(field.value);
  }
}

test.describe("every lookup keeps what was typed when its call fails", () => {
  for (const lookup of LOOKUPS) {
    test(`${lookup.path} (${lookup.call} fails)`, async ({ page }) => {
      const fault = `scenario=http-502&scenarioCall=${lookup.call}`;
      if (lookup.login === true) {
        await page.goto(`login?${fault}&redirect=${encodeURIComponent(lookup.path)}`);
        await logIn(page, DEMO_ACCOUNT);
      } else {
        await page.goto(`${lookup.path.slice(1)}?${fault}`);
      }
      await expect(page).toHaveURL(appUrl(lookup.path));
      await fill(page, lookup);
      await page.getByRole("button", { name: lookup.submit, exact: true }).click();
      const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
      await expect(dialog).toContainText("服务暂时不可用");
      await dialog.getByRole("button").first().click();
      await expect(page).toHaveURL(appUrl(lookup.path));
      for (const field of lookup.fields) await expect(page.getByLabel(field.label, { exact: field.label.endsWith("日期") })).toHaveValue(field.value);
    });
  }
});
