/**
 * Every photo field of the mall is optional (a photo only helps to fill a form or to show a claim), and says so in
 * both languages with one label pattern (customer report 3, H16: /inputInfo's "拍照识别身份证 0/1" said nothing while
 * the back-side uploader under it said （选填）): "<what>（选填…）" / "<what> (optional…)".
 * Every photo field is found in the source (each `PhotoUploader` / `PickThenLoad` with its `label={t("key")}`), so a
 * new one without its label here fails until its label is checked too.
 */
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";
import { IDCARD_BACK_LABEL_MESSAGES } from "../components/upload/picker.messages";
import { DATA_MESSAGES } from "../features/account/data.messages";
import { APPLICATION_MESSAGES } from "../features/buy/application.messages";
import { loadEnglish } from "../i18n";
import { REPORT_MESSAGES } from "../features/claims/report.messages";
import { COMPLAINT_MESSAGES } from "../features/services/screens/ComplaintScreen.messages";

await loadEnglish(APPLICATION_MESSAGES);

/** The label of each photo field, in both languages, by its message key. */
const PHOTO_LABELS: Readonly<Record<string, { readonly "zh-CN": string; readonly en: string }>> = {
  "app.ocr": { "zh-CN": APPLICATION_MESSAGES["zh-CN"]["app.ocr"], en: APPLICATION_MESSAGES.en["app.ocr"] },
  "idBack.photos": { "zh-CN": IDCARD_BACK_LABEL_MESSAGES["zh-CN"]["idBack.photos"], en: IDCARD_BACK_LABEL_MESSAGES.en["idBack.photos"] },
  "data.identity.ocr": { "zh-CN": DATA_MESSAGES["zh-CN"]["data.identity.ocr"], en: DATA_MESSAGES.en["data.identity.ocr"] },
  "report.photos": { "zh-CN": REPORT_MESSAGES["zh-CN"]["report.photos"], en: REPORT_MESSAGES.en["report.photos"] },
  "info.complaint.photos": { "zh-CN": COMPLAINT_MESSAGES["zh-CN"]["info.complaint.photos"], en: COMPLAINT_MESSAGES.en["info.complaint.photos"] },
};

const SOURCE = join(__dirname, "..");
const PHOTO_FIELD = /<(?:PhotoUploader|PickThenLoad)\b[^>]*?\blabel=\{\w+\("([\w.]+)"/gs;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx$/.test(name) && !/\.test\.tsx$/.test(name) ? [path] : [];
  });
}

/** The message keys of every photo field's label in the web source, with the file that uses each. */
function photoFieldKeys(): Map<string, string> {
  const keys = new Map<string, string>();
  for (const file of sourceFiles(SOURCE)) {
    for (const match of readFileSync(file, "utf8").matchAll(PHOTO_FIELD)) {
      const key = match[1];
      if (key !== undefined) keys.set(key, relative(SOURCE, file));
    }
  }
  return keys;
}

describe("photo fields say they are optional (H16)", () => {
  it("finds the photo fields of the source, each with its label checked here", () => {
    const found = photoFieldKeys();
    expect(found.size).toBeGreaterThanOrEqual(4);
    for (const [key, file] of found) expect(Object.keys(PHOTO_LABELS), `${file}: the photo field labelled ${key}`).toContain(key);
  });

  it.each(Object.entries(PHOTO_LABELS))("%s: （选填…） in Chinese and (optional…) in English, at the end", (_key, label) => {
    expect(label["zh-CN"]).toMatch(/（选填(?:，[^）]*)?）$/);
    expect(label.en).toMatch(/ \(optional(?:, [^)]*)?\)$/);
  });
});
