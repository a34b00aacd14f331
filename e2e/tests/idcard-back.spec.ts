/**
 * The ID card's back (issue 21, `ocrIdCardBack`): where the mall reads an ID card, the national-emblem side is read
 * too — its validity period and issuing authority show read-only beside the front's reading. On /identityAuth the
 * verification call carries neither (they are shown, not sent), and the verification goes through with them.
 * (A card whose period has ended is refused at the field: unit tests with a gateway answer that says so, since the
 * mock's cards are all in force.)
 *
 * The identity test registers its own account (a new account is not verified yet); the form's test uses the demo
 * account (verified: the form pre-fills its applicant).
 */
import { expect, test } from "../support/test";
import { appUrl, goInApp, screenTitle } from "../support/customer";
import { logInTo, openProductForm, registerNew } from "../support/journey-steps";

/** A small PNG the browser decodes (the uploader scales it to a JPEG before the upload). */
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsEty/aMYywp+hcEKLNO+FgEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQGBqwWJJzC16JUmhQAAAABJRU5ErkJggg==", "base64");

/** What the card prints: `YYYY.MM.DD-YYYY.MM.DD` or `YYYY.MM.DD-长期`. */
const VALIDITY = /^\d{4}\.\d{2}\.\d{2}-(\d{4}\.\d{2}\.\d{2}|长期)$/;

test.describe("the ID card's back", () => {
  test("/identityAuth reads both sides: the back's validity period and issuing authority show read-only, and the verification goes through without them", async ({ page }) => {
    await registerNew(page);
    await goInApp(page, "/identityAuth");
    await expect(screenTitle(page)).toHaveText("实名认证");
    const sent: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("indentifyAuth")) sent.push(request.postData() ?? "");
    });

    await page.getByRole("group", { name: /身份证人像面/ }).getByLabel("从相册选择").setInputFiles({ name: "front.png", mimeType: "image/png", buffer: PHOTO });
    await expect(page.getByLabel("证件号码")).not.toHaveValue("");
    const back = page.getByRole("group", { name: /身份证国徽面/ });
    await back.getByLabel("从相册选择").setInputFiles({ name: "back.png", mimeType: "image/png", buffer: PHOTO });
    const period = page.getByLabel("有效期限");
    await expect(period).toHaveValue(VALIDITY);
    await expect(period).not.toBeEditable();
    await expect(period).not.toHaveAttribute("aria-invalid", "true");
    await expect(period).toHaveAttribute("lang", "zh-CN");
    const issuer = page.getByLabel("签发机关");
    await expect(issuer).toHaveValue(/公安局.+分局$/);
    await expect(issuer).not.toBeEditable();

    await page.getByRole("checkbox", { name: /实名认证授权协议/ }).check();
    await page.getByRole("button", { name: "提交认证" }).click();
    await expect(page).toHaveURL(appUrl("/identityAuthInfo"));
    expect(sent).toHaveLength(1);
    expect(sent[0]).not.toMatch(/validPeriod|issuedBy|公安局/);
  });

  test("the application form's applicant reads the back beside the front: validity period and issuing authority read-only", async ({ page }) => {
    await logInTo(page);
    await openProductForm(page, "境内旅行意外险");
    const applicant = page.getByRole("group", { name: "投保人信息" });
    await applicant.getByRole("group", { name: /身份证国徽面/ }).getByLabel("从相册选择").setInputFiles({ name: "back.png", mimeType: "image/png", buffer: PHOTO });
    const period = applicant.getByLabel("有效期限");
    await expect(period).toHaveValue(VALIDITY);
    await expect(period).not.toBeEditable();
    await expect(period).not.toHaveAttribute("aria-invalid", "true");
    await expect(applicant.getByLabel("签发机关")).toHaveValue(/公安局.+分局$/);
    // the applicant as the form filled it stays: the back fills nothing the proposal sends
    await expect(applicant.getByLabel("投保人姓名")).not.toHaveValue("");
  });
});
