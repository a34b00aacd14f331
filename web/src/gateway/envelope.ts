/**
 * The cipher envelope of the encrypted set (spec §7), in its own module so the client loads it — and
 * crypto-js with it — only when the first encrypted call is made (`await import("./envelope")`). Keep every
 * import of domain's cipher (`sealJson`, `openJson`, `readGatewayResponse`) in this file only.
 */
import { readGatewayResponse, sealJson, type GatewayCall, type Locale } from "@micromall/domain";

/**
 * The base64 ciphertext of a payload's JSON (the value of the body's `encrypted` field).
 * @example sealPayload({ mobile: "13800138000" }, "MicromallDemoKey") // "…base64…"
 */
export function sealPayload(payload: unknown, key: string): string {
  return sealJson(payload, { key });
}

/**
 * Reads an encrypted answer: decrypts the response text and reads the wire shape (domain).
 * @example readEncryptedResponse(200, text, GATEWAY_CATALOGUE.login, { key, quiet: false, locale: "zh-CN" })
 */
export function readEncryptedResponse(
  httpStatus: number,
  text: string,
  entry: GatewayCall,
  options: { key: string; quiet: boolean; locale: Locale },
): ReturnType<typeof readGatewayResponse> {
  return readGatewayResponse(httpStatus, text, entry, options);
}
