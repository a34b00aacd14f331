import { createCipheriv } from "node:crypto";
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { cipherCodec, isCipherKey, openJson, sealJson } from "./cipher";
import { isCipherError } from "./cipher-error";
import { cipherIv, cipherKey, jsonValue } from "./gateway.arb";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

function nodeSeal(json: string, key: string, mode: "ecb" | "cbc", iv?: string): string {
  const keyBytes = Buffer.from(key, "utf8");
  const cipher = createCipheriv(`aes-${keyBytes.length * 8}-${mode}`, keyBytes, mode === "cbc" ? Buffer.from(iv!, "utf8") : null);
  return Buffer.concat([cipher.update(json, "utf8"), cipher.final()]).toString("base64");
}

describe("cipher properties", { timeout: PROPERTY_TIMEOUT }, () => {
  test("generated keys have the stated size", () => {
    fc.assert(
      fc.property(cipherKey, ({ key, bits }) => {
        expect(Buffer.byteLength(key, "utf8") * 8).toBe(bits);
        expect(isCipherKey(key)).toBe(true);
      }),
    );
  });

  test("round trip, ECB and CBC, 128/192/256-bit keys", () => {
    fc.assert(
      fc.property(jsonValue, cipherKey, cipherIv, fc.constantFrom("ECB" as const, "CBC" as const), (value, { key }, iv, mode) => {
        const options = { key, mode, iv };
        expect(openJson(sealJson(value, options), options)).toEqual({ ok: true, value: JSON.parse(JSON.stringify(value)) });
      }),
      { numRuns: 200 },
    );
  });

  test("cipherCodec agrees with sealJson / openJson for any options and any text", () => {
    fc.assert(
      fc.property(jsonValue, cipherKey, cipherIv, fc.constantFrom("ECB" as const, "CBC" as const), fc.string({ unit: "binary" }), (value, { key }, iv, mode, text) => {
        const options = { key, mode, iv };
        const codec = cipherCodec(options);
        const sealed = codec.seal(value);
        expect(sealed).toBe(sealJson(value, options));
        expect(codec.open(sealed)).toEqual(openJson(sealed, options));
        expect(codec.open(text)).toEqual(openJson(text, options));
        expect(codec.seal(value)).toBe(sealed);
      }),
      { numRuns: 100 },
    );
  });

  test("cipherCodec is total on any key, mode and IV text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (key, iv, text) => {
        const opened = cipherCodec({ key, mode: "CBC", iv }).open(text);
        expect(opened.ok || isCipherError(opened.error)).toBe(true);
        cipherCodec({ key }).open(text);
      }),
    );
  });

  test("ECB bytes equal node:crypto aes-{128,192,256}-ecb", () => {
    fc.assert(
      fc.property(jsonValue, cipherKey, (value, { key, bits }) => {
        expect(sealJson(value, { key })).toBe(nodeSeal(JSON.stringify(value), key, "ecb"));
        expect(Buffer.from(sealJson(value, { key }), "base64").length % 16).toBe(0);
        expect([128, 192, 256]).toContain(bits);
      }),
      { numRuns: 200 },
    );
  });

  test("CBC bytes equal node:crypto aes-{128,192,256}-cbc", () => {
    fc.assert(
      fc.property(jsonValue, cipherKey, cipherIv, (value, { key }, iv) => {
        expect(sealJson(value, { key, mode: "CBC", iv })).toBe(nodeSeal(JSON.stringify(value), key, "cbc", iv));
      }),
      { numRuns: 200 },
    );
  });

  test("node:crypto's ciphertext opens to the same value", () => {
    fc.assert(
      fc.property(jsonValue, cipherKey, cipherIv, (value, { key }, iv) => {
        const json = JSON.stringify(value);
        expect(openJson(nodeSeal(json, key, "cbc", iv), { key, mode: "CBC", iv })).toEqual({ ok: true, value: JSON.parse(json) });
        expect(openJson(nodeSeal(json, key, "ecb"), { key })).toEqual({ ok: true, value: JSON.parse(json) });
      }),
      { numRuns: 100 },
    );
  });

  test("openJson never throws on any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.string({ unit: "binary" }), (text, key) => {
        const result = openJson(text, { key });
        if (!result.ok) expect(isCipherError(result.error)).toBe(true);
        openJson(text, { key: "MicromallDemoKey" });
        openJson(text, { key: "MicromallDemoKey", mode: "CBC", iv: key });
      }),
    );
  });

  test("random base64 of whole blocks never throws and almost never opens", () => {
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 1, maxLength: 8 }).chain((b) => fc.uint8Array({ minLength: b.length * 16, maxLength: b.length * 16 })), (bytes) => {
        const result = openJson(Buffer.from(bytes).toString("base64"), { key: "MicromallDemoKey" });
        if (!result.ok) expect(["padding", "utf8", "json"]).toContain(result.error.reason);
      }),
    );
  });

  test("any flipped bit of a sealed text does not throw", () => {
    fc.assert(
      fc.property(jsonValue, fc.nat(), (value, at) => {
        const bytes = Buffer.from(sealJson(value, { key: "MicromallDemoKey" }), "base64");
        const i = at % (bytes.length * 8);
        bytes[i >> 3] = bytes[i >> 3]! ^ (1 << (i & 7));
        openJson(bytes.toString("base64"), { key: "MicromallDemoKey" });
      }),
    );
  });
});
