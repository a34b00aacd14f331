import { describe, expect, it } from "vitest";
import { claimNotices } from "./claim-notices";

describe("claimNotices", () => {
  it("gives one notice per done step with a time, newest first", () => {
    expect(claimNotices([
      { code: "1", time: "2026-11-01 10:00:00", done: true, note: "已报案" },
      { code: "2", time: "2026-11-02 09:00:00", done: true },
      { code: "3", time: "", done: false },
    ])).toEqual([
      { step: "accepted", time: "2026-11-02 09:00:00", note: "" },
      { step: "reported", time: "2026-11-01 10:00:00", note: "已报案" },
    ]);
  });

  it("leaves out steps not done and done steps without a time", () => {
    expect(claimNotices([{ code: "1", time: "", done: true }, { code: "2", time: "2026-11-02 09:00:00", done: false }])).toEqual([]);
    expect(claimNotices([])).toEqual([]);
  });

  it("keeps the later step first when two share a time", () => {
    const time = "2026-11-03 12:00:00";
    expect(claimNotices([{ code: "1", time, done: true }, { code: "2", time, done: true }]).map((notice) => notice.step)).toEqual(["accepted", "reported"]);
  });
});
