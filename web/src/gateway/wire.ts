/**
 * The wire side of a call — request encoding (`sealRequest`: cleaned payload, JSON / form / query, cipher
 * envelope) and response reading (`readGatewayResponse`) — in its own module, loaded by the client on the first
 * call (`await import("./wire")`), so crypto-js is not in the first-load bundle.
 *
 * Why every call and not only the encrypted set: domain's readers (`sealRequest`, `readGatewayBody`,
 * `readGatewayResponse`) live in modules that import the cipher, so even a plain call's reading pulls it in.
 * Keep every import of those readers in this file only; when domain offers cipher-free readers for plain
 * calls, the client can read those statically and load this module for the encrypted set alone.
 */
import {
  readGatewayResponse,
  sealRequest,
  type GatewayCall,
  type Locale,
  type SealedRequest,
} from "@micromall/domain";

/**
 * The request for a call: cleaned payload, encoded for its method, enveloped for the encrypted set.
 * @example encodeRequest(GATEWAY_CATALOGUE.getAddressInfo, { addressId: 42 }, key).query // "addressId=42"
 */
export function encodeRequest(entry: GatewayCall, payload: object, key: string): SealedRequest {
  return sealRequest(entry, payload as Record<string, unknown>, { key });
}

/**
 * Reads an answer: HTTP status, envelope, wire shape, result code (domain). Never throws.
 * @example readResponse(404, "", GATEWAY_CATALOGUE.login, key, "zh-CN").ok // false
 */
export function readResponse(
  httpStatus: number,
  text: string,
  entry: GatewayCall,
  key: string,
  locale: Locale,
): ReturnType<typeof readGatewayResponse> {
  return readGatewayResponse(httpStatus, text, entry, { cipher: { key }, locale });
}
