import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { LOCALES } from "../messages/locale";
import {
  HOTLINE,
  HOTLINE_HREF,
  RESULT_CODES,
  errorForHttpStatus,
  errorForResult,
  errorForSignature,
  resultCodeRow,
} from "./errors";
import { HANDLER_CODE } from "../application/handler-code";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

describe("errorForHttpStatus (spec §8)", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(errorForHttpStatus(404)).toEqual({ kind: "reload", message: "网络崩溃了，请刷新页面重试" });
    expect(errorForHttpStatus(502, "en").message).toBe("The service is temporarily unavailable. Please try again later.");
    expect(errorForHttpStatus(0).message).toBe("系统繁忙，请稍后重试");
  });

  test("each status of the table", () => {
    expect(errorForHttpStatus(404)).toEqual({ kind: "reload", message: "网络崩溃了，请刷新页面重试" });
    expect(errorForHttpStatus(500)).toEqual({ kind: "home", message: "数据获取失败，您可以返回首页重新投保" });
    expect(errorForHttpStatus(502)).toEqual({ kind: "message", message: "服务暂时不可用，请稍后重试" });
    expect(errorForHttpStatus(503)).toEqual(errorForHttpStatus(502));
    for (const other of [400, 401, 403, 408, 429, 501, 504, 0, -1, Number.NaN, Infinity, 200.5]) {
      expect(errorForHttpStatus(other)).toEqual({ kind: "message", message: "系统繁忙，请稍后重试" });
    }
  });

  test("total on any number and locale", () => {
    fc.assert(
      fc.property(fc.double(), fc.constantFrom(...LOCALES), (status, locale) => {
        const error = errorForHttpStatus(status, locale);
        expect(error.message.length).toBeGreaterThan(0);
      }),
    );
  });
});

describe("errorForResult (spec §8)", { timeout: PROPERTY_TIMEOUT }, () => {
  test("the §9 handler code 55000043 is no result code of §8: answered as one, it is the 'other' row", () => {
    expect(resultCodeRow(HANDLER_CODE)).toBe("other");
    expect(errorForResult(HANDLER_CODE, "经办人代码无效")).toEqual({ kind: "message", message: "经办人代码无效" });
    expect(errorForResult(HANDLER_CODE, "", { quiet: true })).toBeNull();
  });

  test("doc examples", () => {
    expect(errorForResult("1", "成功")).toBeNull();
    expect(errorForResult("X10000001", "")).toEqual({
      kind: "home-or-call",
      message: "数据获取失败，您可以返回首页或拨打客服热线 95518",
    });
    expect(errorForResult("X9", "保单不存在")).toEqual({ kind: "home", message: "保单不存在" });
    expect(errorForResult("E01", "验证码错误", { quiet: true })).toBeNull();
  });

  test("X1 needs eight or more characters; the server message is not shown", () => {
    expect(errorForResult("X1000000", "后台异常")?.kind).toBe("home-or-call");
    expect(errorForResult("X1234567890", "后台异常")?.message).toBe(RESULT_CODES.X1.messages["zh-CN"]);
    expect(errorForResult("X100000", "后台异常")).toEqual({ kind: "message", message: "后台异常" });
    expect(errorForResult("X1", "后台异常")).toEqual({ kind: "message", message: "后台异常" });
  });

  test("X2 reloads with its own text", () => {
    expect(errorForResult("X2", "ignored")).toEqual({ kind: "reload", message: "网络崩溃了，请刷新重试" });
    expect(errorForResult("X2000001", "ignored", {}, "en")).toEqual({
      kind: "reload",
      message: "The network crashed. Please refresh and try again.",
    });
  });

  test("X3 and X9 go home with the server message", () => {
    expect(errorForResult("X3", "订单已失效")).toEqual({ kind: "home", message: "订单已失效" });
    expect(errorForResult("X9000001", "保单不存在")).toEqual({ kind: "home", message: "保单不存在" });
    expect(errorForResult("X3", "  ")).toEqual({ kind: "home", message: RESULT_CODES.X3.messages["zh-CN"] });
  });

  test("other codes show the server message unless the call is quiet", () => {
    expect(errorForResult("0", "验证码错误")).toEqual({ kind: "message", message: "验证码错误" });
    expect(errorForResult("", "")).toEqual({ kind: "message", message: "系统繁忙，请稍后重试" });
    expect(errorForResult("0", "", {}, "en")?.message).toBe("The system is busy. Please try again later.");
    expect(errorForResult("0", "验证码错误", { quiet: true })).toBeNull();
  });

  test("quiet calls still show X1/X2/X3/X9", () => {
    for (const code of ["X10000001", "X2", "X3", "X9"]) {
      expect(errorForResult(code, "服务器消息", { quiet: true })).not.toBeNull();
    }
  });

  test("codes are not trimmed or case-folded", () => {
    expect(errorForResult(" 1", "x")?.kind).toBe("message");
    expect(errorForResult("x2", "x")?.kind).toBe("message");
    expect(resultCodeRow("1 ")).toBe("other");
  });

  test("total: any code and message give null only for 1 or quiet other codes, else a non-blank text", () => {
    fc.assert(
      fc.property(
        fc.string({ unit: "binary" }),
        fc.string({ unit: "binary" }),
        fc.boolean(),
        fc.constantFrom(...LOCALES),
        (code, message, quiet, locale) => {
          const error = errorForResult(code, message, { quiet }, locale);
          const row = resultCodeRow(code);
          if (row === "1" || (row === "other" && quiet)) expect(error).toBeNull();
          else {
            expect(error).not.toBeNull();
            expect(error!.message.trim()).not.toBe("");
            expect(error!.kind).toBe(RESULT_CODES[row].kind);
          }
        },
      ),
    );
  });

  test("any generated X1 code of 8+ characters is home-or-call", () => {
    fc.assert(
      fc.property(fc.string({ minLength: 6, unit: "binary" }), fc.string({ unit: "binary" }), (tail, message) => {
        expect(errorForResult(`X1${tail}`, message)?.kind).toBe("home-or-call");
      }),
    );
  });
});

describe("errorForSignature", { timeout: PROPERTY_TIMEOUT }, () => {
  test("a toast with the message, or the catalogue text when blank", () => {
    expect(errorForSignature("invalid signature")).toEqual({ kind: "toast", message: "invalid signature" });
    expect(errorForSignature("")).toEqual({ kind: "toast", message: "微信签名失败" });
    expect(errorForSignature(" ", "en").message).toBe("The messenger signature failed.");
  });
});

describe("RESULT_CODES completeness", { timeout: PROPERTY_TIMEOUT }, () => {
  test("every row has a non-blank zh-CN and en text", () => {
    const rows = Object.entries(RESULT_CODES);
    expect(rows.map(([row]) => row).sort()).toEqual(
      ["1", "X1", "X2", "X3", "X9", "other", "http-404", "http-500", "http-502", "http-503", "http-other", "signature"].sort(),
    );
    for (const [row, entry] of rows) {
      for (const locale of LOCALES) expect(entry.messages[locale].trim(), `${row} ${locale}`).not.toBe("");
    }
  });

  test("the X1 text names the hotline", () => {
    for (const locale of LOCALES) expect(RESULT_CODES.X1.messages[locale]).toContain(HOTLINE);
    expect(HOTLINE_HREF).toBe("tel:95518");
  });
});
