/**
 * A link the gateway gave (a benefit's or a service's `link`), followed only as domain's `benefitLinkTarget` allows:
 * an in-app route through the router, an http(s) page as a plain link, anything else to the fallback.
 */
import type { ReactNode } from "react";
import { Link } from "../../../../ui/Link";
import { benefitLinkTarget } from "@micromall/domain";
import { GATEWAY_LINK_HOSTS } from "../../../../components/gateway-hosts";

/** Props of {@link GatewayLink}. */
export interface GatewayLinkProps {
  readonly link: string;
  readonly fallback: string;
  readonly className?: string;
  readonly "aria-label"?: string;
  readonly children: ReactNode;
}

/**
 * @example <GatewayLink link={benefit.link} fallback="/serviceIndex">去使用</GatewayLink>
 */
export function GatewayLink({ link, fallback, className, children, ...rest }: GatewayLinkProps) {
  const target = benefitLinkTarget(link, window.location.origin, fallback, GATEWAY_LINK_HOSTS.partners);
  return target.kind === "route" ? (
    <Link className={className} to={target.to} aria-label={rest["aria-label"]}>
      {children}
    </Link>
  ) : (
    <a className={className} href={target.href} aria-label={rest["aria-label"]}>
      {children}
    </a>
  );
}
