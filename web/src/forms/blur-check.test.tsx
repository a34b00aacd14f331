/**
 * Every form of the mall checks a field when the customer leaves it, and the message names the exact fault
 * (issue 20 item 3, issue 19 "a field-level check on blur"). Table-driven over every form shape the screens'
 * `useSchemaForm` runs on (`FORM_SHAPES`, and the application form of each product kind): each validated text
 * field is given a value that breaks one of its rules, left (blur), and must show that rule's message before any
 * submit. The faults the customers met are pinned by their words: each identity-number reason and the IMEI's
 * check digit.
 */
import { describe, expect, it } from "vitest";
import { fireEvent, render, screen } from "@testing-library/react";
import {
  FORM_SHAPES,
  applicationFormConfig,
  applicationFormShape,
  formIssue,
  type FormField,
  type FormRule,
  type FormShape,
} from "@micromall/domain";
import { describedText } from "../features/test-support/dom";
import { useSchemaForm } from "./use-schema-form";

type Values = Record<string, unknown>;

/** A form of `shape`: a text input per text field, labelled by its key (the engine under every screen). */
function ShapeForm({ shape, defaults }: { shape: FormShape; defaults: Values }) {
  const form = useSchemaForm<Values, Values>(shape, defaults);
  return (
    <form noValidate onSubmit={form.submit(() => undefined)}>
      {shape.fields
        .filter((field) => field.kind === "text")
        .map((field) => {
          const error = form.errorOf(field.key);
          return (
            <p key={field.key}>
              <label>
                {field.key}
                <input {...form.field(field.key)} aria-invalid={error === undefined ? undefined : true} aria-describedby={error === undefined ? undefined : `${field.key}-error`} />
              </label>
              {error === undefined ? null : <span id={`${field.key}-error`}>{error}</span>}
            </p>
          );
        })}
    </form>
  );
}

/** Puts `value` at `path` of `values` (a field of an entry of a field array, e.g. `insureds.1.insuredName`, in its list). */
function putAt(values: Values, path: string, value: unknown): void {
  const [list, index, field] = path.split(".");
  if (index === undefined || field === undefined || list === undefined) {
    values[path] = value;
    return;
  }
  const entries = (values[list] ??= []) as Values[];
  entries[Number(index)] = { ...entries[Number(index)], [field]: value };
}

/** Every value a field starts with: texts empty, boxes unticked, a choice its first value; identity types "01". */
function defaultsOf(shape: FormShape): Values {
  const values: Values = {};
  for (const field of shape.fields) putAt(values, field.key, field.kind === "text" ? "" : field.kind === "boolean" ? false : (field.values[0] ?? ""));
  for (const rule of shape.rules) if (rule.id === "identityNumber" || rule.id === "insuredWhenNamed") putAt(values, rule.type, "01");
  return values;
}

/** Format breaches other than "!" (see {@link breach}). */
const SPECIAL_BREACHES: Partial<Record<string, string>> = { imeiCheckDigit: "490154203237519", freeText: "门\u0007牌", boothDaysRange: "11" };

/**
 * A value that breaks `rule` of `field` and passes the field's rules before it, and the message key it must show;
 * a length is broken only on a field without a format (a long text breaks a format first).
 */
function breach(field: Extract<FormField, { kind: "text" }>, rule: FormRule): { value: string; key: string } | undefined {
  switch (rule.id) {
    case "format":
      // 15 digits with a wrong Luhn digit pass the IMEI's length rule and break its check digit; free text takes
      // "!" but not a control character (a BEL); booth days out of range are a whole number beyond 10 ("!" is not a
      // whole number: that fault is the first rule's)
      return { value: SPECIAL_BREACHES[rule.format] ?? "!", key: rule.key };
    case "maxLength":
      return field.rules.some((one) => one.id === "format") ? undefined : { value: "1".repeat(rule.max + 1), key: `tooLong:${rule.max}` };
    default:
      return undefined;
  }
}

const FORMS: readonly (readonly [string, FormShape])[] = [
  ...Object.entries(FORM_SHAPES),
  ...["accident", "travel", "home", "exhibition", "phone"].map(
    (category) => [`application (${category})`, applicationFormShape(applicationFormConfig({ productCode: "T", category, channel: "" }), 2)] as const,
  ),
];

const textFields = (shape: FormShape) => shape.fields.filter((field): field is Extract<FormField, { kind: "text" }> => field.kind === "text");

/** Each validated field's breaches, and its required fields. */
const casesOf = (shape: FormShape) => ({
  breaches: textFields(shape).flatMap((field) =>
    field.rules.flatMap((rule) => {
      const broken = breach(field, rule);
      return broken === undefined ? [] : [{ field: field.key, ...broken }];
    }),
  ),
  required: textFields(shape)
    .filter((field) => field.rules.some((rule) => rule.id === "required"))
    .map((field) => field.key),
});

const input = (name: string) => screen.getByLabelText(name) as HTMLInputElement;

/** The customer types `value` into the field and leaves it. */
function typeAndLeave(name: string, value: string): void {
  fireEvent.focus(input(name));
  fireEvent.change(input(name), { target: { value } });
  fireEvent.blur(input(name));
}

const SLOW = 60_000;

describe("every form checks a field when the customer leaves it", () => {
  it("covers every form shape the screens use, each with something to check", () => {
    expect(FORMS.length).toBeGreaterThan(35);
    for (const [form, shape] of FORMS) expect([form, casesOf(shape).breaches.length + casesOf(shape).required.length > 0]).toEqual([form, true]);
    expect(FORMS.reduce((sum, [, shape]) => sum + casesOf(shape).breaches.length, 0)).toBeGreaterThan(60);
  });

  it.each(FORMS)(
    "%s: each bad value names its fault on blur; an emptied required field says so; passing through says nothing",
    (_form, shape) => {
      render(<ShapeForm shape={shape} defaults={defaultsOf(shape)} />);
      const { breaches, required } = casesOf(shape);
      for (const name of required) {
        fireEvent.focus(input(name));
        fireEvent.blur(input(name));
        expect([name, input(name).getAttribute("aria-invalid")]).toEqual([name, null]);
      }
      for (const { field, value, key } of breaches) {
        typeAndLeave(field, value);
        // a shape's own texts (the application form's booth days) before the catalogue's
        const own = shape.messages?.["zh-CN"]?.[key];
        expect([field, value, describedText(input(field))]).toEqual([field, value, own ?? formIssue(field, key).message]);
      }
      for (const name of required) {
        typeAndLeave(name, "x");
        typeAndLeave(name, "");
        // named as its label names it (F17): never the plain "请填写此项" where the field has a label
        expect([name, describedText(input(name))]).toEqual([name, `请填写${name}`]);
      }
    },
    SLOW,
  );
});

/** The identity number's faults in the customer's words (domain's `parseIdCard` reasons). */
const IDENTITY_FAULTS = [
  ["11010519491231002", "身份证号码位数不正确"],
  ["1101051949123100A2", "身份证号码只能包含数字，最后一位可以是X"],
  ["99010519491231002X", "身份证号码的地区码不正确"],
  ["110105194913310029", "身份证号码中的出生日期不正确"],
  ["110105194912310021", "身份证号码校验位不正确，请核对号码"],
] as const;

const IDENTITY_FORMS = FORMS.flatMap(([form, shape]) =>
  shape.rules.flatMap((rule) => (rule.id === "identityNumber" && rule.claim !== true ? [{ form, shape, number: rule.number }] : [])),
);

describe("a wrong identity number says why as the customer leaves it", () => {
  it("finds the forms that take an identity number", () => {
    expect(IDENTITY_FORMS.map((one) => one.form)).toEqual(expect.arrayContaining(["identityAuth", "application (accident)", "application (phone)"]));
  });

  it.each(IDENTITY_FORMS.flatMap((one) => IDENTITY_FAULTS.map(([value, message]) => ({ ...one, value, message }))))(
    "$form: $number = $value says $message",
    ({ shape, number, value, message }) => {
      render(<ShapeForm shape={shape} defaults={defaultsOf(shape)} />);
      typeAndLeave(number, value);
      expect(describedText(input(number))).toBe(message);
      typeAndLeave(number, "11010519491231002X");
      expect(input(number).getAttribute("aria-invalid")).toBeNull();
    },
  );
});

describe("an IMEI of 15 digits with a wrong Luhn digit", () => {
  it("says the check digit is wrong, not that 15 digits are wanted; a short one asks for 15 digits", () => {
    const shape = applicationFormShape(applicationFormConfig({ productCode: "T", category: "phone", channel: "" }), 1);
    render(<ShapeForm shape={shape} defaults={defaultsOf(shape)} />);
    typeAndLeave("imei", "490154203237519");
    expect(describedText(input("imei"))).toBe("IMEI号校验位不正确，请核对号码");
    typeAndLeave("imei", "49015420323751");
    expect(describedText(input("imei"))).toBe("请输入正确的15位IMEI号");
    typeAndLeave("imei", "490154203237518");
    expect(input("imei").getAttribute("aria-invalid")).toBeNull();
  });
});
