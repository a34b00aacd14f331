import { describe, expect, test } from "vitest";
import { MAX_HANDOVER_URL_LENGTH, handoverLink } from "./handover-link";

const ORIGIN = "https://mall.example.cn";
const PARTNERS = ["doctor.example.com", "kefu.example.cn", "partner.example.com"];

describe("handoverLink", () => {
  test("same-origin paths and https pages are followed", () => {
    expect(handoverLink("https://doctor.example.com/sso?token=t1", ORIGIN, PARTNERS)).toEqual({ ok: true, href: "https://doctor.example.com/sso?token=t1", external: true });
    expect(handoverLink("https://kefu.example.cn/chat?x=1", ORIGIN, PARTNERS)).toEqual({ ok: true, href: "https://kefu.example.cn/chat?x=1", external: true });
    expect(handoverLink("/micromall/careVoice?token=t", ORIGIN)).toEqual({ ok: true, href: "https://mall.example.cn/micromall/careVoice?token=t", external: false });
    expect(handoverLink("https://mall.example.cn/micromall/x", ORIGIN)).toEqual({ ok: true, href: "https://mall.example.cn/micromall/x", external: false });
    // A mall served over http (the local preview) may still hand over to its own origin.
    expect(handoverLink("/micromall/x", "http://127.0.0.1:4173")).toEqual({ ok: true, href: "http://127.0.0.1:4173/micromall/x", external: false });
  });

  test("the scheme is matched case-insensitively and the address comes back normalised", () => {
    expect(handoverLink("HTTPS://partner.example.com/a", ORIGIN, PARTNERS)).toEqual({ ok: true, href: "https://partner.example.com/a", external: true });
  });

  test("a page off the origin goes through the one gateway-link rule: the partner allow-list, no user:password, no port (issue 23 finding 4)", () => {
    for (const bad of [
      "https://evil.example/sso",
      "https://user:pw@doctor.example.com/sso",
      "https://doctor.example.com@evil.example/sso",
      "https://doctor.example.com:8443/sso",
      "https://doctor.example.com.evil.example/sso",
      `https://doctor.example.com/${"a".repeat(5000)}`,
    ]) {
      expect(handoverLink(bad, ORIGIN, PARTNERS), bad).toEqual({ ok: false });
    }
    // without an allow-list nothing off the origin is followed
    expect(handoverLink("https://doctor.example.com/sso", ORIGIN)).toEqual({ ok: false });
    expect(handoverLink("/micromall/x", ORIGIN)).toEqual({ ok: true, href: "https://mall.example.cn/micromall/x", external: false });
  });

  test("a path that only looks like another host stays on the mall's origin", () => {
    expect(handoverLink("/%2F%2Fevil.example/x", ORIGIN)).toEqual({ ok: true, href: "https://mall.example.cn/%2F%2Fevil.example/x", external: false });
  });

  test("refuses anything neither same-origin nor https", () => {
    for (const bad of [
      "http://doctor.example.com/sso",
      "javascript:alert(1)",
      "JAVASCRIPT:alert(1)",
      "data:text/html,<script>alert(1)</script>",
      "//evil.example/x",
      "/\\evil.example",
      "\\\\evil.example",
      "https://a b",
      "https://a.com/ b",
      " https://a.cn",
      "https://",
      "https:///x",
      "https:evil.example",
      "ftp://example.com",
      "micromall/home",
      "",
      "https://doctor.example.com/\nx",
      undefined,
      null,
      42,
    ]) {
      expect(handoverLink(bad, ORIGIN, PARTNERS), String(bad)).toEqual({ ok: false });
    }
  });

  test("an http page of the mall's host on another port is another origin", () => {
    expect(handoverLink("http://mall.example.cn:8080/x", ORIGIN)).toEqual({ ok: false });
  });

  test("a bad origin refuses everything", () => {
    expect(handoverLink("/micromall/x", "not a url")).toEqual({ ok: false });
    expect(handoverLink("https://partner.example.com/a", "not a url", PARTNERS)).toEqual({ ok: false });
  });

  test(`reads at most ${MAX_HANDOVER_URL_LENGTH} characters`, () => {
    const path = `/${"a".repeat(MAX_HANDOVER_URL_LENGTH - 1)}`;
    expect(handoverLink(path, ORIGIN).ok).toBe(true);
    expect(handoverLink(`${path}a`, ORIGIN)).toEqual({ ok: false });
  });
});
