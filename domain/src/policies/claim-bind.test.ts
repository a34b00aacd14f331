import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { claimBindFromIdentity, isIdCard, validatorForIdentityType } from "../index";

// 2026-11-23 12:00 in China.
const NOW = new Date("2026-11-23T04:00:00Z");
const VERIFIED = { name: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" } as const;

describe("claimBindFromIdentity (issue 20 item 6: a verified customer is not asked to bind again)", () => {
  it("turns a verified identity card and the account's mobile into the whole binding request", () => {
    expect(claimBindFromIdentity(VERIFIED, "13800000000", NOW)).toEqual({
      username: "谢刚娟",
      identifytype: "01",
      identifynumber: "420106196708081889",
      birthday: "1967-08-08",
      sex: "1",
      mobliephone: "13800000000",
    });
    // a man's number: sex 0 (the binding's code, spec §3)
    expect(claimBindFromIdentity({ name: "张三", identifyType: "01", identifyNumber: "11010519491231002X" }, "13912345678", NOW)?.sex).toBe("1");
    expect(claimBindFromIdentity({ name: "李四", identifyType: "01", identifyNumber: "110105194912310011" }, "13912345678", NOW)).toMatchObject({ birthday: "1949-12-31", sex: "0" });
  });

  it("answers null when the identity does not give every field the binding needs: the customer fills the form", () => {
    // a passport gives no birthday or sex
    expect(claimBindFromIdentity({ name: "王五", identifyType: "06", identifyNumber: "E12345678" }, "13800000000", NOW)).toBeNull();
    // no usable mobile on the account
    expect(claimBindFromIdentity(VERIFIED, "", NOW)).toBeNull();
    expect(claimBindFromIdentity(VERIFIED, "12345678901", NOW)).toBeNull();
    // a name the binding refuses (empty, too long for the claim query's 10, not a name)
    expect(claimBindFromIdentity({ ...VERIFIED, name: "" }, "13800000000", NOW)).toBeNull();
    expect(claimBindFromIdentity({ ...VERIFIED, name: "谢".repeat(11) }, "13800000000", NOW)).toBeNull();
    expect(claimBindFromIdentity({ ...VERIFIED, name: "谢<b>" }, "13800000000", NOW)).toBeNull();
    // a wrong check digit
    expect(claimBindFromIdentity({ ...VERIFIED, identifyNumber: "420106196708081888" }, "13800000000", NOW)).toBeNull();
  });

  it("property: any answer is a request the binding form would accept; it never throws", () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), fc.string(), fc.string(), (name, type, number, mobile) => {
        const request = claimBindFromIdentity({ name, identifyType: type, identifyNumber: number }, mobile, NOW);
        if (request === null) return;
        expect(request.username).toBe(name);
        expect(validatorForIdentityType(request.identifytype)(request.identifynumber)).toBe(true);
        expect(isIdCard(request.identifynumber)).toBe(true);
        expect(request.birthday).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }),
    );
  });
});
