import { describe, expect, it } from "vitest";
import { ePolicyDelivery } from "./e-policy-delivery";

describe("ePolicyDelivery (F17)", () => {
  it("names the mobile alone when no e-mail was given", () => {
    expect(ePolicyDelivery({ mobile: "13912345678", email: "" })).toEqual({ channels: "mobile", mobile: "139****5678" });
    expect(ePolicyDelivery({ mobile: "13912345678" })).toEqual({ channels: "mobile", mobile: "139****5678" });
  });
  it("names the e-mail too when one was given", () => {
    expect(ePolicyDelivery({ mobile: "13912345678", email: "wang@example.com" })).toEqual({ channels: "mobileAndEmail", mobile: "139****5678", email: "wang@example.com" });
    expect(ePolicyDelivery({ mobile: "", email: "wang@example.com" })).toEqual({ channels: "email", email: "wang@example.com" });
  });
  it("a broken value is no channel; no parties promise nothing", () => {
    expect(ePolicyDelivery({ mobile: "12345", email: "not-an-email" })).toEqual({ channels: "none" });
    expect(ePolicyDelivery(undefined)).toEqual({ channels: "none" });
    expect(ePolicyDelivery(null)).toEqual({ channels: "none" });
  });
});
