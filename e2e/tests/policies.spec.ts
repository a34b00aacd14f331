/**
 * Policies and claims, the account side (issue 10), on the fixtures: log in → my policies → a policy →
 * download its electronic policy; bind the identity → claims → a claim's timeline; report a claim with a photo
 * from the album; and axe-core over these screens with their data, in normal and elder mode.
 *
 * Mock facts: the demo account 13800000000 / Demo1234 is the first generated holder, who owns a policy of each
 * line and one motor and one non-motor claim; it is not bound for claims at the start. The store is generated
 * from the fixtures' default seed, so `createDb()` here knows the same holder the page's mock gateway does.
 */
import { expect, test, type Page } from "../support/test";
import { createDb } from "@micromall/fixtures";
import { labelledViolations, screenSettled, violationsAlong } from "../support/axe";
import { watchPage } from "../support/page-watch";
import { DEMO_ACCOUNT, appUrl, goInApp, main, openLoggedIn, screenTitle } from "../support/customer";
import { chooseAccidentTime } from "../support/journey-steps";

/** The demo holder: the person whose identity the binding names. */
const HOLDER = (() => {
  const person = createDb().data.holders[0];
  if (person === undefined) throw new Error("the fixtures have a demo holder");
  return person;
})();

/** A 64×48 PNG (a photo the browser can decode and scale). */
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsEty/aMYywp+hcEKLNO+FgEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQGBqwWJJzC16JUmhQAAAABJRU5ErkJggg==", "base64");

/** Binds the demo holder's identity on the binding form the page shows. */
async function bindHolder(page: Page): Promise<void> {
  await page.getByLabel("姓名").fill(HOLDER.name);
  await page.getByLabel("证件号码").fill(HOLDER.idNumber);
  await expect(page.getByLabel("出生日期", { exact: true })).toHaveValue(HOLDER.birthday);
  await page.getByRole("button", { name: "确认绑定" }).click();
}

test.describe("policies and claims", () => {
  test("my policies → a policy → its electronic policy", async ({ page }) => {
    await openLoggedIn(page, "/insurancePolicy", DEMO_ACCOUNT);
    await expect(screenTitle(page)).toHaveText("我的保单");
    const list = page.getByRole("list", { name: "车险保单" });
    const policyLink = list.getByRole("link").first();
    await expect(policyLink).toContainText("保障中");
    const policyNo = /P[A-Z0-9]+/.exec((await policyLink.textContent()) ?? "")?.[0] ?? "";
    expect(policyNo).not.toBe("");

    await page.getByRole("tab", { name: /互联网险/ }).click();
    await expect(page.getByRole("list", { name: "互联网险保单" })).toContainText("已过期");
    await page.getByRole("tab", { name: /车险/ }).click();
    await page.getByRole("list", { name: "车险保单" }).getByRole("link").first().click();

    await expect(page).toHaveURL(appUrl(`/policyDetails?policyNo=${policyNo}`));
    await expect(screenTitle(page)).toHaveText("保单详情");
    const overview = page.getByRole("region", { name: "保单信息" });
    await expect(overview).toContainText(policyNo);
    await expect(overview).toContainText("1年");
    await expect(page.getByRole("region", { name: "投保人" })).toContainText("**********");
    await expect(main(page)).not.toContainText(HOLDER.idNumber);

    // the tap opens the document itself: no second link to tap
    const download = page.waitForEvent("download");
    await page.getByRole("button", { name: "下载电子保单" }).click();
    expect((await download).suggestedFilename()).toBe(`${policyNo}.pdf`);
    await expect(page.getByText(`电子保单已下载（${policyNo}.pdf）`)).toBeVisible();
    await expect(page.getByRole("link", { name: /电子保单/ })).toHaveCount(0);
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("保单服务's buttons are of one width, two a row, and one a row in elder mode (customer rehearsal: uneven in elder mode)", async ({ page }) => {
    const widths = async () => {
      const services = page.getByRole("region", { name: "保单服务" });
      await expect(services.getByRole("link", { name: "保单通知" })).toBeVisible();
      const boxes = await services.getByRole("link").evaluateAll((links) => links.map((link) => link.getBoundingClientRect()).map((box) => ({ x: Math.round(box.x), width: Math.round(box.width) })));
      expect(boxes.length).toBeGreaterThan(1);
      expect(new Set(boxes.map((box) => box.width)).size, JSON.stringify(boxes)).toBe(1);
      return new Set(boxes.map((box) => box.x)).size;
    };
    await openLoggedIn(page, "/insurancePolicy", DEMO_ACCOUNT);
    await page.getByRole("list", { name: "车险保单" }).getByRole("link").first().click();
    await expect(screenTitle(page)).toHaveText("保单详情");
    expect(await widths()).toBe(2);
    await page.evaluate(() => localStorage.setItem("micromall.elder", "1"));
    await page.reload();
    expect(await widths()).toBe(1);
  });

  test("bind → claims → a claim's timeline", async ({ page }) => {
    // the demo account is identity-verified: 我的理赔 binds it from the verified identity, no form (issue 20 item 6)
    await openLoggedIn(page, "/claimList", DEMO_ACCOUNT);
    await expect(page.getByText("已按您实名认证的身份绑定理赔信息。")).toBeVisible();
    const claims = page.getByRole("list", { name: "我的理赔案件" });
    await expect(claims.getByRole("link")).toHaveCount(2);
    await page.getByRole("tab", { name: "车险理赔", exact: true }).click();
    const car = page.getByRole("list", { name: "车险理赔案件" }).getByRole("link").first();
    await car.click();

    await expect(page).toHaveURL(/\/micromall\/claimClaims\?claimNo=C[A-Z0-9]+&kind=car$/);
    await expect(screenTitle(page)).toHaveText("理赔进度");
    const timeline = page.getByRole("list", { name: "理赔进度" });
    const steps = timeline.getByRole("listitem");
    await expect(steps).toHaveCount(5);
    await expect(steps.first()).toContainText("报案");
    await expect(steps.first()).toContainText("已完成");
    await expect(steps.first().locator("time")).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    const current = timeline.locator('[aria-current="step"]');
    if ((await current.count()) === 1) await expect(current).toContainText("进行中");
    else await expect(page.getByText("案件已结案，赔款已支付。")).toBeVisible();
    await expect(page.getByRole("region", { name: "赔付信息" })).toBeVisible();

    await goInApp(page, "/messageInfo");
    await expect(main(page)).toContainText("**********");
    await expect(main(page)).not.toContainText(HOLDER.idNumber);
  });

  test("reports a claim with a photo from the album", async ({ page, baseURL }) => {
    const watch = await watchPage(page, baseURL ?? "http://127.0.0.1/");
    await openLoggedIn(page, "/claimApplication", DEMO_ACCOUNT);
    await expect(screenTitle(page)).toHaveText("在线报案");
    const policy = page.getByLabel("出险保单");
    const options = policy.locator("option:not([value=''])");
    await policy.selectOption((await options.first().getAttribute("value")) ?? "");
    await chooseAccidentTime(page);
    await page.getByLabel("出险地点").fill("武汉市武昌区滨江路路口");
    await page.getByLabel("事故经过").fill("路口等红灯时被后车追尾，后保险杠受损");
    await page.getByLabel("从相册选择").setInputFiles({ name: "scene.png", mimeType: "image/png", buffer: PHOTO });
    const preview = page.getByRole("img", { name: "现场照片 1" });
    await expect(preview).toBeVisible();
    // The preview has loaded (the page's Content-Security-Policy lets its address through: img-src) …
    await expect.poll(() => preview.evaluate((image: HTMLImageElement) => (image.complete ? image.naturalWidth : 0))).toBeGreaterThan(0);
    // … and the page reported no policy violation.
    expect(watch.problems.filter((problem) => problem.includes("CSP violation"))).toEqual([]);
    await page.getByRole("button", { name: "提交报案" }).click();
    await expect(page.getByRole("heading", { name: "报案已提交" })).toBeVisible();
    await expect(main(page)).toContainText(/报案号 R[A-Z]{3}\d+/);
  });

  test(`has no serious or critical axe-core violation on these screens with data`, async ({ page }) => {
    await openLoggedIn(page, "/Bind", DEMO_ACCOUNT);
    const found: string[] = [];
    const check = async (label: string) => {
      await screenSettled(page);
      found.push(...(await labelledViolations(page, label)));
    };
    await check("/Bind");
    await bindHolder(page);
    await expect(page).toHaveURL(appUrl("/claimList"));
    await expect(page.getByRole("list", { name: "我的理赔案件" })).toBeVisible();
    await check("/claimList");
    await page.getByRole("list", { name: "我的理赔案件" }).getByRole("link").first().click();
    await expect(page.getByRole("list", { name: "理赔进度" })).toBeVisible();
    await check("/claimClaims");
    found.push(...(await violationsAlong(page, ["/messageInfo", "/userBind", "/claimApplication", "/claimZhongan", "/insurancePolicy"])));
    await page.getByRole("list", { name: "车险保单" }).getByRole("link").first().click();
    await expect(page.getByRole("region", { name: "保单信息" })).toBeVisible();
    await page.getByRole("button", { name: "下载电子保单" }).click();
    await expect(page.getByText(/^电子保单已下载/)).toBeVisible();
    await check("/policyDetails");
    await page.getByRole("link", { name: "保单通知" }).click();
    await expect(page.getByRole("list", { name: /的通知$/ })).toBeVisible();
    await check("/insure-message");
    expect(found).toEqual([]);
  });
});
