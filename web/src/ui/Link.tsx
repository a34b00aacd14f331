/**
 * The mall's in-app link: an `<a>` whose address is the router's (`useHref`, with the base path) and whose plain tap
 * navigates in the app (`useNavigate`), as react-router's `Link` does for the props the mall uses — `to`, `replace`,
 * `state` and the anchor's own attributes. A tap with a modifier key, another button, or a `target` other than `_self`
 * is the browser's; a tap whose handler prevented the default does nothing more. A link to the address already shown
 * replaces it (no second history entry for the same page), as react-router's does.
 *
 * Why not react-router's `Link` (docs/decisions/0007-own-link.md): its `Link` and `NavLink` carry the framework mode's
 * route prefetching (`PrefetchPageLinks`, route matching, module links) into every bundle that renders a link, about
 * 4.4 kB gzip of home's entry that the mall never runs. External addresses are plain anchors (EntryLink, GatewayLink).
 */
import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from "react";
import { createPath, useHref, useLocation, useNavigate, useResolvedPath, type To } from "react-router-dom";

/** Props of {@link Link}: the anchor's attributes (not `href`) and where it goes. */
export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  /** The in-app address (a path, or a path with search and hash). */
  to: To;
  /** Replace the current history entry instead of adding one (default: only when `to` is the address shown). */
  replace?: boolean;
  /** History state for the page it opens. */
  state?: unknown;
}

/**
 * An in-app link.
 * @example <Link to="/productList" className="more">全部产品</Link>
 */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, onClick, target, ...rest }, ref) {
  const href = useHref(to);
  const navigate = useNavigate();
  const location = useLocation();
  const path = useResolvedPath(to);
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!isPlainTap(event, target)) return;
    event.preventDefault();
    navigate(to, { replace: replace ?? createPath(location) === createPath(path), state });
  }
  return <a {...rest} ref={ref} href={href} target={target} onClick={handleClick} />;
});

/** Whether a click is the app's to handle: not prevented, the main button, no modifier key, no other target. */
function isPlainTap(event: MouseEvent<HTMLAnchorElement>, target: string | undefined): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (target !== undefined && target !== "_self") return false;
  return !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}
