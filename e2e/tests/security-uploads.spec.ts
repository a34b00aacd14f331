/**
 * Issue 23 finding 2 in the browser, on the fixtures: a claim photo leaves the page as multipart/form-data
 * carrying the scaled photo's bytes, never `file=%7B%7D` (the mock checks the file part's size and magic number;
 * the node test fixtures/src/uploads.test.ts asserts the bytes themselves); a file that is not an image by its
 * bytes (an SVG named .png) is refused at the field and never uploaded.
 */
import { expect, test } from "../support/test";
import { DEMO_ACCOUNT, openLoggedIn, screenTitle } from "../support/customer";

/** A 64×48 PNG (a photo the browser can decode and scale). */
const PHOTO = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAAQ0lEQVR42u3PQQkAAAgEsEty/aMYywp+hcEKLNO+FgEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQEBAQGBqwWJJzC16JUmhQAAAABJRU5ErkJggg==", "base64");

test.describe("security: uploads carry the file", () => {
  test("a claim photo is sent as multipart with the scaled JPEG's bytes", async ({ page }) => {
    await openLoggedIn(page, "/claimApplication", DEMO_ACCOUNT);
    await expect(screenTitle(page)).toHaveText("在线报案");
    const sent = page.waitForRequest((request) => request.url().includes("bpm/uploadBpmImage"));
    await page.getByLabel("从相册选择").setInputFiles({ name: "scene.png", mimeType: "image/png", buffer: PHOTO });
    const request = await sent;
    expect(request.headers()["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    // Chromium does not expose a Blob body to the test, so the mock gateway (which reads the file part's size and
    // first bytes, and refuses an empty or non-image file) is the witness: the photo is accepted, no refusal shows.
    expect(request.postData() ?? "").not.toContain("%7B%7D");
    await expect(page.getByRole("img", { name: "现场照片 1" })).toBeVisible();
    await expect(page.getByRole("alert")).toHaveCount(0);
  });

  test("an SVG named .png is refused at the field and never uploaded", async ({ page }) => {
    await openLoggedIn(page, "/claimApplication", DEMO_ACCOUNT);
    await expect(screenTitle(page)).toHaveText("在线报案");
    let uploads = 0;
    page.on("request", (request) => {
      if (request.url().includes("bpm/uploadBpmImage")) uploads += 1;
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>');
    await page.getByLabel("从相册选择").setInputFiles({ name: "scene.png", mimeType: "image/png", buffer: svg });
    await expect(page.getByRole("alert")).toContainText("请选择 JPG、PNG、GIF 或 WebP 格式的照片");
    expect(uploads).toBe(0);
  });
});
