import { describe, expect, test } from "vitest";
import type { StandardSchemaV1 as SpecSchema } from "@standard-schema/spec";
import { LENGTH_LIMITS } from "../formats/index";
import { messageFor } from "../messages/catalogue";
import { LoginFormSchema, RegisterFormSchema, toFormSchema, toStandardIssue, type StandardSchemaV1 } from "./index";

async function validate<I, O>(schema: StandardSchemaV1<I, O>, value: unknown) {
  return schema["~standard"].validate(value);
}

describe("toFormSchema", () => {
  test("a valid value passes through as the output", async () => {
    const result = await validate(toFormSchema(LoginFormSchema), { mobile: "13800138000", password: "x" });
    expect(result).toEqual({ value: { mobile: "13800138000", password: "x" } });
  });

  test("issues carry the catalogue's text in the requested locale, at the field's path", async () => {
    const value = { mobile: "123", password: "" };
    expect(await validate(toFormSchema(LoginFormSchema, "zh-CN"), value)).toEqual({
      issues: [
        { message: "请输入正确的手机号码", path: ["mobile"] },
        { message: "请填写此项", path: ["password"] },
      ],
    });
    expect(await validate(toFormSchema(LoginFormSchema, "en"), value)).toEqual({
      issues: [
        { message: messageFor("mobile", "en"), path: ["mobile"] },
        { message: messageFor("required", "en"), path: ["password"] },
      ],
    });
  });

  test("a length failure names the limit; a struct check lands on its field", async () => {
    const long = await validate(toFormSchema(LoginFormSchema), { mobile: "138001380001", password: "x" });
    expect(long.issues?.map((issue) => issue.message)).toContain(messageFor("tooLong").replace("{max}", String(LENGTH_LIMITS.mobile)));
    const mismatch = await validate(toFormSchema(RegisterFormSchema), {
      mobile: "13800138000",
      code: "123456",
      password: "Abc12345",
      confirm: "Abc1234",
      agreement: true,
    });
    expect(mismatch).toEqual({ issues: [{ message: "两次输入的密码不一致", path: ["confirm"] }] });
  });

  test("never throws, and a value that is not an object is one issue without a path", async () => {
    const result = await validate(toFormSchema(LoginFormSchema), null);
    expect(result.issues?.length).toBeGreaterThan(0);
  });

  test("is a Standard Schema V1 as the spec types it", () => {
    const schema: SpecSchema<{ readonly mobile: string; readonly password: string }> = toFormSchema(LoginFormSchema);
    expect(schema["~standard"].version).toBe(1);
    expect(schema["~standard"].vendor).toBe("micromall");
  });

  test("index segments of a path become numbers (field arrays)", () => {
    expect(toStandardIssue({ path: "insured.0.name", key: "name", message: "m" })).toEqual({ message: "m", path: ["insured", 0, "name"] });
    expect(toStandardIssue({ path: "", key: "schema.invalid", message: "m" })).toEqual({ message: "m" });
  });
});

describe("struct checks with invalid fields", () => {
  test("a mismatched confirmation is reported together with a wrong mobile", async () => {
    const result = await validate(toFormSchema(RegisterFormSchema), {
      mobile: "1391234",
      code: "12",
      password: "abcdefgh",
      confirm: "abcdefgx",
      agreement: false,
    });
    const byPath = Object.fromEntries((result.issues ?? []).map((issue) => [String(issue.path?.[0]), issue.message]));
    expect(byPath).toMatchObject({
      mobile: "请输入正确的手机号码",
      code: "请输入6位短信验证码",
      password: "密码须为8-20位，且同时包含字母和数字",
      confirm: "两次输入的密码不一致",
      agreement: "请先阅读并同意用户协议和隐私政策",
    });
  });

  test("a struct check failing on valid fields is reported once", async () => {
    const result = await validate(toFormSchema(RegisterFormSchema), {
      mobile: "13912345678",
      code: "123456",
      password: "Abc12345",
      confirm: "Abc12346",
      agreement: true,
    });
    expect(result).toEqual({ issues: [{ message: "两次输入的密码不一致", path: ["confirm"] }] });
  });

  test("a required confirmation comes before its mismatch", async () => {
    const result = await validate(toFormSchema(RegisterFormSchema), { mobile: "", code: "", password: "Abc12345", confirm: "", agreement: false });
    const confirm = (result.issues ?? []).filter((issue) => issue.path?.[0] === "confirm").map((issue) => issue.message);
    expect(confirm[0]).toBe("请填写此项");
  });
});
