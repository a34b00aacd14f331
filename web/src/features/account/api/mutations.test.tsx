/**
 * Types of the account feature's contracts: a mutation accepts only its call's request, and the feature's
 * texts accept only their own keys (`tsc` fails on a wrong one; the `@ts-expect-error` lines prove it), plus
 * what a mutation answers at run time.
 */
import { describe, expect, expectTypeOf, it } from "vitest";
import type { LoginRequest, MallUser } from "@micromall/domain";
import { translate } from "../../../i18n";
import { startMockGateway, DEMO_ACCOUNT } from "../../test-support/mock-gateway";
import { ACCOUNT_MESSAGES } from "../messages";
import { SMS_CODE_MESSAGES } from "../../../components/sms-code/sms.messages";
import { GatewayRefusal } from "../../../gateway/query";
import { loginMutation, settle } from "./mutations";

startMockGateway();

describe("account mutations", () => {
  it("take the call's request and answer its decoded contract", async () => {
    const run = loginMutation.mutationFn;
    if (run === undefined) throw new Error("no mutationFn");
    expectTypeOf(run).parameter(0).toEqualTypeOf<LoginRequest>();

    // @ts-expect-error -- a login payload needs a password
    const missing: Parameters<typeof run>[0] = { mobile: DEMO_ACCOUNT.mobile };
    // @ts-expect-error -- the mobile is text, not a number
    const wrongType: Parameters<typeof run>[0] = { mobile: 13800138000, password: "x" };
    void missing;
    void wrongType;

    const user = await run({ mobile: DEMO_ACCOUNT.mobile, password: DEMO_ACCOUNT.password }, undefined as never);
    expectTypeOf(user).toExtend<MallUser>();
    expect(user.mobile).toBe(DEMO_ACCOUNT.mobile);
  });

  it("settle tells a refusal as a value", async () => {
    const run = loginMutation.mutationFn;
    if (run === undefined) throw new Error("no mutationFn");
    const refused = await settle(run({ mobile: DEMO_ACCOUNT.mobile, password: "Wrong9999" }, undefined as never));
    expect(refused.ok).toBe(false);
    expect(!refused.ok && refused.refusal instanceof GatewayRefusal).toBe(true);
    await expect(settle(Promise.reject(new TypeError("a bug")))).rejects.toThrow("a bug");
  });
});

describe("account texts", () => {
  it("accept only the table's keys", () => {
    expect(translate(ACCOUNT_MESSAGES, "account.field.mobile")).toBe("手机号");
    expect(translate(SMS_CODE_MESSAGES, "sms.countdown", { n: 60 }, "en")).toBe("Resend in 60 s");
    // @ts-expect-error -- no such key in the account table
    expect(translate(ACCOUNT_MESSAGES, "account.sms.sendd")).toBe("account.sms.sendd");
    // @ts-expect-error -- the SMS code's keys are the shared piece's table (components/sms-code)
    translate(ACCOUNT_MESSAGES, "sms.send");
    // @ts-expect-error -- the personal centre's keys are not the forms' table
    translate(ACCOUNT_MESSAGES, "account.center.title");
  });
});
