import { describe, expect, it } from "vitest";
import { applicationFormConfig, emptyApplicationForm } from "./application-form";
import { applicantPrefill, type ApplicantAccountInfo } from "./applicant-prefill";
import { carApplicationConfig } from "../product/car-insure";

const INFO: ApplicantAccountInfo = {
  applyName: "谢刚娟",
  applyIdentifyType: "01",
  applyIdentifyNumber: "420106196708081889",
  applyBirthday: "1967/08/08",
  applySex: "106002",
  applyMobile: "13800000000",
  applyEmail: "user0000@example.com",
};
const travel = applicationFormConfig({ productCode: "EAJ", category: "travel", channel: "" });
const car = carApplicationConfig("");

describe("applicantPrefill (customer rehearsal 5: the car applicant's e-mail stayed empty)", () => {
  it("fills an empty application's applicant from the account", () => {
    expect(applicantPrefill(travel, emptyApplicationForm(travel, "2026-12-01"), INFO)).toMatchObject({
      applyName: "谢刚娟",
      applyIdentifyType: "01",
      applyIdentifyNumber: "420106196708081889",
      applyBirthday: "1967-08-08",
      applySex: "106002",
      applyMobile: "13800000000",
      applyEmail: "user0000@example.com",
    });
  });

  it("fills the car applicant's e-mail and the rest still empty, the same way", () => {
    const form = { ...emptyApplicationForm(car, "2026-12-01"), applyName: "谢刚娟", applyIdentifyType: "01", applyIdentifyNumber: "420106196708081889", applyMobile: "13800000000" };
    const fill = applicantPrefill(car, form, INFO);
    expect(fill.applyEmail).toBe("user0000@example.com");
    expect(fill.applyName).toBeUndefined();
    expect(fill.applyMobile).toBeUndefined();
  });

  it("keeps what is typed and gives someone else only the account's contact", () => {
    const other = { ...emptyApplicationForm(car, "2026-12-01"), applyName: "", applyIdentifyType: "01", applyIdentifyNumber: "110101199003071234" };
    expect(applicantPrefill(car, other, INFO)).toEqual({ applyMobile: "13800000000", applyEmail: "user0000@example.com" });
    const typed = { ...emptyApplicationForm(travel, "2026-12-01"), applyEmail: "me@example.cn" };
    expect(applicantPrefill(travel, typed, INFO).applyEmail).toBeUndefined();
  });

  it("gives a company applicant only the contact, a new account no sex, and a missing account nothing", () => {
    const booth = applicationFormConfig({ productCode: "EAJ_ZL", category: "exhibition", channel: "" });
    expect(Object.keys(applicantPrefill({ ...booth, kind: "exhibition" }, emptyApplicationForm(booth, "2026-12-01"), INFO)).sort()).toEqual(["applyEmail", "applyMobile"].filter((key) => key in emptyApplicationForm(booth, "2026-12-01")));
    expect(applicantPrefill(travel, emptyApplicationForm(travel, "2026-12-01"), { ...INFO, applyBirthday: "", applyIdentifyNumber: "" }).applySex).toBeUndefined();
    expect(applicantPrefill(travel, emptyApplicationForm(travel, "2026-12-01"), undefined)).toEqual({});
  });
});
