import fc from "fast-check";
import { describe, expect, test } from "vitest";
import { MAX_GATEWAY_LINK_LENGTH, parseGatewayLink, type GatewayLinkPolicy } from "./gateway-link";

const OPEN: GatewayLinkPolicy = { hosts: ["pay.example.cn", "*.partner.example.cn", "docs.example.cn"] };
const DOWNLOAD: GatewayLinkPolicy = { ...OPEN, purpose: "download" };

describe("parseGatewayLink", () => {
  test("https addresses on the allow-list pass, normalised", () => {
    expect(parseGatewayLink("https://pay.example.cn/cashier?o=1", OPEN)).toEqual({ ok: true, url: "https://pay.example.cn/cashier?o=1" });
    expect(parseGatewayLink("HTTPS://Pay.Example.CN/c", OPEN)).toEqual({ ok: true, url: "https://pay.example.cn/c" });
    expect(parseGatewayLink("https://video-doctor.partner.example.cn/consult", OPEN)).toEqual({ ok: true, url: "https://video-doctor.partner.example.cn/consult" });
  });

  test("the findings of issue 23 (4) are refused with a reason", () => {
    expect(parseGatewayLink("https://evil.example/proposal.pdf", DOWNLOAD)).toEqual({ ok: false, reason: "host" });
    expect(parseGatewayLink("javascript:alert(1)", DOWNLOAD)).toEqual({ ok: false, reason: "scheme" });
    expect(parseGatewayLink("data:text/html,<script>alert(1)</script>", DOWNLOAD)).toEqual({ ok: false, reason: "scheme" });
    expect(parseGatewayLink("//evil.example/x", DOWNLOAD)).toEqual({ ok: false, reason: "scheme" });
    expect(parseGatewayLink("http://docs.example.cn/x.pdf", DOWNLOAD)).toEqual({ ok: false, reason: "scheme" });
    expect(parseGatewayLink("https://user:pw@pay.example.cn/", OPEN)).toEqual({ ok: false, reason: "credentials" });
    expect(parseGatewayLink("https://@pay.example.cn/", OPEN)).toEqual({ ok: false, reason: "credentials" });
    expect(parseGatewayLink("https://pay.example.cn@evil.example/", OPEN)).toEqual({ ok: false, reason: "credentials" });
  });

  test("hosts: exact names, sub-domains only through *., no ports, no look-alikes", () => {
    for (const bad of [
      "https://partner.example.cn/",
      "https://evilpartner.example.cn/",
      "https://pay.example.cn.evil.example/",
      "https://pay.example.cn:8443/",
      "https://pаy.example.cn/", // Cyrillic а
      "https://xn--py-8kc.example.cn/",
      "https://ｐａｙ.example.cn.evil/",
      "https://ｐａｙ.example.cn/",
      "https://pay。example。cn/",
      "https://127.0.0.1/",
    ]) expect(parseGatewayLink(bad, OPEN), bad).toMatchObject({ ok: false });
    expect(parseGatewayLink("https://pay.example.cn/", { hosts: [] })).toEqual({ ok: false, reason: "host" });
  });

  test("characters, empties and length", () => {
    expect(parseGatewayLink("https://pay.example.cn/a b", OPEN)).toEqual({ ok: false, reason: "characters" });
    expect(parseGatewayLink("/\\evil.example", OPEN)).toEqual({ ok: false, reason: "characters" });
    expect(parseGatewayLink("java\tscript:alert(1)", OPEN)).toEqual({ ok: false, reason: "characters" });
    expect(parseGatewayLink("https://pay.example.cn/\u202e", OPEN)).toEqual({ ok: false, reason: "characters" });
    expect(parseGatewayLink("", OPEN)).toEqual({ ok: false, reason: "empty" });
    expect(parseGatewayLink(null, OPEN)).toEqual({ ok: false, reason: "empty" });
    const long = `https://pay.example.cn/${"a".repeat(MAX_GATEWAY_LINK_LENGTH)}`;
    expect(parseGatewayLink(long, OPEN)).toEqual({ ok: false, reason: "length" });
  });

  test("downloads: a PDF data URI or an https document without a foreign type (the e-policy rule)", () => {
    expect(parseGatewayLink("data:application/pdf;base64,JVBERi0=", DOWNLOAD)).toEqual({ ok: true, url: "data:application/pdf;base64,JVBERi0=" });
    expect(parseGatewayLink("data:application/pdf;base64,JVBERi0=", OPEN)).toEqual({ ok: false, reason: "scheme" });
    expect(parseGatewayLink("data:application/pdf;base64,<script>", DOWNLOAD)).toEqual({ ok: false, reason: "document" });
    expect(parseGatewayLink("https://docs.example.cn/p/P1.pdf", DOWNLOAD)).toEqual({ ok: true, url: "https://docs.example.cn/p/P1.pdf" });
    expect(parseGatewayLink("https://docs.example.cn/file?id=1", DOWNLOAD)).toEqual({ ok: true, url: "https://docs.example.cn/file?id=1" });
    expect(parseGatewayLink("https://docs.example.cn/p/x.html", DOWNLOAD)).toEqual({ ok: false, reason: "document" });
    expect(parseGatewayLink("https://docs.example.cn/p/x.html", OPEN)).toEqual({ ok: true, url: "https://docs.example.cn/p/x.html" });
  });
});

describe("parseGatewayLink over hostile addresses (properties)", () => {
  const schemes = fc.constantFrom("javascript", "data", "http", "vbscript", "file", "ftp", "blob", "intent", "https");
  const mixCase = (s: string, flips: boolean[]) => [...s].map((c, i) => (flips[i % Math.max(flips.length, 1)] ? c.toUpperCase() : c)).join("");
  const insertAt = (s: string, at: number, piece: string) => s.slice(0, at % (s.length + 1)) + piece + s.slice(at % (s.length + 1));

  test("never throws, always a result; an accepted address is https on the list or a PDF data URI", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 300 }), fc.boolean(), (s, download) => {
        const r = parseGatewayLink(s, download ? DOWNLOAD : OPEN);
        if (r.ok) {
          const u = r.url;
          if (u.startsWith("data:")) expect(download && u.startsWith("data:application/pdf;base64,")).toBe(true);
          else expect(["pay.example.cn", "docs.example.cn"].includes(new URL(u).hostname) || new URL(u).hostname.endsWith(".partner.example.cn")).toBe(true);
        }
      }),
    );
  });

  test("no scheme but https, in any case, passes; https in any case does", () => {
    fc.assert(
      fc.property(schemes, fc.array(fc.boolean(), { minLength: 1, maxLength: 10 }), fc.constantFrom("//", ""), (scheme, flips, slashes) => {
        const r = parseGatewayLink(`${mixCase(scheme, flips)}:${slashes}pay.example.cn/x`, OPEN);
        expect(r.ok).toBe(scheme === "https" && slashes === "//");
      }),
    );
  });

  test("whitespace and control characters anywhere inside refuse the address", () => {
    const bad = fc.constantFrom(" ", "\t", "\n", "\r", "\u0000", "\u0001", "\u001b", "\u007f", "\u0085", "\u00a0", "\u2028", "\u200b", "\ufeff", "\\", "\u3000");
    fc.assert(
      fc.property(bad, fc.nat(), (piece, at) => {
        expect(parseGatewayLink(insertAt("https://pay.example.cn/x", at, piece), OPEN).ok).toBe(false);
      }),
    );
  });

  test("//host, /\\host, user:password and hosts not on the list are refused", () => {
    const host = fc.constantFrom("evil.example", "pay.example.cn.evil.example", "xn--pay-xyz.example.cn", "pаy.example.cn", "рay.example.cn", "pay。example。cn", "[::1]", "0x7f.1");
    fc.assert(
      fc.property(host, fc.string({ maxLength: 10 }), fc.string({ maxLength: 10 }), (h, user, pw) => {
        for (const u of [`//${h}/x`, `/\\${h}/x`, `https://${h}/x`, `https://${user}:${pw}@${h}/x`, `https://${user}:${pw}@pay.example.cn/x`]) {
          expect(parseGatewayLink(u, OPEN).ok, u).toBe(false);
        }
      }),
    );
  });

  // their time (linear) is a budget of `npm run bench` (bench/timing.budget.ts)
  test("200,000 characters are refused for their length; a document that long is taken", () => {
    for (const filler of ["a", "/", "@", ":", "%2F", "\u0000", "张"]) {
      const huge = `https://pay.example.cn/${filler.repeat(200_000)}`;
      expect(parseGatewayLink(huge, OPEN)).toEqual({ ok: false, reason: "length" });
      expect(parseGatewayLink(`data:application/pdf;base64,${"A".repeat(200_000)}`, DOWNLOAD).ok).toBe(true);
    }
  });
});
