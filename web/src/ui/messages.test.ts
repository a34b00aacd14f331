import { describe, expect, it } from "vitest";
import { UI_MESSAGES } from "../i18n/messages/ui";

describe("ui message table", () => {
  it("has every key in both languages, none empty", () => {
    const zh = Object.keys(UI_MESSAGES["zh-CN"]).sort();
    const en = Object.keys(UI_MESSAGES.en).sort();
    expect(en).toEqual(zh);
    for (const text of [...Object.values(UI_MESSAGES["zh-CN"]), ...Object.values(UI_MESSAGES.en)]) expect(text.length).toBeGreaterThan(0);
  });
  it("carries the spec's texts", () => {
    expect(UI_MESSAGES["zh-CN"]["ui.loading"]).toBe("加载中...");
    expect(UI_MESSAGES["zh-CN"]["ui.datePicker.invalid"]).toBe("输入的数据不合法!");
  });
});
