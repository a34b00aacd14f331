/**
 * The `?redirect=` of the current account screen, carried on links to another account screen (login ↔
 * register) so the journey still ends where it started.
 */
import { REDIRECT_PARAM } from "@micromall/domain";
import { useAddressParams } from "../../../components/address-params";
import { loginPage } from "../params";

/**
 * `"?redirect=…"` when the current URL has a redirect, else `""`.
 * @example useRedirectQuery() // at /login?redirect=%2FmyCard → "?redirect=%2FmyCard"
 */
export function useRedirectQuery(): string {
  const { redirect: keep } = useAddressParams(loginPage);
  return keep === null ? "" : `?${new URLSearchParams({ [REDIRECT_PARAM]: keep }).toString()}`;
}
