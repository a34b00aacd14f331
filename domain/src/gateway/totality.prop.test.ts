/**
 * Totality of every string-taking export of gateway/, session/ and messages/ (style: no domain function throws
 * on any string input, astral and control characters included).
 */
import { describe, expect, test } from "vitest";
import fc from "fast-check";
import {
  cipherCodec,
  cleanPayload,
  errorForResult,
  errorForSignature,
  isCipherKey,
  isRequestId,
  openJson,
  openRequest,
  readGatewayBody,
  readGatewayResponse,
  resultCodeRow,
  toResultList,
  GATEWAY_CALLS,
  DEMO_CIPHER_KEY,
} from "./index";
import {
  afterSessionCheck,
  authoriseUrl,
  canEnter,
  decodeOAuthState,
  encodeOAuthState,
  isAppPath,
  isOAuthState,
  isProtectedPage,
  linkTarget,
  loginPageTarget,
  loginPathFor,
  messengerLoginDecision,
  readDataSource,
  routePath,
  safeRedirect,
  sessionCheckDecision,
  stripOAuthParams,
} from "../session/index";
import { LOCALES, formatMessage, isLocale, messageFor } from "../messages/index";
import { identityNumberProblem } from "../schemas/index";

/** Properties run many cases; a loaded CI machine (2 cores shared) needs more than the 5 s default. */
const PROPERTY_TIMEOUT = 60_000;
const text = fc.string({ unit: "binary" });

describe("every string-taking export is total", { timeout: PROPERTY_TIMEOUT }, () => {
  test("gateway", () => {
    fc.assert(
      fc.property(text, text, fc.constantFrom(...LOCALES), fc.constantFrom(...GATEWAY_CALLS), (a, b, locale, call) => {
        expect(typeof resultCodeRow(a)).toBe("string");
        errorForResult(a, b, {}, locale);
        expect(errorForSignature(a, locale).kind).toBe("toast");
        expect(typeof isCipherKey(a)).toBe("boolean");
        expect(typeof isRequestId(a)).toBe("boolean");
        openJson(a, { key: DEMO_CIPHER_KEY });
        openJson(a, { key: b, mode: "CBC", iv: a });
        openRequest(call, { body: a, query: b }, cipherCodec({ key: DEMO_CIPHER_KEY }));
        readGatewayBody(a, { encrypted: call.encrypted, quiet: call.quiet, codec: cipherCodec({ key: DEMO_CIPHER_KEY }) }, locale);
        readGatewayResponse(a.length % 2 === 0 ? 200 : 500, b, call, { codec: cipherCodec({ key: b }) });
        cipherCodec({ key: a, mode: "CBC", iv: b }).open(b);
        expect(cleanPayload(a)).toBe(a.trim());
        expect(toResultList(a)).toEqual(a === "" ? [] : [a]);
      }),
    );
  });

  test("session", () => {
    fc.assert(
      fc.property(text, text, text, fc.boolean(), (a, b, c, flag) => {
        expect(routePath(a).startsWith("/")).toBe(true);
        expect(typeof isProtectedPage(a)).toBe("boolean");
        expect(typeof sessionCheckDecision({ mallId: b, path: a })).toBe("boolean");
        afterSessionCheck({ status: b, path: a, alertShown: flag, message: c });
        messengerLoginDecision({ openid: a, code: b, exchangeStatus: c, attempts: a.length });
        expect(isOAuthState(encodeOAuthState(a))).toBe(true);
        decodeOAuthState(a);
        authoriseUrl({ appId: a, redirectUri: b, state: c });
        stripOAuthParams(a);
        readDataSource(a);
        expect(canEnter({ requireAuth: flag }, a)).toBe(!flag || a === "1");
        expect(typeof isAppPath(a)).toBe("boolean");
        expect(isAppPath(safeRedirect(a))).toBe(true);
        expect(loginPathFor(a).startsWith("/login?redirect=")).toBe(true);
        const pastLogin = loginPageTarget(a, b);
        if (pastLogin !== null) expect(isAppPath(pastLogin)).toBe(true);
        expect(["route", "external", "refused"]).toContain(linkTarget(a, b).kind);
      }),
    );
  });

  test("messages and schema helpers", () => {
    fc.assert(
      fc.property(text, text, (a, b) => {
        expect(typeof messageFor(a)).toBe("string");
        expect(typeof formatMessage(a, { [b]: a })).toBe("string");
        expect(typeof isLocale(a)).toBe("boolean");
        identityNumberProblem(a, b);
        identityNumberProblem(a, b, true);
      }),
    );
  });
});
