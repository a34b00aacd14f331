import { expect, test } from "vitest";
import { SMS_RESEND_SECONDS } from "./sms-code-timing";
import { SMS_RESEND_SECONDS as fromPackage } from "../index";

test("SMS codes may be requested again after 60 seconds, exported from the package entry", () => {
  expect(SMS_RESEND_SECONDS).toBe(60);
  expect(fromPackage).toBe(SMS_RESEND_SECONDS);
});
