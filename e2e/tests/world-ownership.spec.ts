/**
 * Records belong to an account (issue 23 finding 1, issue 18): a new customer who owns nothing opens the demo
 * holder's policy, claim and order by their numbers and sees "这条记录不在您的账户中" — never the holder's name or
 * numbers. The page's mock gateway is built from the fixtures' default seed, so `createDb()` here names the same
 * holder and records.
 */
import { expect, test } from "../support/test";
import { createDb } from "@micromall/fixtures";
import { goInApp, main } from "../support/customer";
import { registerNew } from "../support/journey-steps";

const db = createDb();
const holder = db.data.holders[0];
const policy = db.data.policies.find((candidate) => candidate.owner === 0 && candidate.detail.kind !== "car");
const claim = db.data.claims.find((candidate) => candidate.owner === 0);
const proposal = db.data.proposals.find((candidate) => candidate.owner === 0);

test("a new account sees another customer's policy and claim as not in its account", async ({ page }) => {
  if (holder === undefined || policy === undefined || claim === undefined) throw new Error("the fixtures have no demo holder records");

  await test.step("register a new account", () => registerNew(page));

  for (const path of [`/policyDetails?policyNo=${policy.detail.policyNo}`, `/claimClaims?claimNo=${claim.detail.claimNo}`]) {
    await test.step(`${path} is refused`, async () => {
      await goInApp(page, path);
      await expect(main(page).getByText("这条记录不在您的账户中")).toBeVisible();
      await expect(main(page)).not.toContainText(holder.name);
      await expect(main(page)).not.toContainText(holder.idNumber);
    });
  }
});

test("a new account cannot open another customer's order, invoice, correction or surrender by its number", async ({ page }) => {
  if (holder === undefined || policy === undefined || proposal === undefined) throw new Error("the fixtures have no demo holder records");
  const policyNo = policy.detail.policyNo;

  await test.step("register a new account", () => registerNew(page));

  for (const path of [
    `/orderDetails?orderId=${proposal.record.orderNo}`,
    `/invoiceResuls?policyNo=${policyNo}`,
    `/alter?policyNo=${policyNo}`,
    `/application?policyNo=${policyNo}`,
  ]) {
    await test.step(`${path} is refused`, async () => {
      await goInApp(page, path);
      await expect(main(page).getByText("这条记录不在您的账户中")).toBeVisible();
      await expect(main(page)).not.toContainText(holder.name);
      await expect(main(page)).not.toContainText(holder.idNumber);
      if (holder.email !== "") await expect(main(page)).not.toContainText(holder.email);
      await expect(main(page).getByRole("button", { name: /提交|确认退保|申请退保/ })).toHaveCount(0);
    });
  }
});
