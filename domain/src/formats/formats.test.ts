import { describe, expect, test } from "vitest";
import {
  FIELD_VALIDATORS,
  FIELD_VALIDATOR_MESSAGE_KEYS,
  LENGTH_LIMITS,
  isBankCard,
  isCusttaxno,
  isElectricFrameNumber,
  isEmail,
  isEnterpriseName,
  isFieldValidatorKind,
  isFlightNumber,
  isFrameNumber,
  isIdNum,
  isImei,
  isImeiDigits,
  imeiProblem,
  isInsuredName,
  isItemNumber,
  isLicensePlate,
  isMobile,
  isMoney,
  isName,
  isPhone,
  isPinyin,
  isPolicyNumber,
  isPostalCode,
  isSmsCode,
  isVerifyCode,
  validatorForKind,
  vinCheckDigitOk,
  withinLimit,
} from "./index";
import { isIdCard } from "../identity/index";
import { FORMAT_MESSAGES } from "../messages/formats";

describe("doc examples", () => {
  test("mobile and phone", () => {
    expect(isMobile("13800138000")).toBe(true);
    expect(isMobile("+8613800138000")).toBe(false);
    expect(isMobile("12800138000")).toBe(false);
    expect(isPhone("13800138000")).toBe(true);
    expect(isPhone("010-12345678")).toBe(true);
    expect(isPhone("0755-1234567-801")).toBe(true);
    expect(isPhone("12345")).toBe(false);
  });
  test("email", () => {
    expect(isEmail("zhang.san@example.com")).toBe(true);
    expect(isEmail("zhang san@example.com")).toBe(false);
  });
  test("codes", () => {
    expect(isSmsCode("012345")).toBe(true);
    expect(isSmsCode("12345")).toBe(false);
    expect(isVerifyCode("01234")).toBe(true);
    expect(isVerifyCode("012345")).toBe(false);
    expect(isPostalCode("100000")).toBe(true);
    expect(isPostalCode("10000")).toBe(false);
  });
  test("imei", () => {
    expect(isImei("490154203237518")).toBe(true);
    expect(isImei("490154203237519")).toBe(false);
  });
  test("imei problem: the fault is named, the check digit apart from the length", () => {
    expect(imeiProblem("490154203237518")).toBeNull();
    expect(imeiProblem("490154203237519")).toBe("imeiCheckDigit");
    expect(imeiProblem("49015420323751")).toBe("imei");
    expect(imeiProblem("4901542032375180")).toBe("imei");
    expect(imeiProblem("49015420323751a")).toBe("imei");
    expect(isImeiDigits("490154203237519")).toBe(true);
    expect(isImeiDigits("49015420323751")).toBe(false);
  });
  test("names", () => {
    expect(isName("张三")).toBe(true);
    expect(isName("阿卜杜·热合曼")).toBe(true);
    expect(isName("张三1")).toBe(false);
    expect(isInsuredName("李四")).toBe(true);
    expect(isInsuredName("Li Si")).toBe(false);
    expect(isEnterpriseName("某某科技（深圳）有限公司")).toBe(true);
    expect(isEnterpriseName("某某科技 有限公司")).toBe(false);
    expect(isPinyin("ZHANG SAN")).toBe(true);
    expect(isPinyin("   ")).toBe(false);
  });
  test("plates", () => {
    expect(isLicensePlate("粤B12345")).toBe(true);
    expect(isLicensePlate("京AD12345")).toBe(true);
    expect(isLicensePlate("沪A12345F")).toBe(true);
    expect(isLicensePlate("粤A1234挂")).toBe(true);
    expect(isLicensePlate("京AI2345")).toBe(false);
  });
  test("frame numbers", () => {
    expect(isFrameNumber("LSVAU2180N2183294")).toBe(true);
    expect(isFrameNumber("LSVAU2180N218329O")).toBe(false);
    expect(vinCheckDigitOk("1M8GDM9AXKP042788")).toBe(true);
    expect(vinCheckDigitOk("WVGZZZ5NZEW069297")).toBe(false);
    expect(isElectricFrameNumber("ABC123456789012")).toBe(true);
    expect(isElectricFrameNumber("ABC12345678901")).toBe(false);
  });
  test("reference numbers", () => {
    expect(isPolicyNumber("PDAA202444030000012345")).toBe(true);
    expect(isPolicyNumber("PDAA-2024")).toBe(false);
    expect(isBankCard("6222021234567890123")).toBe(true);
    expect(isBankCard("62220212345678901")).toBe(false);
    expect(isFlightNumber("CA1234")).toBe(true);
    expect(isFlightNumber("CA 1234")).toBe(false);
    expect(isItemNumber("A".repeat(28))).toBe(true);
    expect(isCusttaxno("91440300MA5FXXXX1Y")).toBe(true);
    expect(isCusttaxno("91440300ma5fxxxx1y")).toBe(false);
    expect(isIdNum("1234567890(B)")).toBe(true);
    expect(isIdNum("")).toBe(false);
  });
  test("money text", () => {
    expect(isMoney("12.5")).toBe(true);
    expect(isMoney("0.01")).toBe(true);
    expect(isMoney("0")).toBe(false);
    expect(isMoney("1.005")).toBe(false);
  });
  test("limits and kinds", () => {
    expect(withinLimit("张三", LENGTH_LIMITS.name.insured)).toBe(true);
    expect(withinLimit("13800138000x", LENGTH_LIMITS.mobile)).toBe(false);
    expect(isFieldValidatorKind("isnewName")).toBe(true);
    expect(isFieldValidatorKind("toString")).toBe(false);
    expect(validatorForKind("isMobile")?.("13800138000")).toBe(true);
    expect(validatorForKind("isUnknown")).toBeUndefined();
  });
});

describe("isMobile / isPhone (spec §5, standards §4)", () => {
  test.each(["13000000000", "16600000000", "19912345678", "14012345678", "16212345678"])("mobile %s", (m) => {
    expect(isMobile(m)).toBe(true);
  });
  test.each(["1380013800", "138001380000", "11012345678", "008613800138000", " 13800138000", "13800138000\n", "１３８００１３８０００"])(
    "not a mobile %j",
    (m) => expect(isMobile(m)).toBe(false),
  );
  test.each(["01012345678", "0755-1234567", "0755-12345678", "123456", "123456789", "010-12345678-1"])("phone %s", (p) => {
    expect(isPhone(p)).toBe(true);
  });
  test.each(["1234567890", "010 12345678", "(010)12345678", "010-1234567-1234567", "95518", "0-12345678"])(
    "not a phone %j",
    (p) => expect(isPhone(p)).toBe(false),
  );
});

describe("isEmail (WHATWG, ≤ 60)", () => {
  test("accepts WHATWG addresses, including a dotless domain", () => {
    expect(isEmail("a+b@example.com.cn")).toBe(true);
    expect(isEmail("user@localhost")).toBe(true);
  });
  test("rejects what WHATWG rejects", () => {
    for (const bad of ["", "a@", "@b.com", "a@b..com", "a@-b.com", "a@b-.com", "a@@b.com", "张@b.com", "a@b.com "]) {
      expect(isEmail(bad), bad).toBe(false);
    }
  });
  test("60 characters is the limit", () => {
    const at60 = `${"a".repeat(48)}@example.com`;
    expect(at60.length).toBe(60);
    expect(isEmail(at60)).toBe(true);
    expect(isEmail(`a${at60}`)).toBe(false);
  });
});

describe("names", () => {
  test("astral Han characters and the letters-only insured rule", () => {
    expect(isName("𠮷野")).toBe(true);
    expect(isInsuredName("𠮷野")).toBe(true);
    expect(isInsuredName("Zhang")).toBe(true);
    expect(isInsuredName("张·三")).toBe(false);
    expect(isName("Mary-Jane_Li")).toBe(true);
  });
  test("look-alike dots, spaces, digits and empty are rejected", () => {
    for (const bad of ["张•三", "张・三", "张 三", "", "王5"]) expect(isName(bad), bad).toBe(false);
  });
  test("enterprise names take both bracket styles but not digits or spaces", () => {
    expect(isEnterpriseName("某某(中国)有限公司")).toBe(true);
    expect(isEnterpriseName("某某（中国)有限公司")).toBe(true);
    expect(isEnterpriseName("某某3有限公司")).toBe(false);
    expect(isName("某某(中国)")).toBe(false);
  });
  test("pinyin", () => {
    expect(isPinyin("li")).toBe(true);
    expect(isPinyin(" li ")).toBe(true);
    expect(isPinyin("lǐ")).toBe(false);
    expect(isPinyin("")).toBe(false);
  });
});

describe("isLicensePlate (GA 36, standards §4)", () => {
  test.each(["京A12345", "津BDF123", "粤Z1234港", "粤Z1234澳", "京A1234学", "京A1234警", "琼EXX999"])("ordinary/suffix %s", (p) => {
    expect(isLicensePlate(p)).toBe(true);
  });
  test.each(["粤BD12345", "粤BF12345", "豫AA12345", "京AK12345", "沪AGB1234", "沪A12345D", "沪A12345K"])("new energy %s", (p) => {
    expect(isLicensePlate(p)).toBe(true);
  });
  test.each([
    ["京AO2345", "O"],
    ["京A1234I", "I"],
    ["京IA2345", "office letter I"],
    ["京AL12345", "L is not a new-energy letter"],
    ["沪A1234DF", "large plate with a letter in the first five"],
    ["沪AD1234F", "large plate with a letter in the first five"],
    ["沪AD1A234", "small plate with a letter in the last four"],
    ["台A12345", "not one of the 31 provinces"],
    ["京a12345", "lower case"],
    ["京A·12345", "separator"],
    ["京A1234", "too short"],
    ["京A123456挂", "too long"],
    ["京A12345挂", "suffix after five"],
  ])("rejects %s (%s)", (p) => {
    expect(isLicensePlate(p)).toBe(false);
  });
});

describe("frame numbers", () => {
  test("VIN alphabet excludes I, O and Q", () => {
    expect(isFrameNumber("1M8GDM9AXKP042788")).toBe(true);
    expect(isFrameNumber("1M8GDM9AXKP04278Q")).toBe(false);
    expect(isFrameNumber("1m8gdm9axkp042788")).toBe(false);
    expect(isFrameNumber("1M8GDM9AXKP04278")).toBe(false);
  });
  test("check digit: an imported European VIN is a valid frame number that only fails the warning", () => {
    expect(isFrameNumber("WF0KXXGCBKBJ13223")).toBe(true);
    expect(vinCheckDigitOk("WF0KXXGCBKBJ13223")).toBe(false);
    expect(vinCheckDigitOk("not a vin")).toBe(false);
  });
});

describe("reference numbers", () => {
  test("policy 22, bank card 16/19, flight 7, item 28, custtaxno 15/17/18/20, idNum 20", () => {
    expect(isPolicyNumber("A".repeat(22))).toBe(true);
    expect(isPolicyNumber("A".repeat(23))).toBe(false);
    expect(isBankCard("1".repeat(16))).toBe(true);
    expect(isBankCard("1".repeat(18))).toBe(false);
    expect(isFlightNumber("MU52345")).toBe(true);
    expect(isFlightNumber("MU523456")).toBe(false);
    expect(isItemNumber("A".repeat(27))).toBe(false);
    for (const n of [15, 17, 18, 20]) expect(isCusttaxno("9".repeat(n)), String(n)).toBe(true);
    for (const n of [14, 16, 19, 21]) expect(isCusttaxno("9".repeat(n)), String(n)).toBe(false);
    expect(isIdNum("A（1）")).toBe(true);
    expect(isIdNum("1".repeat(21))).toBe(false);
    expect(isIdNum("12 34")).toBe(false);
  });
});

describe("isMoney", () => {
  test.each(["1", "10", "0.5", "99.99", "1000000"])("money %s", (m) => expect(isMoney(m)).toBe(true));
  test.each(["0.00", "-1", "01", "1.", ".5", "1,000", "1e3", " 1", "１"])("not money %j", (m) =>
    expect(isMoney(m)).toBe(false),
  );
});

describe("FIELD_VALIDATORS", () => {
  test("every kind of spec §5 is mapped to the agreed function", () => {
    expect(Object.keys(FIELD_VALIDATORS).sort()).toEqual(
      ["isName", "isIdCard", "isMobile", "isPolicy", "isnewName", "isLicense", "isEnterpriseFpName", "isEmail", "isCusttaxno", "isIdNum"].sort(),
    );
    expect(FIELD_VALIDATORS.isnewName).toBe(isInsuredName);
    expect(FIELD_VALIDATORS.isEnterpriseFpName).toBe(isEnterpriseName);
    expect(FIELD_VALIDATORS.isPolicy).toBe(isPolicyNumber);
    expect(FIELD_VALIDATORS.isLicense).toBe(isLicensePlate);
    expect(FIELD_VALIDATORS.isIdCard).toBe(isIdCard);
  });
});

describe("LENGTH_LIMITS (spec §5, §9)", () => {
  test("the numbers of the spec", () => {
    expect(LENGTH_LIMITS.name).toEqual({ insured: 10, claimQuery: 10, applicant: 10, queryScreen: 30, holder: 99, company: 99 });
    expect(LENGTH_LIMITS.identityNumber).toEqual({ default: 18, extended: 20, short: 6 });
    expect([LENGTH_LIMITS.mobile, LENGTH_LIMITS.email, LENGTH_LIMITS.policyNumber, LENGTH_LIMITS.proposalNumber]).toEqual([11, 60, 22, 22]);
    expect([LENGTH_LIMITS.verifyCode, LENGTH_LIMITS.smsCode, LENGTH_LIMITS.invoiceRemark]).toEqual([5, 6, 50]);
    expect(LENGTH_LIMITS.plate).toEqual({ default: 8, settlement: 30 });
  });
});

describe("FORMAT_MESSAGES", () => {
  test("both languages have the same keys, and every validator kind has a message", () => {
    expect(Object.keys(FORMAT_MESSAGES.en).sort()).toEqual(Object.keys(FORMAT_MESSAGES["zh-CN"]).sort());
    for (const key of Object.values(FIELD_VALIDATOR_MESSAGE_KEYS)) {
      expect(FORMAT_MESSAGES["zh-CN"][key], key).toBeTruthy();
      expect(FORMAT_MESSAGES.en[key], key).toBeTruthy();
    }
  });
});
