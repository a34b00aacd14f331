/**
 * The claim settlement routes of spec §2 (§4's "claim settlement", spelled as §2 spells them, `/settleementmessage`
 * included). One list for §4's protected pages (protected-pages.ts) and the login wall's claim pages
 * (guest-lookup.ts), in a module of its own so that the login page, which reads the claim pages, does not carry
 * §4's whole list.
 */
export const SETTLEMENT_ROUTES = ["/settlementClaimsOne", "/settlementQuery", "/settlementHome", "/settlementResponse", "/settlementInsurance", "/settleementmessage"] as const;
