/**
 * The host allow-lists of domain's one gateway-link rule (`parseGatewayLink`, issue 23 finding 4), one copy for
 * every feature: payment pages, partner hand-overs and documents. Configured per build with comma-separated
 * host names in `VITE_LINK_HOSTS_PAYMENT`, `VITE_LINK_HOSTS_PARTNERS` and `VITE_LINK_HOSTS_DOCUMENTS`; when a
 * variable is unset the defaults below hold (they include the fixtures' partner hosts, so mock mode works).
 */

const DEFAULT_PARTNERS = ["video-doctor.partner.example.cn", "care-voice.partner.example.cn", "kefu.weibao-demo.cn", "claims.partner-insurer.example"];

/**
 * The host names of a comma-separated list (trimmed, lower-case, empties dropped), or `defaults` when unset.
 * @example hostList(" Pay.Example.cn, ,docs.example.cn", []) // ["pay.example.cn", "docs.example.cn"]
 */
export function hostList(text: unknown, defaults: readonly string[]): readonly string[] {
  if (typeof text !== "string") return defaults;
  return text
    .split(",")
    .map((host) => host.trim().toLowerCase())
    .filter((host) => host !== "");
}

/** The allow-lists this build uses. */
export const GATEWAY_LINK_HOSTS = {
  payment: hostList(import.meta.env.VITE_LINK_HOSTS_PAYMENT, []),
  partners: hostList(import.meta.env.VITE_LINK_HOSTS_PARTNERS, DEFAULT_PARTNERS),
  documents: hostList(import.meta.env.VITE_LINK_HOSTS_DOCUMENTS, []),
} as const;
