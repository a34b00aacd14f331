/**
 * Services and benefits, part A (issue 12) on the fixtures: an outlet found by city from the home page with its
 * call link; a complaint sent and listed with its number; road rescue with the location refused (a context
 * without the geolocation permission); axe-core on the information routes, normal and elder mode.
 *
 * Mock facts: every generated city (深圳市 among them) has a customer service centre, a claim service point and
 * a partner repair shop with a local landline; the demo account 13800000000 / Demo1234 keeps its messages.
 */
import { expect, test } from "../support/test";
import { violationsAlong } from "../support/axe";
import { DEMO_ACCOUNT, appUrl, main, openLoggedIn, screenTitle } from "../support/customer";

/** A 2×2 PNG (a photo stand-in). */
const PNG_2X2 = "iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGP4z8AARAwQCgAf7gP9i18U1AAAAABJRU5ErkJggg==";

/** The routes of this part, as a customer reaches them. */
const ROUTES = ["/dotquery", "/roadRescue", "/complaint", "/complaintMessage", "/customerService", "/introduceIndex", "/introduceDetails?id=intro-car", "/consumer", "/bigBusinessEvents", "/about"];

test.describe("services: information and service", () => {
  test("home → an outlet found by city → its call link", async ({ page }) => {
    await page.goto("home");
    await page.getByRole("link", { name: "服务网点" }).click();
    await expect(page).toHaveURL(appUrl("/dotquery"));
    await expect(screenTitle(page)).toHaveText("服务网点");
    await page.getByLabel("省份").selectOption("广东省");
    await page.getByLabel("城市").selectOption("深圳市");
    const list = page.getByRole("list", { name: "深圳市的服务网点" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    await page.getByLabel("网点类型").selectOption("claim");
    const outlet = list.getByRole("listitem");
    await expect(outlet).toHaveCount(1);
    await expect(outlet.getByRole("heading")).toHaveText("深圳南山理赔服务点");
    await expect(outlet.getByRole("link", { name: /^拨打 0755-\d{8}$/ })).toHaveAttribute("href", /^tel:0755-\d{8}$/);
    await expect(outlet.getByRole("link", { name: "地图导航" })).toHaveAttribute("href", /^https:\/\/uri\.amap\.com\//);
    await expect(page).toHaveURL(/city=%E6%B7%B1%E5%9C%B3%E5%B8%82|city=深圳市/);
  });

  test("online service: the mock world's stand-in chat answers, leads to the mall's own service and back (zh and en)", async ({ page }) => {
    await page.goto("customerService");
    // the stand-in is the mall's own page: it opens in this window, so its way back leaves no second mall open
    await main(page).getByRole("link", { name: "进入在线客服" }).click();
    const chat = page;
    await expect(chat.getByRole("heading", { name: "在线客服" })).toBeVisible();
    await expect(chat.getByText(/演示环境/)).toBeVisible();
    await chat.getByLabel("输入您的问题").fill("我想退保");
    await chat.getByRole("button", { name: "发送" }).click();
    await expect(chat.getByRole("link", { name: "在线退保" })).toHaveAttribute("href", "/micromall/surrender");
    // no horizontal overflow on a 375 px screen
    expect(await chat.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await chat.getByRole("link", { name: "返回商城" }).click();
    await expect(chat).toHaveURL(appUrl("/customerService"));
    await expect(screenTitle(chat)).toHaveText("在线客服");
    // customer rehearsal 5: the way back left the partner's page in history, and back opened it again
    await chat.goBack();
    await expect(chat).not.toHaveURL(/partner-demo/);
    await chat.goto("customerService");
    await chat.evaluate(() => window.localStorage.setItem("micromall.locale", "en"));
    await chat.goto("partner-demo.html?service=chat");
    await expect(chat.getByRole("heading", { name: "Online customer service" })).toBeVisible();
    await expect(chat.getByRole("link", { name: "Back to the mall" })).toBeVisible();
    // the partner insurer's claims: its own title and the way back to the mall's page for it
    await chat.goto("partner-demo.html?service=claim");
    await expect(chat.getByRole("heading", { name: "Partner insurer's claims" })).toBeVisible();
    await expect(chat.getByRole("link", { name: "Finish and go back" })).toHaveAttribute("href", /\/micromall\/claimZhongan$/);
  });

  test("a complaint is sent and listed with its number", async ({ page }) => {
    await openLoggedIn(page, "/complaint", DEMO_ACCOUNT);
    await expect(screenTitle(page)).toHaveText("投诉建议");
    await expect(page.getByLabel("联系手机")).toHaveValue(DEMO_ACCOUNT.mobile);
    await page.getByLabel("类型").selectOption("1");
    await page.getByLabel("涉及业务").selectOption("DAA");
    await expect(page.getByLabel("问题").getByRole("option")).not.toHaveCount(1);
    await page.getByLabel("问题").selectOption({ label: "出险后多久内需要报案？" });
    await page.getByLabel("内容").fill("报案后三天没有人联系我，希望尽快处理。");
    // a photo, scaled down in the browser and uploaded as it is picked (the mall's uploader), as a multipart file
    const upload = page.waitForRequest((request) => request.url().includes("bpm/uploadBpmImage"));
    await page.getByLabel("从相册选择").setInputFiles({ name: "damage.png", mimeType: "image/png", buffer: Buffer.from(PNG_2X2, "base64") });
    expect((await upload).headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    await expect(page.getByRole("img", { name: "第 1 张图片" })).toHaveAttribute("src", /^blob:/);
    await expect(page.getByText("已上传")).toBeVisible();
    await page.getByRole("button", { name: "提交" }).click();
    await expect(page).toHaveURL(appUrl("/complaintMessage"));
    await expect(page.getByRole("heading", { name: "您的投诉已提交" })).toBeVisible();
    const ticket = (await main(page).getByText(/^F\d{12}$/).textContent()) ?? "";
    const history = page.getByRole("list", { name: "我的留言记录" });
    await expect(history.getByRole("heading", { name: `投诉 ${ticket}` })).toBeVisible();
    await expect(history).toContainText("报案后三天没有人联系我");

    // the result survives a reload (history state)
    await page.reload();
    await expect(page.getByRole("heading", { name: "您的投诉已提交" })).toBeVisible();
  });

  test("road rescue says clearly when the location is refused", async ({ page, context }) => {
    await context.clearPermissions();
    await page.goto("roadRescue");
    await expect(screenTitle(page)).toHaveText("道路救援");
    await expect(page.getByRole("link", { name: "拨打救援电话 95518" })).toHaveAttribute("href", "tel:95518");
    await page.getByRole("button", { name: "获取我的位置" }).click();
    await expect(page.getByText(/您未允许获取位置|暂时无法获取您的位置|当前浏览器不支持获取位置/)).toBeVisible();
    await expect(page.getByText(/告诉接线员您所在的道路/)).toBeVisible();
    await expect(page.getByRole("button", { name: "复制位置" })).toHaveCount(0);
  });

  test(`has no serious or critical axe-core violation on these routes`, async ({ page }) => {
    await openLoggedIn(page, "/roadRescue", DEMO_ACCOUNT);
    expect(await violationsAlong(page, ROUTES)).toEqual([]);
  });
});
