/**
 * Issue 23 finding 5, form level: the five free-text fields (complaint, address detail, accident description,
 * invoice remark, alteration address) refuse control, bidi and zero-width characters with domain's `freeText`
 * message, in zh-CN and English, through the very shape each screen's form checks with; clean text passes.
 */
import { describe, expect, it } from "vitest";
import {
  ADDRESS_FORM_SHAPE,
  ALTER_ADDRESS_FORM_SHAPE,
  CLAIM_REPORT_FORM_SHAPE,
  COMPLAINT_FORM_SHAPE,
  FREE_TEXT_MESSAGE_KEY,
  INVOICE_REQUEST_FORM_SHAPE,
  messageFor,
  type FormShape,
  type Locale,
} from "@micromall/domain";
import { checkShape } from "./form-engine";

interface FreeTextField {
  readonly screen: string;
  readonly shape: FormShape;
  readonly field: string;
  /** Values that pass the whole form. */
  readonly valid: Readonly<Record<string, unknown>>;
}

const FIELDS: readonly FreeTextField[] = [
  {
    screen: "/complaint",
    shape: COMPLAINT_FORM_SHAPE,
    field: "content",
    valid: { adviceType: "1", prpdCode: "DAA", problemId: "", policyNo: "", content: "理赔进度太慢", mobile: "13800138000" },
  },
  {
    screen: "/newaddress",
    shape: ADDRESS_FORM_SHAPE,
    field: "detail",
    valid: { receiver: "张三", mobile: "13800138000", province: "广东省", city: "深圳市", district: "南山区", detail: "科技园1号", postcode: "518057", isDefault: false },
  },
  {
    screen: "/claimApplication",
    shape: CLAIM_REPORT_FORM_SHAPE,
    field: "accidentDesc",
    valid: { policyNo: "PDAA2026", insuredName: "张三", accidentTime: "2026-11-20T10:00", accidentPlace: "深南大道", accidentDesc: "路口等红灯时被追尾", mobile: "13800138000" },
  },
  {
    screen: "/invoiceRequest",
    shape: INVOICE_REQUEST_FORM_SHAPE,
    field: "nameRemark",
    valid: { custtype: "05", custname: "张三", custtaxno: "", invoiceContent: "保险费", telephone: "13800138000", buymailbox: "a@b.cn", nameRemark: "请尽快开具" },
  },
  {
    screen: "/alter",
    shape: ALTER_ADDRESS_FORM_SHAPE,
    field: "address",
    valid: { policyNo: "PDAA2026", address: "广东省深圳市南山区科技园1号" },
  },
];

/** What the probe typed: NUL, BEL, an ANSI escape, DEL, bidi overrides and isolates, zero-width characters. */
const HOSTILE = ["\u0000", "\u0007", "\u001b[31m", "\u007f", "\u202e", "\u202a", "\u2066", "\u200b", "\u200d", "\u2060", "\ufeff"];
const LOCALES: readonly Locale[] = ["zh-CN", "en"];

describe.each(FIELDS)("$screen's $field (issue 23 finding 5)", ({ shape, field, valid }) => {
  it("passes the clean text, also with tab and line breaks", () => {
    expect(checkShape(shape, valid, {}, "zh-CN").ok).toBe(true);
    const text = String(valid[field]);
    expect(checkShape(shape, { ...valid, [field]: `${text.slice(0, 2)}\n${text.slice(2, 4)}\t` }, {}, "zh-CN").ok).toBe(true);
  });

  it.each(LOCALES)("refuses every control, bidi and zero-width character with domain's message (%s), and only at the field", (locale) => {
    const message = messageFor(FREE_TEXT_MESSAGE_KEY, locale);
    expect(message).not.toBe("");
    for (const hostile of HOSTILE) {
      const text = String(valid[field]);
      const result = checkShape(shape, { ...valid, [field]: `${text.slice(0, 1)}${hostile}${text.slice(1)}` }, {}, locale);
      expect(result.ok, JSON.stringify(hostile)).toBe(false);
      expect(result.ok ? {} : result.errors, JSON.stringify(hostile)).toEqual({ [field]: message });
    }
  });
});
