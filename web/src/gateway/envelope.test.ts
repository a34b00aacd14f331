import { describe, expect, it } from "vitest";
import { DEMO_CIPHER_KEY, openJson, sealJson } from "@micromall/domain";
import { envelopeCodec } from "./envelope";

describe("envelopeCodec", () => {
  it("seals and opens the envelope of its key (doc example)", () => {
    const codec = envelopeCodec(DEMO_CIPHER_KEY);
    expect(codec.open(codec.seal({ a: 1 }))).toEqual({ ok: true, value: { a: 1 } });
    expect(codec.seal({ a: 1 })).toBe(sealJson({ a: 1 }, { key: DEMO_CIPHER_KEY }));
    expect(openJson(codec.seal([1, "二"]), { key: DEMO_CIPHER_KEY })).toEqual({ ok: true, value: [1, "二"] });
    expect(codec.open("not base64!")).toMatchObject({ ok: false, error: { reason: "base64" } });
  });

  it("is built once per key", () => {
    const first = envelopeCodec(DEMO_CIPHER_KEY);
    expect(envelopeCodec(DEMO_CIPHER_KEY)).toBe(first);
    const other = envelopeCodec("AnotherDemoKey!!");
    expect(other).not.toBe(first);
    expect(other.open(first.seal({ a: 1 })).ok).toBe(false);
    expect(envelopeCodec(DEMO_CIPHER_KEY).open(first.seal({ a: 1 }))).toEqual({ ok: true, value: { a: 1 } });
  });
});
