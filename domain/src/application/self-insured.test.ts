import { describe, expect, it } from "vitest";
import { selfInsuredFill, vehicleOwnerFill } from "./self-insured";
import { SELF_RELATIONSHIP } from "./relationships";

const IDENTITY = { name: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" };
const EMPTY = { insuredName: "", identifyType: "01", identifyNumber: "" };

describe("selfInsuredFill (F16)", () => {
  it("fills the empty insured fields from the verified identity when the insured is the customer", () => {
    expect(selfInsuredFill(SELF_RELATIONSHIP, EMPTY, IDENTITY)).toEqual({ insuredName: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" });
  });
  it("keeps what the customer typed", () => {
    expect(selfInsuredFill(SELF_RELATIONSHIP, { ...EMPTY, insuredName: "王五" }, IDENTITY)).toEqual({ identifyType: "01", identifyNumber: "420106196708081889" });
  });
  it("empties the account's own values when the relationship turns from 本人 to another, keeping what was typed", () => {
    expect(selfInsuredFill("601001", { insuredName: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" }, IDENTITY)).toEqual({ insuredName: "", identifyNumber: "" });
    expect(selfInsuredFill("601001", { insuredName: "王五", identifyType: "01", identifyNumber: "11010519491231002X" }, IDENTITY)).toEqual({});
  });
  it("fills nothing for another relationship or without a verified identity", () => {
    expect(selfInsuredFill("601001", EMPTY, IDENTITY)).toEqual({});
    expect(selfInsuredFill(SELF_RELATIONSHIP, EMPTY, null)).toEqual({});
  });
  it("fills the number only with a type the insured may hold", () => {
    expect(selfInsuredFill(SELF_RELATIONSHIP, EMPTY, { ...IDENTITY, identifyType: "ZZ" })).toEqual({ insuredName: "谢刚娟" });
  });
});

describe("vehicleOwnerFill (customer rehearsal 3: /insureRight asked a verified owner for what the mall knows)", () => {
  it("fills the empty owner fields from the verified identity", () => {
    expect(vehicleOwnerFill(EMPTY, IDENTITY)).toEqual({ insuredName: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" });
  });
  it("fills the number under the customer's own name, never under another owner's (a vehicle saved for 李四)", () => {
    expect(vehicleOwnerFill({ ...EMPTY, insuredName: "谢刚娟" }, IDENTITY)).toEqual({ identifyType: "01", identifyNumber: "420106196708081889" });
    expect(vehicleOwnerFill({ ...EMPTY, insuredName: "李四" }, IDENTITY)).toEqual({});
  });
  it("keeps a number typed, fills only a type a vehicle owner may hold (01 / 11 / 13), and nothing without an identity", () => {
    expect(vehicleOwnerFill({ ...EMPTY, identifyNumber: "11010519491231002X" }, IDENTITY)).toEqual({ insuredName: "谢刚娟" });
    expect(vehicleOwnerFill(EMPTY, { ...IDENTITY, identifyType: "03" })).toEqual({ insuredName: "谢刚娟" });
    expect(vehicleOwnerFill(EMPTY, null)).toEqual({});
  });
});
