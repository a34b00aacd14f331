/**
 * Claim settlement, the channel view and flight-delay benefits (issue 10, look-b) on the fixtures: a settlement
 * lookup by plate and the last six of the insured's identity number (spec §5 "6 on one", issue 21) → the claims
 * found → one claim's timeline, its policy and notices; the last-six field takes at most 6 characters and names a
 * wrong six; the same lookup once with a fixture fault (`?scenario=`) keeps what was typed; the channel view (dataSource=scrm) opens a policy and one of its
 * claims; a flight-delay lookup shows the benefit; axe on these routes, normal and elder mode.
 *
 * Mock facts: the world is generated from the default seed and the current year, so `createDb()` here names the same
 * people, policies and claims as the page's mock gateway; the demo account is the first generated holder.
 */
import { expect, test, type Page } from "../support/test";
import { createDb } from "@micromall/fixtures";
import { violationsAlong } from "../support/axe";
import { DEMO_ACCOUNT, appUrl, logIn, main, openLoggedIn, screenTitle } from "../support/customer";

/** A motor claim with its holder and the engine number's last six, and a demo policy with a claim. */
function world() {
  const db = createDb();
  const car = db.data.claims.map((claim) => {
    const holder = db.data.holders[claim.owner];
    const policy = db.data.policies.find((candidate) => candidate.detail.policyNo === claim.detail.policyNo)?.detail;
    return { claim: claim.detail, holder, engine: policy?.vehicle?.engineNo.slice(-6) };
  }).find(({ claim, holder, engine }) => claim.kind === "car" && claim.licenseNo !== undefined && holder?.name === claim.insuredName && engine !== undefined);
  const demoClaim = db.data.claims.find((claim) => claim.owner === 0)?.detail;
  if (car?.holder === undefined || car.engine === undefined || demoClaim === undefined) throw new Error("the fixtures have a motor claim and a demo claim");
  return { claim: car.claim, holder: car.holder, engine: car.engine, demoClaim };
}

/** Fills the settlement lookup; `lastSix` is the last six characters of the insured's identity number. */
async function fillSettlement(page: Page, values: { plate: string; name: string; lastSix: string; engine: string }) {
  await page.getByLabel("车牌号").fill(values.plate);
  await page.getByLabel("被保险人姓名").fill(values.name);
  await page.getByLabel("证件号码后六位").fill(values.lastSix);
  await page.getByLabel("发动机号后六位").fill(values.engine);
  await page.getByRole("button", { name: "查询" }).click();
}

test.describe("claim settlement and the channel view", () => {
  test("a settlement lookup by plate → the claims found → one claim's timeline, its policy and its notices", async ({ page }) => {
    const { claim, holder, engine } = world();
    await openLoggedIn(page, "/settlementHome", DEMO_ACCOUNT);
    await expect(screenTitle(page)).toHaveText("车险理赔查询");
    await page.getByRole("link", { name: "开始查询" }).click();
    await expect(page).toHaveURL(appUrl("/settlementQuery"));
    await fillSettlement(page, { plate: claim.licenseNo ?? "", name: holder.name, lastSix: holder.idNumber.slice(-6), engine });
    await expect(page).toHaveURL(appUrl("/settlementResponse"));
    await expect(page).not.toHaveURL(new RegExp(holder.idNumber.slice(-6)));
    const list = page.getByRole("list", { name: "查询到的理赔案件" });
    await expect(list).toContainText(claim.claimNo);
    await list.getByRole("link", { name: `查看进度 ${claim.claimNo}` }).click();
    await expect(page).toHaveURL(appUrl("/settlementClaimsOne"));
    const timeline = page.getByRole("list", { name: "理赔进度" });
    await expect(timeline.getByRole("listitem")).toHaveCount(5);
    await expect(page.getByRole("region", { name: "赔付信息" })).toBeVisible();
    await page.getByRole("link", { name: "查看保单" }).click();
    await expect(page.getByRole("region", { name: "车辆信息" })).toContainText(claim.licenseNo ?? "");
    await expect(main(page)).not.toContainText(holder.idNumber);
    await page.getByRole("link", { name: "返回理赔案件" }).click();
    await page.getByRole("link", { name: "进度通知" }).click();
    await expect(screenTitle(page)).toHaveText("理赔进度通知");
  });

  test("the last six of the identity number: at most 6 characters, a wrong six named with its message", async ({ page }) => {
    const { claim, holder, engine } = world();
    await openLoggedIn(page, "/settlementQuery", DEMO_ACCOUNT);
    const lastSix = page.getByLabel("证件号码后六位");
    await expect(lastSix).toHaveAccessibleDescription("被保险人证件号码的最后六位，末位为X时请输入X");
    await lastSix.pressSequentially(holder.idNumber);
    await expect(lastSix).toHaveValue(holder.idNumber.slice(0, 6));
    await fillSettlement(page, { plate: claim.licenseNo ?? "", name: holder.name, lastSix: "A1002X", engine });
    await expect(lastSix).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("请输入身份证号码后六位（6位数字，末位可为X）")).toBeVisible();
    await expect(page).toHaveURL(appUrl("/settlementQuery"));
  });

  test("a settlement lookup the gateway fails keeps what was typed", async ({ page }) => {
    const { claim, holder, engine } = world();
    await page.goto(`login?scenario=http-502&scenarioCall=queryClaimList&redirect=${encodeURIComponent("/settlementQuery")}`);
    await logIn(page, DEMO_ACCOUNT);
    await expect(page).toHaveURL(appUrl("/settlementQuery"));
    await fillSettlement(page, { plate: claim.licenseNo ?? "", name: holder.name, lastSix: holder.idNumber.slice(-6), engine });
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog"));
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button").first().click();
    await expect(page).toHaveURL(appUrl("/settlementQuery"));
    await expect(page.getByLabel("车牌号")).toHaveValue(claim.licenseNo ?? "");
    await expect(page.getByLabel("被保险人姓名")).toHaveValue(holder.name);
    await expect(page.getByLabel("证件号码后六位")).toHaveValue(holder.idNumber.slice(-6));
    await expect(page.getByLabel("发动机号后六位")).toHaveValue(engine);
  });

  test("the channel view opens a policy and one of its claims", async ({ page }) => {
    const { demoClaim } = world();
    await openLoggedIn(page, "/policy-list?dataSource=scrm", DEMO_ACCOUNT);
    await expect(screenTitle(page)).toHaveText("全部保单");
    await page.getByRole("list", { name: "本渠道的保单" }).getByRole("link", { name: new RegExp(demoClaim.policyNo) }).click();
    await expect(page).toHaveURL(appUrl("/policy-detail"));
    await expect(page).toHaveURL(/dataSource=scrm/);
    await page.getByRole("list", { name: "理赔案件" }).getByRole("link", { name: new RegExp(demoClaim.claimNo) }).click();
    await expect(page).toHaveURL(appUrl("/claim-Detail"));
    await expect(page.getByRole("list", { name: "理赔进度" }).getByRole("listitem")).toHaveCount(5);
    await page.getByRole("link", { name: "返回保单" }).click();
    await expect(page).toHaveURL(appUrl("/policy-detail"));
  });

  test("a flight-delay lookup shows the benefit and its state", async ({ page }) => {
    const db = createDb();
    const holder = db.data.holders[0];
    if (holder === undefined) throw new Error("the demo holder");
    await openLoggedIn(page, "/servicesQuery", DEMO_ACCOUNT);
    await page.getByLabel("航班号").fill("MU5101");
    await page.getByLabel("航班日期", { exact: true }).fill("2026-11-20");
    await page.getByLabel("证件号码").fill(holder.idNumber);
    await page.getByRole("button", { name: "查询" }).click();
    await expect(page.getByRole("list", { name: "您的航班延误权益" })).toContainText("航班延误权益");
  });

  test(`has no serious or critical axe-core violation on these routes`, async ({ page }) => {
    const { claim, demoClaim } = world();
    await openLoggedIn(page, "/settlementHome", DEMO_ACCOUNT);
    const paths = [
      "/settlementHome",
      "/settlementQuery",
      "/settlementResponse",
      `/settlementClaimsOne?claimNo=${claim.claimNo}`,
      `/settlementInsurance?policyNo=${claim.policyNo}&claimNo=${claim.claimNo}`,
      `/settleementmessage?claimNo=${claim.claimNo}`,
      "/policy-insurance?dataSource=scrm",
      "/policy-list?dataSource=scrm",
      `/policy-detail?dataSource=scrm&policyNo=${demoClaim.policyNo}`,
      `/single-Detail?dataSource=scrm&policyNo=${demoClaim.policyNo}&item=0`,
      `/claim-Detail?dataSource=scrm&claimNo=${demoClaim.claimNo}&policyNo=${demoClaim.policyNo}`,
      "/servicesQuery",
    ];
    expect(await violationsAlong(page, paths)).toEqual([]);
  });
});
