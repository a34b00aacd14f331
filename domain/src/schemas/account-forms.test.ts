import { describe, expect, test } from "vitest";
import { MESSAGES } from "../messages/catalogue";
import {
  ChangeMobileFormSchema,
  ChangePasswordFormSchema,
  LoginFormSchema,
  RegisterFormSchema,
  ResetPasswordFormSchema,
  SmsLoginFormSchema,
  decodeEntity,
} from "./index";

/** The first issue key at each path (what a form shows under the field). */
const issuesOf = (result: { ok: boolean; issues?: readonly { path: string; key: string }[] }) => {
  const first: Record<string, string> = {};
  if (!result.ok) for (const issue of result.issues ?? []) first[issue.path] ??= issue.key;
  return first;
};

const register = { mobile: "13800138000", code: "123456", password: "Abc12345", confirm: "Abc12345", agreement: true };

describe("account form schemas", () => {
  test("password login: every missing field at once, with domain's keys", () => {
    expect(issuesOf(decodeEntity(LoginFormSchema, { mobile: "", password: "" }))).toEqual({ mobile: "required", password: "required" });
    expect(issuesOf(decodeEntity(LoginFormSchema, { mobile: "12800138000", password: "x" }))).toEqual({ mobile: "mobile" });
    // logging in only requires a password: old accounts may predate the rule
    expect(decodeEntity(LoginFormSchema, { mobile: "13800138000", password: "short" }).ok).toBe(true);
  });

  test("SMS login: the code is 6 digits", () => {
    expect(issuesOf(decodeEntity(SmsLoginFormSchema, { mobile: "13800138000", code: "12345" }))).toEqual({ code: "smsCode" });
    expect(issuesOf(decodeEntity(SmsLoginFormSchema, { mobile: "13800138000", code: "1234567" }))).toEqual({ code: "smsCode" });
    expect(decodeEntity(SmsLoginFormSchema, { mobile: "13800138000", code: "012345" }).ok).toBe(true);
  });

  test("register: the new password follows the mall rule, the agreement must be ticked", () => {
    expect(decodeEntity(RegisterFormSchema, register).ok).toBe(true);
    expect(issuesOf(decodeEntity(RegisterFormSchema, { ...register, agreement: false }))).toEqual({ agreement: "schema.agreement" });
    expect(issuesOf(decodeEntity(RegisterFormSchema, { ...register, password: "abcdefgh", confirm: "abcdefgh" }))).toEqual({
      password: "schema.mallPassword",
    });
    expect(issuesOf(decodeEntity(RegisterFormSchema, { mobile: "", code: "", password: "", confirm: "", agreement: false }))).toEqual({
      mobile: "required",
      code: "required",
      password: "required",
      confirm: "required",
      agreement: "schema.agreement",
    });
  });

  test("register and reset: the confirmation must match, reported at the confirmation", () => {
    expect(issuesOf(decodeEntity(RegisterFormSchema, { ...register, confirm: "Abc12346" }))).toEqual({ confirm: "schema.confirmMismatch" });
    const { agreement: _agreement, ...reset } = register;
    expect(decodeEntity(ResetPasswordFormSchema, reset).ok).toBe(true);
    expect(issuesOf(decodeEntity(ResetPasswordFormSchema, { ...reset, confirm: "Abc1234" }))).toEqual({ confirm: "schema.confirmMismatch" });
  });

  test("change password: the new one differs from the current one and is confirmed", () => {
    const ok = { oldPassword: "old", password: "Abc12345", confirm: "Abc12345" };
    expect(decodeEntity(ChangePasswordFormSchema, ok).ok).toBe(true);
    expect(issuesOf(decodeEntity(ChangePasswordFormSchema, { ...ok, oldPassword: "Abc12345" }))).toEqual({ password: "schema.samePassword" });
    expect(issuesOf(decodeEntity(ChangePasswordFormSchema, { ...ok, confirm: "x" }))).toEqual({ confirm: "schema.confirmMismatch" });
    expect(issuesOf(decodeEntity(ChangePasswordFormSchema, { oldPassword: "", password: "", confirm: "" }))).toEqual({
      oldPassword: "required",
      password: "required",
      confirm: "required",
    });
  });

  test("change mobile: a valid mobile that is not the current one", () => {
    const schema = ChangeMobileFormSchema("13800138000");
    expect(issuesOf(decodeEntity(schema, { mobile: "13800138000", code: "123456" }))).toEqual({ mobile: "schema.sameMobile" });
    expect(issuesOf(decodeEntity(schema, { mobile: "1380013800", code: "123456" }))).toEqual({ mobile: "mobile" });
    expect(decodeEntity(schema, { mobile: "13912345678", code: "123456" }).ok).toBe(true);
  });

  test("every key the account forms use has a text in both languages", () => {
    for (const key of ["schema.mallPassword", "schema.confirmMismatch", "schema.samePassword", "schema.sameMobile", "schema.agreement"] as const) {
      expect(MESSAGES["zh-CN"][key]).toBeTruthy();
      expect(MESSAGES.en[key]).toBeTruthy();
    }
  });
});
