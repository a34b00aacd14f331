/**
 * The picture code (customer report 3 H10) on the four lookups that ask for it: /policySearch, /invoiceQuery,
 * /surrenderQuery and /applicationQuery. One shared field shows it the same way everywhere:
 *
 * - the picture sits on its input's row, vertically centred with the input (within 4 px), in both modes;
 * - in elder mode (长辈版) the code's characters are at least body size: the ink of the characters the picture draws
 *   is at least as tall as the same characters written in the page's body font at 18 px (the elder body size);
 * - picture and input stay inside the 375 px screen.
 *
 * Measured, not assumed: the picture is drawn into a canvas at its shown size (× the device pixel ratio) and the rows
 * whose pixels differ from the picture's background (its corner) are the characters' ink. The fixtures' picture is a
 * 120 × 48 SVG with its code at font-size 10 (`svgDataUri(MOCK_CAPTCHA, …, 120, 48)`): the 5 digits' ink is about
 * 7 px of its 48 (ink ≈ 0.7 × font size), so at elder mode's old 60 px they were about 9 px high (the customer's figure);
 * 18 px body digits have an ink of about 13 px, so the picture has to be about 1.8 × its own height (90 px, 1.5 × the
 * old 60), not 2.2 × the old 60 px.
 */
import { expect, test, type Page } from "../support/test";
import { MOCK_CAPTCHA } from "@micromall/fixtures";
import { openLoggedIn } from "../support/customer";
import { ELDER_MIN_TEXT_PX } from "../support/page-checks";

const ROUTES = ["/policySearch", "/invoiceQuery", "/surrenderQuery", "/applicationQuery"] as const;
/** How far apart the centres of the picture and its input may be. */
const ALIGN_PX = 4;

interface CaptchaBoxes {
  readonly input: { readonly top: number; readonly bottom: number; readonly left: number; readonly right: number };
  readonly image: { readonly top: number; readonly bottom: number; readonly left: number; readonly right: number };
  /** Height of the characters' ink in the picture, CSS px. */
  readonly ink: number;
  /** Height of the same characters' ink in the body font at the elder body size, CSS px. */
  readonly bodyInk: number;
}

/** Measures the picture code's field: the input, the picture, the picture's ink and body text's ink. */
async function measure(page: Page): Promise<CaptchaBoxes> {
  const image = page.locator("main").getByRole("img", { name: /验证码|verification code/i });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0)).toBe(true);
  const input = page.locator("main").getByRole("textbox", { name: /^(图形)?验证码$/ });
  const inputBox = await input.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
  return image.evaluate(
    (element: HTMLImageElement, { code, bodyPx, inputRect }) => {
      const rect = element.getBoundingClientRect();
      const ratio = window.devicePixelRatio;
      const canvas = document.createElement("canvas");
      canvas.width = Math.round(rect.width * ratio);
      canvas.height = Math.round(rect.height * ratio);
      const context = canvas.getContext("2d");
      if (context === null) throw new Error("no canvas");
      // drawn as the page draws it: scaled to fit its box whole (object-fit: contain), centred
      const fit = Math.min(canvas.width / element.naturalWidth, canvas.height / element.naturalHeight);
      const drawnWidth = element.naturalWidth * fit;
      const drawnHeight = element.naturalHeight * fit;
      context.drawImage(element, (canvas.width - drawnWidth) / 2, (canvas.height - drawnHeight) / 2, drawnWidth, drawnHeight);
      const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
      const at = (x: number, y: number) => (y * canvas.width + x) * 4;
      const corner = at(Math.round((canvas.width - drawnWidth) / 2) + 1, Math.round((canvas.height - drawnHeight) / 2) + 1);
      const background = [data[corner] ?? 0, data[corner + 1] ?? 0, data[corner + 2] ?? 0];
      let first = -1;
      let last = -1;
      for (let y = 0; y < canvas.height; y += 1) {
        for (let x = 0; x < canvas.width; x += 1) {
          const i = at(x, y);
          const distance = Math.abs((data[i] ?? 0) - (background[0] ?? 0)) + Math.abs((data[i + 1] ?? 0) - (background[1] ?? 0)) + Math.abs((data[i + 2] ?? 0) - (background[2] ?? 0));
          // light ink on the picture's colour; the empty canvas around a letterboxed picture (alpha 0) is not ink
          if (distance > 200 && (data[i + 3] ?? 0) > 200) {
            if (first < 0) first = y;
            last = y;
            break;
          }
        }
      }
      const body = getComputedStyle(document.body);
      context.font = `${bodyPx}px ${body.fontFamily}`;
      const metrics = context.measureText(code);
      return {
        input: { top: inputRect.top, bottom: inputRect.bottom, left: inputRect.left, right: inputRect.right },
        image: { top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right },
        ink: first < 0 ? 0 : (last - first + 1) / ratio,
        bodyInk: metrics.actualBoundingBoxAscent + metrics.actualBoundingBoxDescent,
      };
    },
    { code: MOCK_CAPTCHA, bodyPx: ELDER_MIN_TEXT_PX, inputRect: inputBox },
  );
}

for (const elder of [false, true]) {
  for (const route of ROUTES) {
    test(`${route}${elder ? " in elder mode: the picture code stands under its input, which holds a whole code, its characters at least body size" : ": the picture code sits on its input's row"}`, async ({ page }, testInfo) => {
      if (elder) await page.addInitScript(() => localStorage.setItem("micromall.elder", "1"));
      await openLoggedIn(page, route);
      const boxes = await measure(page);
      await testInfo.attach("captcha.json", { body: JSON.stringify(boxes, null, 1), contentType: "application/json" });
      const centre = (box: { top: number; bottom: number }) => (box.top + box.bottom) / 2;
      if (elder) {
        // under the input, which keeps the row's width: the whole code shows as typed
        expect.soft(boxes.image.top).toBeGreaterThanOrEqual(boxes.input.bottom);
        const input = page.locator("main").getByRole("textbox", { name: /^(图形)?验证码$/ });
        await input.fill(MOCK_CAPTCHA);
        expect(await input.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
      } else {
        expect.soft(Math.abs(centre(boxes.image) - centre(boxes.input)), `centres: picture ${centre(boxes.image)}, input ${centre(boxes.input)}`).toBeLessThanOrEqual(ALIGN_PX);
        // beside the input on its row, both inside the screen
        expect.soft(boxes.image.left).toBeGreaterThanOrEqual(boxes.input.right);
      }
      expect(boxes.input.left).toBeGreaterThanOrEqual(0);
      expect(boxes.image.right).toBeLessThanOrEqual(375);
      expect(boxes.ink, "the picture's characters are drawn").toBeGreaterThan(0);
      if (elder) expect(boxes.ink, `ink ${boxes.ink} px against body ${boxes.bodyInk} px`).toBeGreaterThanOrEqual(boxes.bodyInk - 0.5);
    });
  }
}
