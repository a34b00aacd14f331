import { describe, expect, it } from "vitest";
import { isMessengerUserAgent } from "./messenger-agent";

describe("isMessengerUserAgent", () => {
  it.each([
    ["Mozilla/5.0 (Linux; Android 13) … MicroMessenger/8.0.47.2560 WeChat/arm64", true],
    ["Mozilla/5.0 (iPhone) … micromessenger/8.0.50", true],
    ["Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Safari/604.1", false],
    ["", false],
  ])("%s → %s", (agent, expected) => {
    expect(isMessengerUserAgent(agent)).toBe(expected);
  });

  it("is false for a non-string (plain-JavaScript callers)", () => {
    expect(isMessengerUserAgent(undefined as unknown as string)).toBe(false);
  });
});
