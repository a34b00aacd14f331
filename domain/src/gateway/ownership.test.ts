import { describe, expect, test } from "vitest";
import { isRecordNotOwned, RECORD_NOT_OWNED_MESSAGE } from "./ownership";

describe("the not-your-record refusal", () => {
  test("recognises the gateway's message, with surrounding blanks", () => {
    expect(isRecordNotOwned(RECORD_NOT_OWNED_MESSAGE)).toBe(true);
    expect(isRecordNotOwned(` ${RECORD_NOT_OWNED_MESSAGE}\n`)).toBe(true);
  });
  test("anything else is not it", () => {
    for (const other of ["", "未找到", "手机号或密码错误", null, undefined, 1, {}]) expect(isRecordNotOwned(other)).toBe(false);
  });
});
