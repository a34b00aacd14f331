import { describe, expect, it } from "vitest";
import { checkForm, formMessage } from "../application/form-check";
import { CARD_ACTIVATE_FORM_SHAPE } from "../application/form-shapes/card-activate.generated";
import { CONTACT_FORM_SHAPE } from "../application/form-shapes/contact.generated";
import { IDENTITY_AUTH_FORM_SHAPE } from "../application/form-shapes/identity-auth.generated";
import { INVOICE_REQUEST_FORM_SHAPE } from "../application/form-shapes/invoice-request.generated";
import { POLICY_SEARCH_FORM_SHAPE } from "../application/form-shapes/policy-search.generated";
import type { FormShape } from "../application/form-check";
import { FORM_SHAPES } from "../application/form-shapes.generated";
import { applicationFormConfig, applicationFormShape } from "../application/application-form";
import { formPaths } from "../application/form-check";

/** The keys `checkForm` gives at `path` for `values` with `name` put at `path`. */
function keysAt(shape: FormShape, values: Record<string, unknown>, path: string, name: string): string[] {
  const result = checkForm(shape, { ...values, [path]: name });
  return result.ok ? [] : result.issues.filter((issue) => issue.path === path).map((issue) => issue.key);
}

/**
 * Customer report F13 on every form: a refused name with a space is told the space is the fault, whether the name is
 * a field's own format rule (the generated shapes) or a struct rule's (the card's named insured, the policy lookup's
 * holder, the invoice's buyer); a name refused for another character keeps its own message.
 */
describe("a name with a space, on every form (customer report F13)", () => {
  it("a field's name format: the space is the fault, the other characters keep their own message", () => {
    const auth = { identifyType: "01", identifyNumber: "11010519491231002X", agreement: true };
    expect(keysAt(IDENTITY_AUTH_FORM_SHAPE, auth, "name", "Wang Lei")).toEqual(["nameSpace"]);
    expect(keysAt(IDENTITY_AUTH_FORM_SHAPE, auth, "name", "WangLei!")).toEqual(["name"]);
    const contact = { relationship: "601005", identifyType: "01", identifyNumber: "11010519491231002X", mobile: "13912345678", birthday: "", sex: "" };
    expect(keysAt(CONTACT_FORM_SHAPE, contact, "name", "Li Si")).toEqual(["nameSpace"]);
    expect(keysAt(CONTACT_FORM_SHAPE, contact, "name", "LiSi")).toEqual([]);
  });

  it("a struct rule's name: the card's named insured, the lookup's holder, the invoice's buyer", () => {
    const card = { cardNo: "ABC12345", cardPassword: "secret", insured: "named", insuredRelationship: "601004", identifyType: "01", identifyNumber: "11010519491231002X" };
    expect(keysAt(CARD_ACTIVATE_FORM_SHAPE, card, "insuredName", "Li 4")).toEqual(["nameSpace"]);
    expect(keysAt(CARD_ACTIVATE_FORM_SHAPE, card, "insuredName", "李4")).toEqual(["insuredName"]);
    expect(keysAt(POLICY_SEARCH_FORM_SHAPE, { identifyType: "01", identifyNumber: "11010519491231002X", code: "86753" }, "holderName", "Wang Lei")).toEqual(["nameSpace"]);
    const invoice = { custtype: "05", custtaxno: "", invoiceContent: "保险费", telephone: "13912345678", buymailbox: "a@example.com", nameRemark: "" };
    expect(keysAt(INVOICE_REQUEST_FORM_SHAPE, invoice, "custname", "Wang Lei")).toEqual(["nameSpace"]);
    expect(keysAt(INVOICE_REQUEST_FORM_SHAPE, { ...invoice, custtype: "03", custtaxno: "91350100M000100Y43" }, "custname", "某某 公司")).toEqual(["nameSpace"]);
  });

  it("says so in both languages", () => {
    expect(formMessage("nameSpace")).toContain("空格");
    expect(formMessage("nameSpace", {}, "en")).toMatch(/space/);
  });
});

/**
 * Customer report 2 G2 on every form with a name beside an identity type: the name rule is the type's — a passport
 * (or another foreign document) name may have single spaces between letters ("Li Lei", E12345678), a resident identity
 * card's keeps the rule above.
 */
describe("a passport name with a space, on every form with a name and an identity type (customer report 2 G2)", () => {
  const passport = "E12345678";
  const cases: readonly [string, FormShape, Record<string, unknown>, string, string][] = [
    ["identityAuth", FORM_SHAPES.identityAuth, { agreement: true }, "name", "identifyType"],
    ["contact", FORM_SHAPES.contact, { relationship: "601001", mobile: "13912345678", birthday: "", sex: "" }, "name", "identifyType"],
    ["bindPolicy", FORM_SHAPES.bindPolicy, { policyNo: "PEAJ2026000000000001" }, "name", "identifyType"],
    ["proposalLookup", FORM_SHAPES.proposalLookup, { proposalNo: "TEAJ2026000000000001", code: "86753" }, "insuredName", "identifyType"],
    ["claimBind", FORM_SHAPES.claimBind, { birthday: "1990-01-01", sex: "0", mobliephone: "13912345678" }, "username", "identifytype"],
    ["policyLineLookup", FORM_SHAPES.policyLineLookup, { birthday: "1990-01-01", sex: "0", mobliephone: "13912345678" }, "username", "identifytype"],
    ["policySearch", FORM_SHAPES.policySearch, { code: "86753" }, "holderName", "identifyType"],
  ];
  const numberKey = (typeKey: string) => typeKey.replace(/type$/i, (end) => (end === "type" ? "number" : "Number"));

  it.each(cases)("%s: a passport holder's \"Li Lei\" passes; with an identity card the space is refused", (_name, shape, rest, nameKey, typeKey) => {
    const withPassport = { ...rest, [typeKey]: "06", [numberKey(typeKey)]: passport };
    expect(keysAt(shape, withPassport, nameKey, "Li Lei")).toEqual([]);
    expect(keysAt(shape, withPassport, nameKey, "Li  Lei")).toEqual(["nameSpacing"]);
    const withCard = { ...rest, [typeKey]: "01", [numberKey(typeKey)]: "11010519491231002X" };
    expect(keysAt(shape, withCard, nameKey, "Li Lei")).toEqual(["nameSpace"]);
  });

  it("the claim query: its own passport code 120005", () => {
    const query = { fcQueryIdentifyType: "120005", fcQueryIdentifyNumber: passport, mobile: "13912345678", code: "123456" };
    expect(keysAt(FORM_SHAPES.noCarClaimQuery, query, "name", "Li Lei")).toEqual([]);
    expect(keysAt(FORM_SHAPES.noCarClaimQuery, { ...query, fcQueryIdentifyType: "120001", fcQueryIdentifyNumber: "11010519491231002X" }, "name", "Li Lei")).toEqual(["nameSpace"]);
  });

  it("the card's named insured", () => {
    const card = { cardNo: "ABC12345", cardPassword: "secret", insured: "named", insuredRelationship: "601004", identifyType: "06", identifyNumber: passport };
    expect(keysAt(CARD_ACTIVATE_FORM_SHAPE, card, "insuredName", "Li Lei")).toEqual([]);
    expect(keysAt(CARD_ACTIVATE_FORM_SHAPE, { ...card, identifyType: "01", identifyNumber: "11010519491231002X" }, "insuredName", "Li Lei")).toEqual(["nameSpace"]);
  });

  it("the application form: the holder and each insured", () => {
    const config = applicationFormConfig({ productCode: "LAY_JN", category: "travel", channel: "" });
    const values = {
      planCode: "LAYJN01", duration: "3", startDate: "2026-12-01", insuredCount: "2",
      applyName: "Li Lei", applyIdentifyType: "06", applyIdentifyNumber: passport, applyBirthday: "1990-01-01", applySex: "106001", applyMobile: "13912345678", applyEmail: "",
      insureds: [
        { insuredRelationship: "601005", insuredName: "Li Lei", insuredIdentifyType: "06", insuredIdentifyNumber: passport, insuredBirthday: "1990-01-01", insuredSex: "1", insuredMobile: "" },
        { insuredRelationship: "601001", insuredName: "Han Meimei", insuredIdentifyType: "01", insuredIdentifyNumber: "11010519491231002X", insuredBirthday: "1949-12-31", insuredSex: "2", insuredMobile: "" },
      ],
      agreement: true,
    };
    const issues = (form: unknown) => {
      const result = checkForm(applicationFormShape(config, 2), formPaths(form));
      return result.ok ? [] : result.issues.map((issue) => [issue.path, issue.key]);
    };
    expect(issues(values)).toEqual([["insureds.1.insuredName", "nameSpace"]]);
    expect(issues({ ...values, insureds: [values.insureds[0], { ...values.insureds[1], insuredIdentifyType: "06", insuredIdentifyNumber: "E87654321" }] })).toEqual([]);
    expect(issues({ ...values, applyIdentifyType: "01", applyIdentifyNumber: "11010519491231002X" })).toEqual([["applyName", "nameSpace"], ["insureds.1.insuredName", "nameSpace"]]);
  });
});
