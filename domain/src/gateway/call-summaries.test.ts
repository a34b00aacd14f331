import { describe, expect, test } from "vitest";
import { GATEWAY_CALLS, GATEWAY_CATALOGUE } from "./catalogue";
import { GATEWAY_CALL_SUMMARIES } from "./call-summaries";

describe("gateway call summaries", () => {
  test("every catalogue call has exactly one non-empty summary, and no summary names an unknown call", () => {
    expect(Object.keys(GATEWAY_CALL_SUMMARIES).sort()).toEqual(GATEWAY_CALLS.map((c) => c.name).sort());
    for (const text of Object.values(GATEWAY_CALL_SUMMARIES)) expect(text.trim().length).toBeGreaterThan(0);
    expect(GATEWAY_CALL_SUMMARIES.getToken).toBe("exchange the messenger code for an open id");
  });

  test("the catalogue entries carry only what a request needs (the summaries are documentation)", () => {
    expect(Object.keys(GATEWAY_CATALOGUE.pageInitMall).sort()).toEqual(["encrypted", "form", "method", "name", "path", "quiet", "service"]);
  });
});
