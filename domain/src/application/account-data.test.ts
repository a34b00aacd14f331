import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { decodeEntity } from "../schemas/decode-entity";
import { AddressFormSchema, CardActivateFormSchema, ContactFormSchema, IdentityAuthFormSchema } from "../schemas/account-data-forms";
import { addressText, cardAmountText, cardSharePath, cardTab, identityFacts, shareRefOf } from "./account-data";
import { newContactRelationship, relationshipName, selfIdentityFill } from "./relationships";
import { NO_REGION, isCompleteRegion, isRegionPicked, pickRegion, regionOptions, regionOptionsWithoutTable, toRegionTable } from "./region-picker";
import { provinceCities, provinceFirstCity, provinceOfCity } from "./city-picker";

const issuesOf = (result: ReturnType<typeof decodeEntity>) => (result.ok ? [] : result.issues.map((issue) => `${issue.path}:${issue.key}`));

describe("account data rules", () => {
  it("a new contact is self only while no saved contact is", () => {
    expect(newContactRelationship([])).toBe("601005");
    expect(newContactRelationship([{ relationship: "601001" }, { relationship: "601003" }])).toBe("601005");
    expect(newContactRelationship([{ relationship: "601001" }, { relationship: "601005" }])).toBe("");
  });

  it("fills the identity verification from the account's own contact (本人), where the form is still empty (customer rehearsal: 实名认证 asked again for what the account knew)", () => {
    const self = { relationship: "601005", name: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" };
    const spouse = { relationship: "601001", name: "张伟", identifyType: "01", identifyNumber: "11010519491231002X" };
    const types = ["01", "06"];
    const empty = { name: "", identifyType: "01", identifyNumber: "" };
    expect(selfIdentityFill(empty, [spouse, self], types)).toEqual({ name: "谢刚娟", identifyType: "01", identifyNumber: "420106196708081889" });
    // nobody is self, or self's type is not one the form offers: nothing is guessed
    expect(selfIdentityFill(empty, [spouse], types)).toEqual({});
    expect(selfIdentityFill(empty, [{ ...self, identifyType: "07" }], types)).toEqual({});
    // what the customer typed stays: a number of their own keeps the form as it is; their own name is not replaced
    expect(selfIdentityFill({ ...empty, identifyNumber: "11010519491231002X" }, [self], types)).toEqual({});
    expect(selfIdentityFill({ ...empty, name: "谢小娟" }, [self], types)).toEqual({ identifyType: "01", identifyNumber: "420106196708081889" });
    // not a list, or odd entries: nothing
    expect(selfIdentityFill(empty, null as never, types)).toEqual({});
    expect(selfIdentityFill(empty, [null, 3, { relationship: "601005" }] as never, types)).toEqual({});
  });

  it("reads birthday and sex from a type 01 number only", () => {
    expect(identityFacts("01", "11010519491231002X")).toEqual({ birthday: "1949-12-31", sex: "2" });
    expect(identityFacts("01", "110105194912310021")).toBeNull();
    expect(identityFacts("06", "11010519491231002X")).toBeNull();
  });

  it("names relationships, unknown as other", () => {
    expect(relationshipName("601005")).toBe("本人");
    expect(relationshipName("601001", "en")).toBe("Spouse");
    expect(relationshipName("x")).toBe("其他");
  });

  it("puts cards in tabs by state and validity", () => {
    expect(cardTab({ state: "0", validTo: "2026-11-23" }, "2026-11-23")).toBe("unused");
    expect(cardTab({ state: "0", validTo: "2026-11-22" }, "2026-11-23")).toBe("expired");
    expect(cardTab({ state: "1", validTo: "2020-01-01" }, "2026-11-23")).toBe("activated");
    expect(cardTab({ state: "2", validTo: "2030-01-01" }, "2026-11-23")).toBe("expired");
  });

  it("puts a card given to a friend in the shared tab, whatever its state and validity", () => {
    expect(cardTab({ state: "1", validTo: "2030-01-01", sharedTo: "李*" }, "2026-11-23")).toBe("shared");
    expect(cardTab({ state: "0", validTo: "2020-01-01", sharedTo: "李*" }, "2026-11-23")).toBe("shared");
    expect(cardTab({ state: "1", validTo: "2030-01-01", sharedTo: "" }, "2026-11-23")).toBe("activated");
  });

  it("writes a saved address as one line: region without a repeated municipality, then the detail", () => {
    expect(addressText({ province: "四川省", city: "成都市", district: "武侯区", detail: "幸福路1号" })).toBe("四川省成都市武侯区幸福路1号");
    expect(addressText({ province: "上海市", city: "上海市", district: "徐汇区", detail: "漕溪北路8号" })).toBe("上海市徐汇区漕溪北路8号");
    expect(addressText({ province: " 浙江省", city: "杭州市 ", district: "", detail: " 西湖路2号 " })).toBe("浙江省杭州市西湖路2号");
    expect(addressText({ province: "", city: "", district: "", detail: "" })).toBe("");
    expect(addressText(null as never)).toBe("");
  });

  it("shows a card amount in fen as the card format in yuan", () => {
    expect(cardAmountText(1_500_000)).toBe("1.5万");
    expect(cardAmountText(80_000)).toBe("800");
  });

  it("shows a card amount in English without 万: whole yuan with thousands separators", () => {
    expect(cardAmountText(10_000_000, "en")).toBe("100,000");
    expect(cardAmountText(30_000_000, "en")).toBe("300,000");
    expect(cardAmountText(123_456, "en")).toBe("1,234.56");
    expect(cardAmountText(80_000, "en")).toBe("800");
    expect(cardAmountText(Number.NaN, "en")).toBe("");
    for (const fen of [100_000, 1_500_000, 10_000_000, 2_500_000_000]) expect(cardAmountText(fen, "en")).not.toMatch(/万/);
  });

  it("builds and reads a share link that carries the reference alone", () => {
    expect(cardSharePath("S1a2b3c4d5")).toBe("/cardShareTo?ref=S1a2b3c4d5");
    expect(shareRefOf("?ref=S1a2b3c4d5")).toBe("S1a2b3c4d5");
    expect(shareRefOf("?ref=%3Cb%3Ehi")).toBeNull();
    expect(shareRefOf("")).toBeNull();
  });
});

describe("region picker", () => {
  // A few entries in a data package's shape (code-keyed lists), out of order, with what the reading leaves out:
  // a malformed code, an empty name, a city without districts, a district without its city, a province without cities.
  const lists = {
    province_list: { "440000": "广东省", "110000": "北京市", "330000": "浙江省", "11000": "短码", "120000": " " },
    city_list: { "440300": "深圳市", "440100": "广州市", "110100": "北京市", "440200": "韶关市" },
    county_list: { "440305": "南山区", "440304": "福田区", "440106": "天河区", "110105": "朝阳区", "441901": "中堂镇" },
  };
  const table = toRegionTable(lists);

  it("reads a package's code lists into the tree, in code order, leaving out what cannot be picked", () => {
    expect(table).toEqual([
      { code: "110000", name: "北京市", cities: [{ code: "110100", name: "北京市", districts: [{ code: "110105", name: "朝阳区" }] }] },
      {
        code: "440000",
        name: "广东省",
        cities: [
          { code: "440100", name: "广州市", districts: [{ code: "440106", name: "天河区" }] },
          { code: "440300", name: "深圳市", districts: [{ code: "440304", name: "福田区" }, { code: "440305", name: "南山区" }] },
        ],
      },
    ]);
    expect(toRegionTable(null as never)).toEqual([]);
    expect(toRegionTable({ province_list: "x", city_list: [], county_list: 1 } as never)).toEqual([]);
  });

  it("cascades: a province offers its cities, a city its districts", () => {
    expect(regionOptions({ province: "广东省", city: "", district: "" }, table).cities).toEqual(["广州市", "深圳市"]);
    expect(regionOptions({ province: "广东省", city: "深圳市", district: "" }, table).districts).toEqual(["福田区", "南山区"]);
    expect(regionOptions({ province: "", city: "", district: "" }, table)).toEqual({ provinces: ["北京市", "广东省"], cities: [], districts: [] });
    expect(regionOptions({ province: "广东省", city: "深圳市", district: "" }, [])).toEqual({ provinces: [], cities: [], districts: [] });
  });

  it("offers, before the table is there, the province names and below them only what is picked", () => {
    const provinces = ["北京市", "广东省"];
    expect(regionOptionsWithoutTable({ province: "广东省", city: "深圳市", district: "南山区" }, provinces)).toEqual({ provinces, cities: ["深圳市"], districts: ["南山区"] });
    expect(regionOptionsWithoutTable({ province: "广东省", city: "深圳市", district: "" }, provinces)).toEqual({ provinces, cities: ["深圳市"], districts: [] });
    expect(regionOptionsWithoutTable(NO_REGION, provinces)).toEqual({ provinces, cities: [], districts: [] });
    expect(regionOptionsWithoutTable({ province: "广东省", city: " ", district: 3 as never }, provinces)).toEqual({ provinces, cities: [], districts: [] });
    expect(regionOptionsWithoutTable(null as never, "x" as never)).toEqual({ provinces: [], cities: [], districts: [] });
  });

  it("a city's province, and the city a province opens at (its first in code order)", () => {
    expect(provinceOfCity(table, "深圳市")).toBe("广东省");
    expect(provinceOfCity(table, "北京市")).toBe("北京市");
    expect(provinceOfCity(table, "杭州市")).toBe("");
    expect(provinceOfCity(null as never, 3 as never)).toBe("");
    expect(provinceFirstCity(table, "广东省")).toBe("广州市");
    expect(provinceFirstCity(table, "浙江省")).toBe("");
    expect(provinceFirstCity("x" as never, "广东省")).toBe("");
    expect(provinceCities(table, "广东省")).toEqual(["广州市", "深圳市"]);
    expect(provinceCities(table, "浙江省")).toEqual([]);
  });

  it("clears the lower levels when an upper one changes", () => {
    const full = { province: "广东省", city: "深圳市", district: "南山区" };
    expect(pickRegion(full, "province", "浙江省")).toEqual({ province: "浙江省", city: "", district: "" });
    expect(pickRegion(full, "city", "广州市")).toEqual({ province: "广东省", city: "广州市", district: "" });
    expect(pickRegion(full, "province", "广东省")).toBe(full);
  });

  it("accepts only a complete pick of the table; the form's own check only asks that each level be picked", () => {
    expect(isCompleteRegion({ province: "广东省", city: "深圳市", district: "南山区" }, table)).toBe(true);
    expect(isCompleteRegion({ province: "广东省", city: "广州市", district: "南山区" }, table)).toBe(false);
    expect(isCompleteRegion({ province: "浙江省", city: "杭州市", district: "西湖区" }, table)).toBe(false);
    expect(isRegionPicked({ province: "浙江省", city: "杭州市", district: "西湖区" })).toBe(true);
    expect(isRegionPicked({ province: "浙江省", city: "杭州市", district: " " })).toBe(false);
    expect(isRegionPicked(null as never)).toBe(false);
  });
});

describe("account data forms", () => {
  const contact = { name: "张三", relationship: "601005", identifyType: "01", identifyNumber: "11010519491231002X", mobile: "13800138000", email: "", birthday: "", sex: "" as const };

  it("checks a contact's number by its type and every field at once", () => {
    expect(decodeEntity(ContactFormSchema, contact).ok).toBe(true);
    expect(issuesOf(decodeEntity(ContactFormSchema, { ...contact, identifyNumber: "110105194912310021" }))).toEqual(["identifyNumber:identity.reason.checksum"]);
    expect(issuesOf(decodeEntity(ContactFormSchema, { ...contact, identifyType: "06", identifyNumber: "E12345678" })).length).toBe(0);
    expect(issuesOf(decodeEntity(ContactFormSchema, { ...contact, name: "", mobile: "123", email: "x" }))).toEqual(
      expect.arrayContaining(["name:required", "mobile:mobile", "email:email"]),
    );
  });

  it("needs a complete region; the postal code is optional, 6 digits when given (customer report 3 H7)", () => {
    const address = { receiver: "张三", mobile: "13800138000", province: "广东省", city: "深圳市", district: "南山区", detail: "科技园1号", postcode: "518052", isDefault: false };
    expect(decodeEntity(AddressFormSchema, address).ok).toBe(true);
    // most customers do not know their postcode: an address without one is whole
    expect(decodeEntity(AddressFormSchema, { ...address, postcode: "" }).ok).toBe(true);
    const { postcode: _postcode, ...withoutPostcode } = address;
    expect(decodeEntity(AddressFormSchema, withoutPostcode).ok).toBe(true);
    for (const postcode of ["51805", "51805a", "5180 2"]) expect(issuesOf(decodeEntity(AddressFormSchema, { ...address, postcode })), postcode).toEqual(["postcode:schema.postcode"]);
    expect(issuesOf(decodeEntity(AddressFormSchema, { ...address, city: "", district: "" }))).toEqual(["district:schema.region"]);
  });

  it("needs the identity agreement ticked", () => {
    const form = { name: "张三", identifyType: "01", identifyNumber: "11010519491231002X", agreement: false };
    expect(issuesOf(decodeEntity(IdentityAuthFormSchema, form))).toEqual(["agreement:schema.identityAgreement"]);
    expect(decodeEntity(IdentityAuthFormSchema, { ...form, agreement: true }).ok).toBe(true);
  });

  it("asks who is insured only for a card that covers a named person, each field with its exact fault", () => {
    const card = { cardNo: "K2026000001", cardPassword: "123456", insured: "none" as const, insuredRelationship: "601005", insuredName: "", identifyType: "01", identifyNumber: "" };
    expect(decodeEntity(CardActivateFormSchema, card).ok).toBe(true);
    expect(issuesOf(decodeEntity(CardActivateFormSchema, { ...card, insured: "named", insuredRelationship: "" }))).toEqual([
      "insuredRelationship:required",
      "insuredName:required",
      "identifyNumber:required",
    ]);
    expect(issuesOf(decodeEntity(CardActivateFormSchema, { ...card, insured: "named", insuredName: "李4", identifyNumber: "110105194912310021" }))).toEqual([
      "insuredName:insuredName",
      "identifyNumber:identity.reason.checksum",
    ]);
    expect(decodeEntity(CardActivateFormSchema, { ...card, insured: "named", insuredRelationship: "601002", insuredName: "李四", identifyNumber: "11010519491231002X" }).ok).toBe(true);
    expect(issuesOf(decodeEntity(CardActivateFormSchema, { ...card, cardNo: "1", cardPassword: "" }))).toEqual(["cardNo:schema.cardNo", "cardPassword:required"]);
  });
});

describe("card tab at an instant", () => {
  it("reads today in China time", async () => {
    const { cardTabAt } = await import("./account-data");
    // 2026-11-22T17:00Z is already 2026-11-23 in China.
    expect(cardTabAt({ state: "0", validTo: "2026-11-22" }, new Date("2026-11-22T17:00:00Z"))).toBe("expired");
    expect(cardTabAt({ state: "0", validTo: "2026-11-22" }, new Date("2026-11-22T15:00:00Z"))).toBe("unused");
  });
});

describe("activationNeedsInsured (issue 20 item 8: a card that covers a named person asks who is insured)", () => {
  it("follows the wallet card's own flag; a number not in the wallet asks nothing", async () => {
    const { activationNeedsInsured } = await import("./account-data");
    const cards = [
      { cardNo: "K20262739022339", insuredRequired: true },
      { cardNo: "K20262390186432", insuredRequired: false },
      { cardNo: "K20267612424031" },
    ];
    expect(activationNeedsInsured("K20262739022339", cards)).toBe(true);
    expect(activationNeedsInsured(" k20262739022339 ", cards)).toBe(true);
    expect(activationNeedsInsured("K20262390186432", cards)).toBe(false);
    expect(activationNeedsInsured("K20267612424031", cards)).toBe(false);
    expect(activationNeedsInsured("K2026273902233", cards)).toBe(false);
    expect(activationNeedsInsured("", cards)).toBe(false);
    expect(activationNeedsInsured("K20262739022339", [])).toBe(false);
  });
});

describe("cardActivationRefusal (customer report 3 H13: a refusal at the field the customer can fix)", () => {
  const cards = [{ cardNo: "K20262739022339", insuredRequired: true }, { cardNo: "K20262390186432" }];

  it("a wrong number or password for the wallet's own number is the password's fault; for a typed one, both fields'", async () => {
    const { cardActivationRefusal } = await import("./account-data");
    expect(cardActivationRefusal("卡号或密码错误", "K20262739022339", cards)).toEqual({ at: "cardPassword" });
    expect(cardActivationRefusal("卡号或密码错误", " k20262739022339 ", cards, true)).toEqual({ at: "cardPassword" });
    expect(cardActivationRefusal("Wrong card number or password", "K20262390186432", cards)).toEqual({ at: "cardPassword" });
    expect(cardActivationRefusal("卡号或密码错误", "K20269999999999", cards)).toEqual({ at: "both" });
    expect(cardActivationRefusal("卡号或密码错误", "K20262739022339", [])).toEqual({ at: "both" });
    expect(cardActivationRefusal("卡号或密码错误", "", cards)).toEqual({ at: "both" });
  });

  it("a refusal of the card itself is at the number; one of the insured at the insured's field, when the form shows it", async () => {
    const { cardActivationRefusal } = await import("./account-data");
    expect(cardActivationRefusal("该卡已激活", "K20262739022339", cards)).toEqual({ at: "cardNo" });
    expect(cardActivationRefusal("该卡已分享给亲友", "K20269999999999", cards)).toEqual({ at: "cardNo" });
    expect(cardActivationRefusal("被保险人证件号码格式不正确", "K20262739022339", cards, true)).toEqual({ at: "identifyNumber" });
    expect(cardActivationRefusal("该卡保障指定的被保险人，请填写被保险人信息", "K20262739022339", cards, true)).toEqual({ at: "insuredName" });
    expect(cardActivationRefusal("被保险人证件号码格式不正确", "K20262739022339", cards, false)).toEqual({ at: "cardNo" });
  });

  it("is total: any message or number gives a place, never a throw (hostile input: hostile-input.prop.test.ts)", async () => {
    const { cardActivationRefusal } = await import("./account-data");
    const places = new Set(["cardPassword", "both", "cardNo", "insuredName", "identifyNumber"]);
    fc.assert(
      fc.property(fc.string({ unit: "grapheme" }), fc.string({ unit: "grapheme" }), fc.boolean(), (message, cardNo, named) =>
        places.has(cardActivationRefusal(message, cardNo, cards, named).at),
      ),
    );
  });
});

describe("walletCardOf (customer rehearsal 5: the activation form did not say which card it activates)", () => {
  it("finds the wallet's card the number names, trimmed and case-blind; none for another number", async () => {
    const { walletCardOf } = await import("./account-data");
    const cards = [
      { cardNo: "K20262739022339", cardName: "学生意外险卡" },
      { cardNo: "K20261111111111", cardName: "家财险卡" },
    ];
    expect(walletCardOf(" k20262739022339 ", cards)?.cardName).toBe("学生意外险卡");
    expect(walletCardOf("K20261111111111", cards)?.cardName).toBe("家财险卡");
    expect(walletCardOf("K2026111111111", cards)).toBeUndefined();
    expect(walletCardOf("", cards)).toBeUndefined();
  });
});
