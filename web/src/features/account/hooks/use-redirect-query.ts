/**
 * The `?redirect=` of the current account screen, carried on links to another account screen (login ↔
 * register) so the journey still ends where it started.
 */
import { REDIRECT_PARAM } from "@micromall/domain";
import { useSearchParams } from "react-router-dom";

/**
 * `"?redirect=…"` when the current URL has a redirect, else `""`.
 * @example useRedirectQuery() // at /login?redirect=%2FmyCard → "?redirect=%2FmyCard"
 */
export function useRedirectQuery(): string {
  const [params] = useSearchParams();
  const keep = params.get(REDIRECT_PARAM);
  return keep === null ? "" : `?${new URLSearchParams({ [REDIRECT_PARAM]: keep }).toString()}`;
}
