/**
 * The browser's effect-free form checker (`checkForm` over `FORM_SHAPES`) is the form Schemas':
 * (a) the committed generated shapes equal the shapes compiled from the form Schemas now (no drift), and the
 *     compiler refuses a filter without a known `formRule`;
 * (b) per form, `checkForm` and `toFormSchema` agree on ok/not-ok, on the issues (paths and texts, in order) and
 *     on the value, for realistic values (domain's arbitraries) and hostile ones (blank, over-long, odd
 *     characters, wrong types, missing keys, extra keys), in both languages.
 * With `ANSWER_SHAPES_WRITE=1` (`npm run gen:shapes -w domain`) (a) rewrites the generated file instead.
 */
import { mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import * as Schema from "effect/Schema";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkForm, toFormResolverSchema, type FormShape } from "../application/form-check";
import { FORM_SHAPES, IDENTITY_NUMBER_QUERY_FORM_SHAPE, LOGIN_FORM_SHAPE } from "../application/form-shapes.generated";
import { FORM_FORMATS } from "../application/form-formats";
import { STRUCT_RULE_CHECKS } from "../application/form-struct-rules";
import { mallPasswordArb, mobileArb } from "../formats/formats.arb";
import { validCreditCodeArb } from "../identity/credit-code.arb";
import { validIdCardArb } from "../identity/id-card.arb";
import { validOrgCodeArb } from "../identity/org-code.arb";
import type { Locale } from "../messages/locale";
import { AddressFormSchema, CardActivateFormSchema, CardReceiveFormSchema, ContactFormSchema, IdentityAuthFormSchema, IdentityNumberQuerySchema } from "./account-data-forms";
import {
  ChangeMobileFormSchema,
  ChangePasswordFormSchema,
  LoginFormSchema,
  RegisterFormSchema,
  ResetPasswordFormSchema,
  SmsLoginFormSchema,
} from "./account-forms";
import { maxLength, notBlank, rule } from "./fields";
import { InvoiceEmailFormSchema, InvoiceRequestFormSchema, SurrenderFormSchema } from "./invoice-forms";
import { CarInvoiceLookupSchema, InvoiceLookupSchema } from "./lookups";
import { ClaimBindFormSchema, ClaimReportFormSchema, NoCarClaimQueryFormSchema } from "./claim-forms";
import {
  AlterAddressFormSchema,
  AlterEmailFormSchema,
  AlterMobileFormSchema,
  BenefitCodeFormSchema,
  BindPolicyFormSchema,
  BindVehicleFormSchema,
  CarCollectFormSchema,
  CourtesyCarFormSchema,
} from "./benefit-forms";
import { FORM_SHAPES_DIR, FormShapeError, formShapeConstant, formShapeOfAst, renderFormShapesModules } from "./form-shape-ast";
import { toFormSchema, type AnyFormSchema } from "./standard";
import { ComplaintFormSchema } from "./services";
import { ProposalLookupFormSchema } from "./buy-forms";
import { PolicyLineLookupFormSchema, PolicyNumberFormSchema, PolicySearchFormSchema, PolicyVehicleLookupFormSchema } from "./policy-lookup-forms";
import { CarLookupFormSchema } from "./car-forms";
import { FlightBenefitLookupFormSchema, SettlementLookupFormSchema } from "./settlement-forms";

const APPLICATION = fileURLToPath(new URL("../application/", import.meta.url));
const REGENERATE = "npm run gen:shapes -w domain";
/** The value of `currentMobile` the change-mobile Schema is built with when compiled (the shape keeps only the parameter). */
const SAMPLE_MOBILE = "13800138000";

/** Every form Schema, by the name of its shape. */
const FORM_SCHEMAS = {
  login: LoginFormSchema,
  smsLogin: SmsLoginFormSchema,
  register: RegisterFormSchema,
  resetPassword: ResetPasswordFormSchema,
  changePassword: ChangePasswordFormSchema,
  changeMobile: ChangeMobileFormSchema(SAMPLE_MOBILE),
  contact: ContactFormSchema,
  address: AddressFormSchema,
  identityAuth: IdentityAuthFormSchema,
  cardActivate: CardActivateFormSchema,
  cardReceive: CardReceiveFormSchema,
  identityNumberQuery: IdentityNumberQuerySchema,
  // invoices and surrender (issue 11)
  invoiceLookup: InvoiceLookupSchema,
  carInvoiceLookup: CarInvoiceLookupSchema,
  invoiceRequest: InvoiceRequestFormSchema,
  invoiceEmail: InvoiceEmailFormSchema,
  surrender: SurrenderFormSchema,
  // claims (issue 10)
  claimBind: ClaimBindFormSchema,
  claimReport: ClaimReportFormSchema,
  // issue 21: the non-motor claim query
  noCarClaimQuery: NoCarClaimQueryFormSchema,
  // services (svc-a)
  complaint: ComplaintFormSchema,
  // issue 12, part B (benefits)
  benefitCode: BenefitCodeFormSchema,
  courtesyCar: CourtesyCarFormSchema,
  bindPolicy: BindPolicyFormSchema,
  bindVehicle: BindVehicleFormSchema,
  alterMobile: AlterMobileFormSchema,
  alterEmail: AlterEmailFormSchema,
  alterAddress: AlterAddressFormSchema,
  carCollect: CarCollectFormSchema,
  // buy-b (issue 9)
  proposalLookup: ProposalLookupFormSchema,
  // policy lookups (look-a, issue 10)
  policySearch: PolicySearchFormSchema,
  policyLineLookup: PolicyLineLookupFormSchema,
  policyVehicleLookup: PolicyVehicleLookupFormSchema,
  policyNumber: PolicyNumberFormSchema,
  // car (issue 9, /insureRight)
  carLookup: CarLookupFormSchema,
  // look-b (issue 10): settlement and flight-delay lookups
  settlementLookup: SettlementLookupFormSchema,
  flightBenefitLookup: FlightBenefitLookupFormSchema,
} satisfies Record<string, AnyFormSchema>;
type FormName = keyof typeof FORM_SCHEMAS;
const NAMES = Object.keys(FORM_SCHEMAS) as FormName[];

describe("FORM_SHAPES (generated)", () => {
  it("equals the shapes compiled from the form Schemas now", () => {
    const shapes = Object.fromEntries(NAMES.map((name) => [name, formShapeOfAst(FORM_SCHEMAS[name].ast)]));
    const files = renderFormShapesModules(shapes);
    const generatedDir = `${APPLICATION}${FORM_SHAPES_DIR}/`;
    if (process.env["ANSWER_SHAPES_WRITE"] === "1") {
      rmSync(generatedDir, { recursive: true, force: true });
      mkdirSync(generatedDir, { recursive: true });
      for (const [path, text] of Object.entries(files)) writeFileSync(`${APPLICATION}${path}`, text);
      return;
    }
    const onDisk = readdirSync(generatedDir).map((file) => `${FORM_SHAPES_DIR}/${file}`);
    expect(onDisk.sort(), `the generated modules are stale; run \`${REGENERATE}\``).toEqual(Object.keys(files).filter((path) => path.startsWith(`${FORM_SHAPES_DIR}/`)).sort());
    for (const [path, text] of Object.entries(files)) {
      expect(readFileSync(`${APPLICATION}${path}`, "utf8"), `${path} is stale; run \`${REGENERATE}\``).toBe(text);
    }
    expect(Object.keys(FORM_SHAPES).sort()).toEqual([...NAMES].sort());
    for (const name of NAMES) {
      expect(FORM_SHAPES[name], `${name}: the generated shapes are stale; run \`${REGENERATE}\``).toStrictEqual(shapes[name]);
    }
  });
});

describe("formShapeOfAst", () => {
  it("compiles a form's fields, rules and struct rules", () => {
    expect(formShapeOfAst(RegisterFormSchema.ast)).toStrictEqual({
      fields: [
        { key: "mobile", kind: "text", rules: [{ id: "required" }, { id: "format", format: "mobile", key: "mobile" }, { id: "maxLength", max: 11 }] },
        { key: "code", kind: "text", rules: [{ id: "required" }, { id: "format", format: "smsCode", key: "smsCode" }, { id: "maxLength", max: 6 }] },
        { key: "password", kind: "text", rules: [{ id: "required" }, { id: "format", format: "mallPassword", key: "schema.mallPassword" }, { id: "maxLength", max: 20 }] },
        { key: "confirm", kind: "text", rules: [{ id: "required" }, { id: "maxLength", max: 20 }] },
        { key: "agreement", kind: "boolean", rules: [{ id: "accepted", key: "schema.agreement" }] },
      ],
      rules: [{ id: "confirmMatches", password: "password", confirm: "confirm" }],
      formats: { mobile: FORM_FORMATS.mobile, smsCode: FORM_FORMATS.smsCode, mallPassword: FORM_FORMATS.mallPassword },
      structRules: { confirmMatches: STRUCT_RULE_CHECKS.confirmMatches },
    });
  });

  it("gives each form its own constant, carrying only the validators that form uses", () => {
    expect(FORM_SHAPES.login).toBe(LOGIN_FORM_SHAPE);
    expect(FORM_SHAPES.identityNumberQuery).toBe(IDENTITY_NUMBER_QUERY_FORM_SHAPE);
    expect(formShapeConstant("identityNumberQuery")).toBe("IDENTITY_NUMBER_QUERY_FORM_SHAPE");
    expect(Object.keys(LOGIN_FORM_SHAPE.formats)).toEqual(["mobile"]);
    expect(Object.keys(LOGIN_FORM_SHAPE.structRules)).toEqual([]);
    const files = renderFormShapesModules({ login: LOGIN_FORM_SHAPE, register: FORM_SHAPES.register });
    expect(Object.keys(files).sort()).toEqual(["form-shapes.generated.ts", `${FORM_SHAPES_DIR}/login.generated.ts`, `${FORM_SHAPES_DIR}/register.generated.ts`]);
    const register = files[`${FORM_SHAPES_DIR}/register.generated.ts`];
    expect(register).toContain('import { isMallPassword } from "../../formats/mall-password";');
    expect(register).toContain('import { confirmMatches } from "../struct-rules/confirm-matches";');
    expect(register).toContain("formats: { mobile: isMobile, smsCode: isSmsCode, mallPassword: isMallPassword },");
    expect(files[`${FORM_SHAPES_DIR}/login.generated.ts`]).not.toContain("isSmsCode");
    expect(files["form-shapes.generated.ts"]).toContain("  login: LOGIN_FORM_SHAPE,");
  });

  it("reports a shape that lacks the check of one of its rules as an invalid form, not a pass", () => {
    const withoutFormat: FormShape = { ...LOGIN_FORM_SHAPE, formats: {} };
    expect(checkForm(withoutFormat, { mobile: "13800138000", password: "x" })).toMatchObject({ ok: false, issues: [{ path: "", key: "schema.invalid" }] });
    const withoutRule: FormShape = { ...FORM_SHAPES.register, structRules: {} };
    const values = { mobile: "13800138000", code: "123456", password: "Abc12345", confirm: "Abc12345", agreement: true };
    expect(checkForm(FORM_SHAPES.register, values).ok).toBe(true);
    expect(checkForm(withoutRule, values)).toMatchObject({ ok: false, issues: [{ path: "", key: "schema.invalid" }] });
  });

  it("keeps the change-mobile parameter, not its value", () => {
    expect(FORM_SHAPES.changeMobile.fields[0]?.kind === "text" && FORM_SHAPES.changeMobile.fields[0].rules.at(-1)).toStrictEqual({
      id: "notParam",
      param: "currentMobile",
      key: "schema.sameMobile",
    });
  });

  it.each([
    ["a filter without a formRule", Schema.Struct({ x: Schema.String.check(rule("mobile", (s) => s !== "")) }), "x"],
    ["effect's own filter", Schema.Struct({ x: Schema.String.check(Schema.isMinLength(1)) }), "x"],
    ["a struct filter without a formRule", Schema.Struct({ x: Schema.String }).check(Schema.makeFilter(() => true)), ""],
    ["an unknown rule id", Schema.Struct({ x: Schema.String.check(Schema.makeFilter(() => true, { formRule: { id: "nope" } })) }), "x"],
    ["an unknown format", Schema.Struct({ x: Schema.String.check(Schema.makeFilter(() => true, { formRule: { id: "format", format: "nope", key: "k" } })) }), "x"],
    ["a non-aborting required", Schema.Struct({ x: Schema.String.check(Schema.makeFilter(() => true, { formRule: { id: "required" } })) }), "x"],
    ["an aborting maxLength", Schema.Struct({ x: Schema.String.check(Schema.makeFilter(() => true, { formRule: { id: "maxLength", max: 1 } }, true)) }), "x"],
    ["a number field", Schema.Struct({ x: Schema.Finite }), "x"],
    ["a transformation", Schema.Struct({ x: Schema.NumberFromString }), "x"],
    ["a nested struct", Schema.Struct({ x: Schema.Struct({ y: Schema.String }) }), "x"],
    ["not a struct", Schema.String.check(notBlank, maxLength(3)), ""],
  ])("fails on %s (never drops a rule silently)", (_, schema, path) => {
    expect(() => formShapeOfAst(schema.ast)).toThrow(FormShapeError);
    try {
      formShapeOfAst(schema.ast);
    } catch (error) {
      expect(error instanceof FormShapeError && error.path).toBe(path);
    }
  });
});

// ---------------------------------------------------------------------------------------------------------
// (b) agreement with toFormSchema
// ---------------------------------------------------------------------------------------------------------

const hostileText = fc.oneof(
  fc.constantFrom("", " ", "\t\n", "　", "x", "0", "1".repeat(200), "张三·李", "a\u0000b", "𠀋𠀋", "A-b_c", "12345", "123456", "1234567"),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: "grapheme", maxLength: 12 }),
);

/** Realistic values of a field, by its key (valid ones from domain's arbitraries where they exist). */
const REALISTIC: Readonly<Record<string, fc.Arbitrary<string>>> = {
  mobile: fc.oneof(mobileArb, fc.constant(SAMPLE_MOBILE)),
  password: mallPasswordArb,
  oldPassword: mallPasswordArb,
  confirm: mallPasswordArb,
  code: fc.stringMatching(/^\d{6}$/),
  name: fc.constantFrom("张三", "李四四", "Ann", "王·小明", "ABCDEFGHIJK"),
  insuredName: fc.constantFrom("张三", "Li", "", "张三三三三三三三三三三"),
  receiver: fc.constantFrom("张三", "Ann-Lee"),
  relationship: fc.constantFrom("601005", "601001"),
  identifyType: fc.constantFrom("01", "01", "01", "02", "11", "13", "14", "99", ""),
  identifyNumber: fc.oneof(validIdCardArb, validIdCardArb, validCreditCodeArb, validOrgCodeArb, fc.constant("110105194912310021")),
  email: fc.constantFrom("", "a@b.cn", "a@b"),
  birthday: fc.constantFrom("", "1990-01-01"),
  province: fc.constantFrom("北京市", "广东省", ""),
  city: fc.constantFrom("北京市", "深圳市", ""),
  district: fc.constantFrom("朝阳区", "南山区", ""),
  detail: fc.constantFrom("科技园1号", "x".repeat(101)),
  postcode: fc.constantFrom("518000", "51800", "100000"),
  cardNo: fc.stringMatching(/^[A-Za-z0-9]{4,32}$/),
  cardPassword: fc.constantFrom("123456", "x".repeat(21)),
  // invoices and surrender (issue 11)
  policyNo: fc.constantFrom("P440300202600000001", "P-1", "", "PDAA202642015493842041", "x".repeat(23)),
  licenseNo: fc.constantFrom("粤BD12345", "京A1234", ""),
  carInsuredName: fc.constantFrom("张三", "某某科技（深圳）有限公司", "x".repeat(31)),
  carIdentifyType: fc.constantFrom("01", "11", "13", ""),
  carIdentifyNumber: fc.oneof(validIdCardArb, validCreditCodeArb, validOrgCodeArb),
  carCode: fc.constantFrom("86753", "12", "123456"),
  custname: fc.constantFrom("张三", "某某科技（深圳）有限公司", "A(B)", ""),
  custtaxno: fc.oneof(validCreditCodeArb, fc.constantFrom("", "123")),
  invoiceContent: fc.constantFrom("保险费", "", "x".repeat(31)),
  telephone: fc.constantFrom("13800138000", "010-12345678", "12"),
  buymailbox: fc.constantFrom("a@b.cn", "a@b", ""),
  nameRemark: fc.constantFrom("", "备注", "x".repeat(51)),
  reasonCode: fc.constantFrom("R1", "", " "),
  // claims (issue 10)
  username: fc.constantFrom("张三", "Ann", "ABCDEFGHIJK", ""),
  identifytype: fc.constantFrom("01", "01", "06", "07", ""),
  identifynumber: fc.oneof(validIdCardArb, fc.constant("110105194912310021"), fc.constant("E12345678")),
  mobliephone: fc.oneof(mobileArb, fc.constant("12345")),
  accidentTime: fc.constantFrom("2026-11-20T10:00", ""),
  accidentPlace: fc.constantFrom("武汉市武昌区滨江路", "x".repeat(101), ""),
  accidentDesc: fc.constantFrom("追尾", "x".repeat(501), ""),
  // issue 21: the non-motor claim query
  fcQueryIdentifyNumber: fc.oneof(validIdCardArb, fc.constant("110105194912310021"), fc.constant("H12345678"), fc.constant("AB123456")),
};

const hostileValue = fc.constantFrom<unknown>(undefined, null, 0, 1.5, true, false, [], {}, ["x"]);

/** A field's value: mostly realistic, sometimes hostile text, rarely a wrong type or a missing key. */
function fieldArb(shape: FormShape["fields"][number]): fc.Arbitrary<unknown> {
  const typed: fc.Arbitrary<unknown> =
    shape.kind === "text"
      ? fc.oneof({ arbitrary: REALISTIC[shape.key] ?? hostileText, weight: 4 }, { arbitrary: hostileText, weight: 2 })
      : shape.kind === "boolean"
        ? fc.boolean()
        : fc.oneof({ arbitrary: fc.constantFrom(...shape.values), weight: 4 }, { arbitrary: hostileText, weight: 1 });
  return fc.oneof({ arbitrary: typed, weight: 12 }, { arbitrary: hostileValue, weight: 1 });
}

const MISSING = Symbol("missing");

function formArb(shape: FormShape): fc.Arbitrary<unknown> {
  const entries = shape.fields.map((field) => fc.oneof({ arbitrary: fieldArb(field), weight: 20 }, { arbitrary: fc.constant(MISSING), weight: 1 }));
  return fc
    .tuple(fc.tuple(...entries), fc.boolean(), fc.boolean(), fc.option(fc.string(), { nil: undefined }))
    .map(([values, copyPassword, sameOld, extra]) => {
      const form: Record<string, unknown> = {};
      shape.fields.forEach((field, index) => {
        if (values[index] !== MISSING) form[field.key] = values[index];
      });
      if (copyPassword && "password" in form && "confirm" in form) form["confirm"] = form["password"];
      if (sameOld && "password" in form && "oldPassword" in form) form["oldPassword"] = form["password"];
      if (extra !== undefined) form["extraKey"] = extra;
      return form;
    });
}

const LOCALES: readonly Locale[] = ["zh-CN", "en"];

describe("checkForm agrees with toFormSchema", () => {
  it.each(NAMES)("%s", (name) => {
    const shape: FormShape = FORM_SHAPES[name];
    fc.assert(
      fc.property(formArb(shape), fc.constantFrom(...LOCALES), mobileArb, (values, locale, currentMobile) => {
        const schema = name === "changeMobile" ? ChangeMobileFormSchema(currentMobile) : FORM_SCHEMAS[name];
        const expected = toFormSchema(schema, locale)["~standard"].validate(values);
        const actual = toFormResolverSchema(shape, { currentMobile }, locale)["~standard"].validate(values);
        expect(actual).toStrictEqual(expected);
      }),
      { numRuns: 400 },
    );
  });

  it.each([undefined, null, "x", 1, [], [{ mobile: SAMPLE_MOBILE }]])("on a form value that is not an object: %s", (values) => {
    expect(toFormResolverSchema(FORM_SHAPES.register, {}, "zh-CN")["~standard"].validate(values)).toStrictEqual(
      toFormSchema(RegisterFormSchema, "zh-CN")["~standard"].validate(values),
    );
  });

  it("reports a cross-field problem together with a field's", () => {
    const checked = checkForm(FORM_SHAPES.register, { mobile: "1", code: "123456", password: "Abc12345", confirm: "Abc12346", agreement: true }, {}, "en");
    expect(checked.ok ? [] : checked.issues.map((issue) => [issue.path, issue.key])).toEqual([
      ["mobile", "mobile"],
      ["confirm", "schema.confirmMismatch"],
    ]);
  });

  it("keeps the shape's keys in order and drops others", () => {
    expect(checkForm(FORM_SHAPES.login, { password: "x", extra: 1, mobile: SAMPLE_MOBILE })).toStrictEqual({ ok: true, value: { mobile: SAMPLE_MOBILE, password: "x" } });
  });
});
