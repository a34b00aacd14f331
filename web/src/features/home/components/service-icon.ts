/**
 * Which icon of the mall's set (`ui/MallIcon`) draws a service entry of home's grid, by the route it opens: the
 * grid is the mall's own chrome, so it is drawn with the mall's icons, not the gateway's pictures (issue 20
 * item 8). An entry whose route has no icon here keeps the gateway's picture.
 */
import type { MallIconName } from "../../../ui/MallIcon";

const ICON_OF_ROUTE: Readonly<Record<string, MallIconName>> = {
  "/insurancePolicy": "policy",
  "/policySearch": "search",
  "/settlementHome": "claim",
  "/claimList": "claim",
  "/invoiceQuery": "invoice",
  "/surrender": "surrender",
  "/dotquery": "outlet",
  "/serviceIndex": "benefit",
  "/myCard": "card",
  "/customerService": "service",
  "/roadRescue": "rescue",
  "/adservice": "car",
  "/videoDoctor": "doctor",
};

/**
 * The icon of the service that opens `link` (its path, without query or hash), or null.
 * @example serviceIcon("/insurancePolicy?tab=car") // "policy"
 */
export function serviceIcon(link: string): MallIconName | null {
  const path = link.split(/[?#]/, 1)[0] ?? "";
  return Object.prototype.hasOwnProperty.call(ICON_OF_ROUTE, path) ? (ICON_OF_ROUTE[path] ?? null) : null;
}
