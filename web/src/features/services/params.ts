/**
 * What the service pages read from their address, read once (issue 19, one `params(url)` per route): the route's
 * prefetch and the screen both use these, so the outlets the prefetch asks for are the ones the screen shows.
 */
import { OUTLET_TYPES } from "@micromall/domain";
import { addressParams } from "../../components/address-params";

/** The city /dotquery opens with when the address names none. */
export const DEFAULT_OUTLET_CITY = "北京市";

/**
 * /dotquery: the city the address asks for (the default city when none), and the outlet type
 * ("" for all, also for a type the mall does not know).
 */
export const outletsPage = addressParams((query) => {
  const askedCity = query.get("city") ?? "";
  const askedType = query.get("type") ?? "";
  return {
    city: askedCity === "" ? DEFAULT_OUTLET_CITY : askedCity,
    type: OUTLET_TYPES.find((code) => code === askedType) ?? "",
  };
});
