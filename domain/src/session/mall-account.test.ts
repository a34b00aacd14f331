import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { GATEWAY_CATALOGUE } from "../gateway/catalogue";
import {
  QUICK_LOGIN_TYPE,
  mobileCheckRefusal,
  needsMobileCheck,
  openIdBindingCall,
  sessionCompareCall,
} from "./mall-account";
import { smsCodeCall } from "./sms-scene";

const PROPERTY_TIMEOUT = 60_000;

describe("mall account checks", { timeout: PROPERTY_TIMEOUT }, () => {
  test("registering and changing the mobile need an unused number; a reset needs an account; a quick login takes either", () => {
    expect(mobileCheckRefusal("register", true)).toBe("该手机号已注册，请直接登录");
    expect(mobileCheckRefusal("register", false)).toBeNull();
    expect(mobileCheckRefusal("mobile", true)).toBe("该手机号已被其他账号使用");
    expect(mobileCheckRefusal("mobile", false)).toBeNull();
    expect(mobileCheckRefusal("reset", false)).toBe("该手机号未注册，请先注册");
    expect(mobileCheckRefusal("reset", true)).toBeNull();
    expect(mobileCheckRefusal("login", true)).toBeNull();
    expect(mobileCheckRefusal("login", false)).toBeNull();
    // the proof of the account's own number before a change (F17): the number is the account's, nothing to check
    expect(mobileCheckRefusal("verify", true)).toBeNull();
    expect(mobileCheckRefusal("verify", false)).toBeNull();
  });

  test("the refusals speak English too, and an unknown locale falls back to Chinese", () => {
    expect(mobileCheckRefusal("reset", false, "en")).toBe("This mobile number is not registered. Please register first.");
    expect(mobileCheckRefusal("register", true, "fr" as never)).toBe("该手机号已注册，请直接登录");
  });

  test("only the forms with a refusal ask whether the mobile is registered", () => {
    expect(["register", "reset", "mobile", "login", "verify"].filter(needsMobileCheck)).toEqual(["register", "reset", "mobile"]);
  });

  test("an unknown scene, or one from the prototype, stops nothing and needs no check", () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.constantFrom("__proto__", "constructor", "toString")), fc.boolean(), (scene, registered) => {
        fc.pre(!["register", "reset", "mobile", "login", "verify"].includes(scene));
        expect(mobileCheckRefusal(scene, registered)).toBeNull();
        expect(needsMobileCheck(scene)).toBe(false);
      }),
    );
  });

  test("the quick login's code is the login service's GET getMobileCode; the other forms use the SMS service", () => {
    expect(smsCodeCall("login")).toBe("getMobileCode");
    expect(GATEWAY_CATALOGUE[smsCodeCall("login")].method).toBe("GET");
    for (const scene of ["register", "reset", "mobile"]) expect(smsCodeCall(scene)).toBe("getverificationCodeBJ");
  });

  test("a quick login binds and is checked with the quick-login calls, every other login with the plain ones", () => {
    expect(QUICK_LOGIN_TYPE).toBe("2");
    expect(openIdBindingCall("2")).toBe("setQuickLoginUserOpenid");
    expect(sessionCompareCall("2")).toBe("compareQuickLoginOpenId");
    fc.assert(
      fc.property(fc.string(), (loginType) => {
        fc.pre(loginType.trim() !== "2");
        expect(openIdBindingCall(loginType)).toBe("setUserOpenid");
        expect(sessionCompareCall(loginType)).toBe("compareOpenId");
      }),
    );
  });
});
