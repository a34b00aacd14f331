/**
 * The cipher envelope of the encrypted calls (spec §7), in its own module: the client loads it
 * (`await import("./envelope")`) on the first encrypted call only, so crypto-js stays out of the first-load
 * bundle and out of every page whose calls are all plain (/home's `pageInitMall` among them).
 *
 * Keep every runtime import of domain's cipher (`cipherCodec`, `sealJson`, `openJson`) in this file only:
 * anything the client imports statically would pull crypto-js back into the entry chunk.
 */
import { cipherCodec, type EnvelopeCodec } from "@micromall/domain";

let cached: { key: string; codec: EnvelopeCodec } | undefined;

/**
 * The envelope codec of `key`, built once per key (the key is checked when it is built).
 * @example envelopeCodec("MicromallDemoKey").open(envelopeCodec("MicromallDemoKey").seal({ a: 1 })) // { ok: true, value: { a: 1 } }
 */
export function envelopeCodec(key: string): EnvelopeCodec {
  if (cached?.key !== key) cached = { key, codec: cipherCodec({ key }) };
  return cached.codec;
}
