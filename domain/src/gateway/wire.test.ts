import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import { GATEWAY_CALLS, type GatewayCall } from "./catalogue";
import { DEMO_CIPHER_KEY } from "./defaults";
import { cipherCodec, openJson, sealJson } from "./cipher";
import { cleanPayload } from "./clean-payload";
import { failBody, okBody } from "./wire-body";
import { toResultList } from "./result-list";
import { ENVELOPE_FIELD, openRequest, sealRequest } from "./request-envelope";
import { readGatewayBody, readGatewayResponse, sealResponse } from "./response";
import { messyRecord } from "./gateway.arb";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;

/** Well-formed (no lone surrogate: form encoding is UTF-8), trimmed, non-blank text. */
const wellFormedTrimmed = fc
  .tuple(fc.constantFrom("a", "张", "1", "😀"), fc.string({ unit: "grapheme" }), fc.constantFrom("z", "三", "%", "&"))
  .map((parts) => parts.join(""));

const cipher = { key: DEMO_CIPHER_KEY } as const;
const codec = cipherCodec(cipher);
const entry = (name: string): GatewayCall => {
  const found = GATEWAY_CALLS.find((c) => c.name === name);
  if (found === undefined) throw new Error(`no catalogue entry ${name}`);
  return found;
};
const plainPost = { method: "POST", encrypted: false, form: false, quiet: false } as const;
const BUSY = { kind: "message", message: "系统繁忙，请稍后重试" } as const;

describe("wire body builders", { timeout: PROPERTY_TIMEOUT }, () => {
  test("okBody and failBody", () => {
    expect(okBody({ openid: "o1" })).toEqual({ common: { resultCode: "1", resultMsg: "成功" }, status: 1, data: { openid: "o1" } });
    expect(okBody(null, -1, "登录已失效").status).toBe(-1);
    expect(failBody("X9", "保单不存在")).toEqual({ common: { resultCode: "X9", resultMsg: "保单不存在" }, status: 0, data: null });
  });
});

describe("toResultList (spec §4)", { timeout: PROPERTY_TIMEOUT }, () => {
  test("array as is, one object as first entry, nothing as empty", () => {
    const list = [{ a: 1 }];
    expect(toResultList(list)).toBe(list);
    expect(toResultList({ a: 1 })).toEqual([{ a: 1 }]);
    expect(toResultList(null)).toEqual([]);
    expect(toResultList(undefined)).toEqual([]);
    expect(toResultList("")).toEqual([]);
    expect(toResultList(0)).toEqual([0]);
  });
});

describe("sealRequest / openRequest", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(sealRequest(plainPost, { code: " abc ", state: "" })).toEqual({
      method: "POST",
      contentType: "application/json",
      body: '{"code":"abc"}',
      query: "",
    });
    expect(sealRequest({ method: "GET", encrypted: false, form: false }, { id: 7 }).query).toBe("id=7");
    const loginBody = sealRequest(entry("login"), { mobile: "13800138000" }, codec).body;
    const sealed = JSON.parse(typeof loginBody === "string" ? loginBody : "") as Record<string, unknown>;
    expect(Object.keys(sealed)).toEqual([ENVELOPE_FIELD]);
    expect(openJson(sealed[ENVELOPE_FIELD] as string, cipher)).toEqual({ ok: true, value: { mobile: "13800138000" } });
    expect(openRequest(plainPost, { body: '{"code":"abc"}' })).toEqual({ ok: true, payload: { code: "abc" } });
  });

  test("form and GET calls encode fields; nested values as JSON text", () => {
    const form = sealRequest(entry("orderPay"), { orderNo: "O1", amount: 12.5, items: [1, 2], blank: " " });
    expect(form).toEqual({
      method: "POST",
      contentType: "application/x-www-form-urlencoded",
      body: "orderNo=O1&amount=12.5&items=%5B1%2C2%5D",
      query: "",
    });
    const get = sealRequest(entry("getAddressInfo"), { addressId: "地址 1" });
    expect(get).toEqual({ method: "GET", contentType: null, body: null, query: "addressId=%E5%9C%B0%E5%9D%80+1" });
    expect(openRequest(entry("getAddressInfo"), { query: "?" + get.query })).toEqual({ ok: true, payload: { addressId: "地址 1" } });
  });

  test("an encrypted call without a codec, or with a codec of a bad key, is a programmer error", () => {
    expect(() => sealRequest(entry("login"), {})).toThrow(RangeError);
    expect(() => sealRequest(entry("login"), {}, cipherCodec({ key: "short" }))).toThrow(RangeError);
  });

  test("openRequest failures are values", () => {
    expect(openRequest(plainPost, { body: "{oops" })).toEqual({ ok: false, reason: "body" });
    expect(openRequest(plainPost, { body: "[1]" })).toEqual({ ok: false, reason: "body" });
    expect(openRequest(plainPost, { body: "" })).toEqual({ ok: true, payload: {} });
    expect(openRequest(entry("login"), { body: '{"mobile":"1"}' }, codec)).toEqual({ ok: false, reason: "envelope" });
    expect(openRequest(entry("login"), { body: '{"encrypted":"x"}' })).toEqual({ ok: false, reason: "cipher" });
    const bad = openRequest(entry("login"), { body: '{"encrypted":"@@"}' }, codec);
    expect(bad.ok === false && bad.reason === "cipher" && bad.error?.reason).toBe("base64");
    const notObject = openRequest(entry("login"), { body: JSON.stringify({ encrypted: sealJson([1], cipher) }) }, codec);
    expect(notObject).toEqual({ ok: false, reason: "cipher" });
    const badKey = openRequest(entry("login"), { body: '{"encrypted":"AAAA"}' }, cipherCodec({ key: "short" }));
    expect(badKey.ok === false && badKey.reason === "cipher" && badKey.error?.reason).toBe("key");
  });

  test("every catalogue call: what the client seals, the fixtures read back (cleaned)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...GATEWAY_CALLS), messyRecord, (call, payload) => {
        const sealed = sealRequest(call, payload, codec);
        const opened = openRequest(call, { body: sealed.body, query: sealed.query }, codec);
        expect(opened.ok).toBe(true);
        if (!opened.ok) return;
        const cleaned = cleanPayload(payload);
        if (call.method === "POST" && !call.form) expect(opened.payload).toEqual(JSON.parse(JSON.stringify(cleaned)));
        else if (call.encrypted) expect(opened.payload).toEqual(JSON.parse(JSON.stringify(cleaned)));
        else expect(Object.keys(opened.payload).sort()).toEqual(Object.keys(cleaned).sort());
      }),
      { numRuns: 300 },
    );
  });

  test("string-valued form payloads round-trip exactly", () => {
    fc.assert(
      fc.property(fc.dictionary(fc.string({ minLength: 1 }), wellFormedTrimmed), (payload) => {
        for (const call of [entry("orderPay"), entry("deleteContact")]) {
          const sealed = sealRequest(call, payload);
          expect(openRequest(call, { body: sealed.body, query: sealed.query })).toEqual({ ok: true, payload });
        }
      }),
    );
  });

  test("openRequest never throws on any text", () => {
    fc.assert(
      fc.property(fc.constantFrom(...GATEWAY_CALLS), fc.string({ unit: "binary" }), (call, text) => {
        openRequest(call, { body: text, query: text }, codec);
        openRequest(call, { body: JSON.stringify({ encrypted: text }) }, codec);
      }),
    );
  });
});

describe("readGatewayBody", { timeout: PROPERTY_TIMEOUT }, () => {
  test("doc examples", () => {
    expect(
      readGatewayBody('{"common":{"resultCode":"1","resultMsg":"成功"},"status":1,"data":{"a":1}}', { encrypted: false }),
    ).toEqual({ ok: true, status: 1, data: { a: 1 }, message: "成功" });
    expect(readGatewayBody('{"common":{"resultCode":"X2","resultMsg":""},"status":0,"data":null}', { encrypted: false }).ok).toBe(false);
    expect(readGatewayBody("<html>", { encrypted: false })).toEqual({ ok: false, reason: "body", detail: "json", error: BUSY, quiet: false });
  });

  test("success keeps the business status (the session check's -1)", () => {
    const result = readGatewayBody(JSON.stringify(okBody(null, -1, "登录已失效")), { encrypted: false });
    expect(result).toEqual({ ok: true, status: -1, data: null, message: "登录已失效" });
    expect(readGatewayBody('{"common":{"resultCode":1,"resultMsg":"ok"},"status":"-1"}', { encrypted: false })).toEqual({
      ok: true,
      status: -1,
      data: null,
      message: "ok",
    });
  });

  test("each result code maps through the §8 catalogue", () => {
    const read = (code: string, msg: string, quiet = false) =>
      readGatewayBody(JSON.stringify(failBody(code, msg)), { encrypted: false, quiet });
    expect(read("X10000001", "x")).toMatchObject({ ok: false, reason: "result", code: "X10000001", quiet: false, error: { kind: "home-or-call" } });
    expect(read("X2", "x")).toMatchObject({ error: { kind: "reload", message: "网络崩溃了，请刷新重试" } });
    expect(read("X9", "保单不存在")).toMatchObject({ error: { kind: "home", message: "保单不存在" } });
    expect(read("X3", "订单已失效", true)).toMatchObject({ quiet: false, error: { kind: "home" } });
    expect(read("E01", "验证码错误")).toMatchObject({ quiet: false, message: "验证码错误", error: { kind: "message", message: "验证码错误" } });
    expect(read("E01", "验证码错误", true)).toMatchObject({ quiet: true, error: { kind: "message", message: "验证码错误" } });
  });

  test("unreadable bodies are the 'other' message, with a detail", () => {
    const detail = (text: string, encrypted = false) => {
      const r = readGatewayBody(text, { encrypted, codec });
      return r.ok === false && r.reason === "body" ? [r.detail, r.error] : r;
    };
    expect(detail("")).toEqual(["json", BUSY]);
    expect(detail("[]")).toEqual(["shape", BUSY]);
    expect(detail('{"status":1}')).toEqual(["shape", BUSY]);
    expect(detail('{"common":{"resultCode":null}}')).toEqual(["shape", BUSY]);
    expect(detail('{"common":{"resultCode":"1"}}')).toEqual(["shape", BUSY]);
    expect(detail(JSON.stringify(okBody(1)), true)).toEqual(["base64", BUSY]);
    expect(detail(sealJson("not a body", cipher), true)).toEqual(["shape", BUSY]);
    expect(readGatewayBody("x", { encrypted: true })).toMatchObject({ reason: "body", detail: "cipher-options" });
    expect(readGatewayBody("AAAA", { encrypted: true, codec: cipherCodec({ key: "short" }) })).toMatchObject({ reason: "body", detail: "key", error: BUSY });
    expect(readGatewayBody(sealJson(okBody(1), { key: "AnotherDemoKey!!" }), { encrypted: true, codec })).toMatchObject({
      reason: "body",
      error: BUSY,
    });
  });

  test("encrypted bodies decrypt, surrounding whitespace ignored", () => {
    const text = `${sealResponse({ encrypted: true }, okBody({ list: [1] }), codec)}\n`;
    expect(readGatewayBody(text, { encrypted: true, codec })).toEqual({ ok: true, status: 1, data: { list: [1] }, message: "成功" });
  });

  test("English prompts", () => {
    expect(readGatewayBody("nope", { encrypted: false }, "en")).toMatchObject({
      error: { kind: "message", message: "The system is busy. Please try again later." },
    });
  });

  test("never throws on any text", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), fc.boolean(), fc.boolean(), (text, encrypted, quiet) => {
        const r = readGatewayBody(text, { encrypted, quiet, codec });
        if (!r.ok) expect(r.error.message.length).toBeGreaterThan(0);
      }),
    );
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        readGatewayBody(JSON.stringify(value), { encrypted: false });
        readGatewayBody(JSON.stringify({ common: value, status: value, data: value }), { encrypted: false });
        readGatewayBody(JSON.stringify({ common: { resultCode: value, resultMsg: value }, status: value }), { encrypted: false });
      }),
    );
  });

  test("property: any body built by okBody/failBody reads back", () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.integer(), fc.string(), fc.boolean(), (data, status, msg, encrypted) => {
        const call = { encrypted, quiet: false };
        const ok = readGatewayResponse(200, sealResponse(call, okBody(data, status, msg), codec), call, { codec });
        expect(ok).toEqual({ ok: true, status, data: JSON.parse(JSON.stringify(data ?? null)), message: msg });
      }),
    );
  });
});

describe("readGatewayResponse", { timeout: PROPERTY_TIMEOUT }, () => {
  test("non-200 statuses go through errorForHttpStatus first", () => {
    expect(readGatewayResponse(404, "", entry("login"))).toEqual({
      ok: false,
      reason: "http",
      httpStatus: 404,
      error: { kind: "reload", message: "网络崩溃了，请刷新页面重试" },
      quiet: false,
    });
    expect(readGatewayResponse(500, JSON.stringify(okBody(1)), entry("pageInitMall"))).toMatchObject({ error: { kind: "home" } });
    expect(readGatewayResponse(503, "", entry("getverificationCodeBJ"))).toMatchObject({ quiet: false, error: { kind: "message" } });
    expect(readGatewayResponse(0, "", entry("pageInitMall"), {}, "en")).toMatchObject({
      error: { message: "The system is busy. Please try again later." },
    });
  });

  test("the call's flags decide decryption and quietness", () => {
    const login = entry("login");
    expect(readGatewayResponse(200, sealResponse(login, okBody({ mallId: "m1" }), codec), login, { codec })).toMatchObject({
      ok: true,
      data: { mallId: "m1" },
    });
    const sms = entry("getverificationCodeBJ");
    expect(readGatewayResponse(200, sealResponse(sms, failBody("0", "发送太频繁")), sms)).toMatchObject({ ok: false, quiet: true });
  });

  test("sealResponse for an encrypted call needs a codec", () => {
    expect(() => sealResponse({ encrypted: true }, okBody(null))).toThrow(RangeError);
    expect(() => sealResponse({ encrypted: true }, okBody(null), cipherCodec({ key: "short" }))).toThrow(RangeError);
    expect(sealResponse({ encrypted: false }, okBody(null))).toBe('{"common":{"resultCode":"1","resultMsg":"成功"},"status":1,"data":null}');
  });
});

describe("large answers and requests never throw (issue 8 point 2)", { timeout: PROPERTY_TIMEOUT }, () => {
  // 8 MB of base64 characters broken by one "@": the old base64 pattern overflowed the stack from ~4.5 M characters.
  const huge = `${"A".repeat(8 * 1024 * 1024 - 4)}AA@=`;
  const login = entry("login");

  test("readGatewayResponse / readGatewayBody answer the body failure", () => {
    expect(readGatewayResponse(200, huge, login, { codec })).toMatchObject({ ok: false, reason: "body", detail: "base64" });
    expect(readGatewayBody(huge, { encrypted: true, codec })).toMatchObject({ ok: false, reason: "body", detail: "base64" });
    expect(readGatewayBody(huge, { encrypted: false })).toMatchObject({ ok: false, reason: "body", detail: "json" });
  });

  test("openRequest answers the cipher failure", () => {
    const opened = openRequest(login, { body: JSON.stringify({ [ENVELOPE_FIELD]: huge }) }, codec);
    expect(opened.ok === false && opened.reason).toBe("cipher");
    expect(opened.ok === false && opened.error?.reason).toBe("base64");
  });
});

describe("the readers that never throw keep that promise on wrong-typed arguments (issue 8 point 13)", () => {
  test("openRequest, readGatewayBody and readGatewayResponse answer failures", () => {
    for (const bad of [null, undefined, 42, "x", {}]) {
      expect(typeof openRequest(bad as never, bad as never, codec).ok).toBe("boolean");
      expect(readGatewayBody(bad as never, bad as never).ok).toBe(false);
      expect(readGatewayResponse(200, bad as never, bad as never, bad as never).ok).toBe(false);
    }
  });
});

describe("the readers carry no cipher", () => {
  test("request-envelope.ts and response.ts bundle without cipher.ts or crypto-js", async () => {
    for (const file of ["./request-envelope.ts", "./response.ts"]) {
      const result = await build({
        entryPoints: [fileURLToPath(new URL(file, import.meta.url))],
        bundle: true,
        write: false,
        metafile: true,
        format: "esm",
        platform: "neutral",
        logLevel: "silent",
      });
      const inputs = Object.keys(result.metafile.inputs);
      expect(inputs.filter((input) => input.endsWith("gateway/cipher.ts") || input.includes("crypto-js"))).toEqual([]);
    }
  }, 60_000);
});
