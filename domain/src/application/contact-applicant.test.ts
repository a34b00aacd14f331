import { describe, expect, it } from "vitest";
import { APPLICANT_IDENTITY_TYPES } from "../identity/identity-types";
import { contactApplicantPatch } from "./contact-applicant";

const self = { relationship: "601005", name: "赵磊", identifyType: "01", identifyNumber: "11010519491231002X", birthday: "1949-12-31", sex: "2", mobile: "13912340021", email: "zhao@example.com" };

describe("contactApplicantPatch (customer report 2 G13: a saved contact fills the applicant)", () => {
  it("fills the applicant's fields, the sex in the applicant's codes", () => {
    expect(contactApplicantPatch(self, APPLICANT_IDENTITY_TYPES)).toEqual({
      applyName: "赵磊",
      applyIdentifyType: "01",
      applyIdentifyNumber: "11010519491231002X",
      applyBirthday: "1949-12-31",
      applySex: "106002",
      applyMobile: "13912340021",
      applyEmail: "zhao@example.com",
    });
    expect(contactApplicantPatch({ ...self, sex: "1" }, APPLICANT_IDENTITY_TYPES).applySex).toBe("106001");
  });
  it("keeps the applicant's identity when the contact's document is none an applicant may use (a student card)", () => {
    const student = { ...self, identifyType: "03", identifyNumber: "S2019001" };
    const patch = contactApplicantPatch(student, APPLICANT_IDENTITY_TYPES);
    expect(patch).toEqual({ applyName: "赵磊", applyMobile: "13912340021", applyEmail: "zhao@example.com" });
  });
  it("leaves out what the contact does not know (no e-mail, no sex)", () => {
    const patch = contactApplicantPatch({ ...self, email: "", sex: "", birthday: "" }, APPLICANT_IDENTITY_TYPES);
    expect(patch).not.toHaveProperty("applyEmail");
    expect(patch).not.toHaveProperty("applySex");
    expect(patch).not.toHaveProperty("applyBirthday");
  });
});
