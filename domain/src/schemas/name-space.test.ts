import { describe, expect, it } from "vitest";
import { checkForm, formMessage } from "../application/form-check";
import { CARD_ACTIVATE_FORM_SHAPE } from "../application/form-shapes/card-activate.generated";
import { CONTACT_FORM_SHAPE } from "../application/form-shapes/contact.generated";
import { IDENTITY_AUTH_FORM_SHAPE } from "../application/form-shapes/identity-auth.generated";
import { INVOICE_REQUEST_FORM_SHAPE } from "../application/form-shapes/invoice-request.generated";
import { POLICY_SEARCH_FORM_SHAPE } from "../application/form-shapes/policy-search.generated";
import type { FormShape } from "../application/form-check";

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
    expect(keysAt(IDENTITY_AUTH_FORM_SHAPE, {}, "name", "Wang Lei")).toEqual(["nameSpace"]);
    expect(keysAt(IDENTITY_AUTH_FORM_SHAPE, {}, "name", "WangLei!")).toEqual(["name"]);
    expect(keysAt(CONTACT_FORM_SHAPE, {}, "name", "Li Si")).toEqual(["nameSpace"]);
    expect(keysAt(CONTACT_FORM_SHAPE, {}, "name", "LiSi")).toEqual([]);
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
