import { describe, expect, it } from "vitest";
import { loadEnglish } from "../../i18n";
import { APPLICATION_MESSAGES } from "./application.messages";

await loadEnglish(APPLICATION_MESSAGES);

describe("the application form's submit (F17)", () => {
  it("says what it does in English: it submits the application and opens the order, it does not pay", () => {
    expect(APPLICATION_MESSAGES.en["app.pay"]).toBe("Submit application ¥{amount}");
    expect(APPLICATION_MESSAGES.en["app.pay.noAmount"]).toBe("Submit application");
    expect(APPLICATION_MESSAGES.en["app.pay"]).not.toMatch(/\bpay\b/i);
  });
});
