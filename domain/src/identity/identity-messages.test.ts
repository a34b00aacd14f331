import { describe, expect, it } from "vitest";
import { creditCodeReasonKey, IDENTITY_MESSAGES, idCardReasonKey } from "../messages/identity";
import type { CreditCodeFailure } from "./credit-code";
import type { IdCardFailure } from "./id-card";

const ID_REASONS: readonly IdCardFailure[] = ["length", "charset", "region", "birthDate", "checksum"];
const CREDIT_REASONS: readonly CreditCodeFailure[] = ["length", "charset", "pair", "region", "orgCode", "checksum"];

describe("identity messages", () => {
  it("have the same keys in both languages, none blank", () => {
    const zh = IDENTITY_MESSAGES["zh-CN"];
    const en = IDENTITY_MESSAGES.en;
    expect(Object.keys(en).sort()).toEqual(Object.keys(zh).sort());
    for (const text of [...Object.values(zh), ...Object.values(en)]) expect(text.trim()).not.toBe("");
  });

  it("cover every parseIdCard and parseCreditCode reason", () => {
    for (const locale of ["zh-CN", "en"] as const) {
      const table: Record<string, string> = IDENTITY_MESSAGES[locale];
      for (const reason of ID_REASONS) expect(table[idCardReasonKey(reason)]).toBeTruthy();
      for (const reason of CREDIT_REASONS) expect(table[creditCodeReasonKey(reason)]).toBeTruthy();
    }
  });

  it("use spec §5's identity length error", () => {
    expect(IDENTITY_MESSAGES["zh-CN"]["identity.reason.length"]).toBe("身份证号码位数不正确");
    expect(IDENTITY_MESSAGES.en["identity.reason.length"]).toMatch(/wrong number of digits/);
  });
});
