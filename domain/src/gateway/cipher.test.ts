import { createCipheriv } from "node:crypto";
import { describe, expect, test } from "vitest";
import { cipherCodec, isCipherKey, openJson, sealJson } from "./cipher";
import { CipherError, isCipherError } from "./cipher-error";
import { DEMO_CIPHER_KEY } from "./defaults";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

const KEY = "MicromallDemoKey";

function nodeSeal(json: string, key: string, mode: "ecb" | "cbc", iv?: string): string {
  const keyBytes = Buffer.from(key, "utf8");
  const cipher = createCipheriv(`aes-${keyBytes.length * 8}-${mode}`, keyBytes, mode === "cbc" ? Buffer.from(iv!, "utf8") : null);
  return Buffer.concat([cipher.update(json, "utf8"), cipher.final()]).toString("base64");
}

describe("sealJson / openJson", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    const sealed = sealJson({ a: 1 }, { key: KEY });
    expect(sealed).toMatch(/^[A-Za-z0-9+/]+=*$/);
    expect(sealJson({ a: 1 }, { key: KEY })).toBe(sealed);
    expect(openJson(sealed, { key: KEY })).toEqual({ ok: true, value: { a: 1 } });
    expect(reasonOf(openJson("@@", { key: KEY }))).toBe("base64");
    expect(openJson(sealJson([1], { key: KEY }), { key: KEY })).toEqual({ ok: true, value: [1] });
    expect(reasonOf(openJson("AAAA", { key: KEY }))).toBe("length");
    const failed = openJson("not base64!", { key: KEY });
    expect(!failed.ok && isCipherError(failed.error)).toBe(true);
    expect(isCipherKey(KEY)).toBe(true);
    expect(isCipherKey("short")).toBe(false);
  });

  test("the demo key is a valid AES-128 key", () => {
    expect(isCipherKey(DEMO_CIPHER_KEY)).toBe(true);
  });

  test("a known vector: equals node:crypto AES-128-ECB with PKCS#7", () => {
    const json = JSON.stringify({ mobile: "13800138000", name: "张三" });
    expect(sealJson({ mobile: "13800138000", name: "张三" }, { key: KEY })).toBe(nodeSeal(json, KEY, "ecb"));
  });

  test("CBC with an IV", () => {
    const options = { key: "0123456789abcdef0123456789abcdef", mode: "CBC", iv: "fedcba9876543210" } as const;
    const sealed = sealJson({ ok: true }, options);
    expect(sealed).toBe(nodeSeal('{"ok":true}', options.key, "cbc", options.iv));
    expect(openJson(sealed, options)).toEqual({ ok: true, value: { ok: true } });
  });

  test("the key is UTF-8 bytes, not a passphrase: Chinese keys count bytes", () => {
    const key = "密钥密钥密钥ab"; // 6 × 3 + 2 = 20 bytes → not allowed
    expect(isCipherKey(key)).toBe(false);
    const key16 = "密钥密钥密a"; // 5 × 3 + 1 = 16 bytes
    expect(isCipherKey(key16)).toBe(true);
    expect(sealJson("x", { key: key16 })).toBe(nodeSeal('"x"', key16, "ecb"));
  });

  test("bad options: seal throws RangeError (programmer error), open returns a CipherError", () => {
    for (const options of [
      { key: "short" },
      { key: "" },
      { key: "\ud800MicromallDemoKe" },
      { key: KEY, mode: "CBC" as const },
      { key: KEY, mode: "CBC" as const, iv: "short" },
      { key: KEY, mode: "CTR" as never },
    ]) {
      expect(() => sealJson({}, options)).toThrow(RangeError);
      const opened = openJson(sealJson({}, { key: KEY }), options);
      expect(opened.ok).toBe(false);
    }
    expect(reasonOf(openJson("", { key: "short" }))).toBe("key");
    expect(reasonOf(openJson("", { key: KEY, mode: "CBC" }))).toBe("iv");
    expect(reasonOf(openJson("", { key: KEY, mode: "CTR" as never }))).toBe("mode");
  });

  test("values JSON cannot carry throw TypeError", () => {
    expect(() => sealJson(undefined, { key: KEY })).toThrow(TypeError);
    expect(() => sealJson(() => 1, { key: KEY })).toThrow(TypeError);
    expect(() => sealJson(1n, { key: KEY })).toThrow(TypeError);
  });

  test("each failure step has its reason", () => {
    const reason = (text: string, key = KEY) => reasonOf(openJson(text, { key }));
    expect(reason("")).toBe("length");
    expect(reason("abc")).toBe("base64");
    expect(reason(" " + sealJson(1, { key: KEY }))).toBe("base64");
    expect(reason(Buffer.alloc(15).toString("base64"))).toBe("length");
    // a block whose plaintext ends in 0x00 is never valid PKCS#7
    const zeroPad = createCipheriv("aes-128-ecb", Buffer.from(KEY), null).setAutoPadding(false);
    const zeros = Buffer.concat([zeroPad.update(Buffer.alloc(16)), zeroPad.final()]).toString("base64");
    expect(reason(zeros)).toBe("padding");
    // valid padding, invalid UTF-8
    expect(reason(nodeSealBytes(Buffer.from([0xff, 0xfe, 0x7b])))).toBe("utf8");
    // a lone surrogate encoded as CESU-8 is not UTF-8
    expect(reason(nodeSealBytes(Buffer.from([0x22, 0xed, 0xa0, 0x80, 0x22])))).toBe("utf8");
    // valid UTF-8, not JSON
    expect(reason(nodeSeal("{not json", KEY, "ecb"))).toBe("json");
    expect(reason(nodeSeal("", KEY, "ecb"))).toBe("json");
  });

  test("a wrong key is a CipherError, never a throw", () => {
    const sealed = sealJson({ policyNo: "PDAA202311010000000001" }, { key: KEY });
    const opened = openJson(sealed, { key: "AnotherDemoKey!!" });
    expect(opened.ok).toBe(false);
    expect(!opened.ok && opened.error).toBeInstanceOf(CipherError);
  });

  test("isCipherError recognises a CipherError from another copy of the module by its tag", () => {
    expect(isCipherError({ _tag: "CipherError", reason: "json" })).toBe(true);
    expect(isCipherError(new Error("x"))).toBe(false);
    expect(isCipherError(null)).toBe(false);
    expect(new CipherError("json")).toBeInstanceOf(Error);
  });
});

describe("cipherCodec", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    const codec = cipherCodec({ key: KEY });
    expect(codec.open(codec.seal([1]))).toEqual({ ok: true, value: [1] });
    expect(codec.open(codec.seal({ a: 1 }))).toEqual({ ok: true, value: { a: 1 } });
    expect(reasonOf(cipherCodec({ key: "short" }).open("AAAA"))).toBe("key");
    expect(cipherCodec({ key: DEMO_CIPHER_KEY }).open("@@").ok).toBe(false);
  });

  test("seals and opens exactly as sealJson / openJson, reused call after call", () => {
    const codec = cipherCodec({ key: KEY, mode: "CBC", iv: "0123456789abcdef" });
    for (const value of [{ a: 1 }, "x", [1, 2, 3], null, { 张: "三" }]) {
      const sealed = codec.seal(value);
      expect(sealed).toBe(sealJson(value, { key: KEY, mode: "CBC", iv: "0123456789abcdef" }));
      expect(codec.open(sealed)).toEqual({ ok: true, value });
    }
    expect(cipherCodec({ key: KEY }).seal({ a: 1 })).toBe(nodeSeal('{"a":1}', KEY, "ecb"));
  });

  test("unusable options never throw when the codec is built: seal throws RangeError, open answers the reason", () => {
    for (const [options, reason] of [
      [{ key: "short" }, "key"],
      [{ key: KEY, mode: "CBC" as const }, "iv"],
      [{ key: KEY, mode: "CTR" as never }, "mode"],
    ] as const) {
      const codec = cipherCodec(options);
      expect(() => codec.seal({})).toThrow(RangeError);
      expect(reasonOf(codec.open(sealJson({}, { key: KEY })))).toBe(reason);
    }
    expect(() => cipherCodec({ key: KEY }).seal(undefined)).toThrow(TypeError);
    expect(reasonOf(cipherCodec({ key: KEY }).open("abc"))).toBe("base64");
  });
});

describe("large and wrong-typed input (issue 8 point 2)", { timeout: PROPERTY_TIMEOUT }, () => {
  // The old base64 pattern overflowed the stack between 3.4 and 6.8 MB: these answers threw a RangeError.
  const eightMegabytes = 8 * 1024 * 1024;

  test("an 8 MB text that is not base64 fails as base64, without throwing", () => {
    const text = `${"A".repeat(eightMegabytes - 4)}AA@=`;
    expect(reasonOf(openJson(text, { key: KEY }))).toBe("base64");
    expect(reasonOf(cipherCodec({ key: KEY }).open(text))).toBe("base64");
  });

  test("an 8 MB base64 text sealed with another key fails as padding, without throwing", () => {
    const text = "A".repeat(eightMegabytes);
    const opened = openJson(text, { key: KEY });
    expect(["padding", "utf8", "json"]).toContain(reasonOf(opened));
  });

  test("a sealed 7 MB answer opens back", () => {
    const value = { data: "x".repeat(7 * 1024 * 1024) };
    const sealed = sealJson(value, { key: KEY });
    expect(sealed.length).toBeGreaterThan(7_000_000);
    expect(openJson(sealed, { key: KEY })).toEqual({ ok: true, value });
  });

  test("a non-string text is a base64 failure", () => {
    for (const text of [null, undefined, 42, {}, [], Symbol("x")]) {
      expect(reasonOf(openJson(text as never, { key: KEY }))).toBe("base64");
    }
  });
});

function reasonOf(result: ReturnType<typeof openJson>): string | undefined {
  return result.ok ? undefined : result.error.reason;
}

function nodeSealBytes(bytes: Buffer): string {
  const cipher = createCipheriv("aes-128-ecb", Buffer.from(KEY), null);
  return Buffer.concat([cipher.update(bytes), cipher.final()]).toString("base64");
}
