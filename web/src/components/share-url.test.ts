import { afterEach, describe, expect, it, vi } from "vitest";
import { shareUrl } from "./share-url";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("shareUrl", () => {
  it("puts an in-app path under the app's base path on the page's origin", () => {
    vi.stubEnv("BASE_URL", "/micromall/");
    expect(shareUrl("/cardShareTo?ref=R1")).toBe(`${window.location.origin}/micromall/cardShareTo?ref=R1`);
    expect(shareUrl("/couplet?c=peace")).toBe(`${window.location.origin}/micromall/couplet?c=peace`);
  });

  it("serves from the origin's root when the app is", () => {
    vi.stubEnv("BASE_URL", "/");
    expect(shareUrl("/cardShareTo?ref=R1")).toBe(`${window.location.origin}/cardShareTo?ref=R1`);
  });
});
