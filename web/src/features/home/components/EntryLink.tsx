/**
 * A link to a gateway-given target: a router link for in-app paths, a plain anchor for a page that domain's one
 * gateway-link rule accepts (`linkTarget` with the partners' allow-list: https, no user:password, an allowed host),
 * the fallback when there is no link; a refused link is never rendered: the entry shows without a link and says so
 * (issue 23 finding 4).
 */
import type { ReactNode } from "react";
import { Link } from "../../../ui/Link";
import { linkTarget } from "@micromall/domain";
import { GATEWAY_LINK_HOSTS } from "../../../components/gateway-hosts";
import { useMessages } from "../../../i18n";
import { HOME_MESSAGES } from "../messages";

/** Props of {@link EntryLink}. */
export interface EntryLinkProps {
  link: string | undefined;
  /** Where to go when `link` is empty. */
  fallback: string;
  className?: string;
  children: ReactNode;
}

/** A safe link to a banner, product or service target. */
export function EntryLink({ link, fallback, className, children }: EntryLinkProps) {
  const t = useMessages(HOME_MESSAGES);
  const target = linkTarget(link, fallback, GATEWAY_LINK_HOSTS.partners);
  if (target.kind === "refused") {
    return (
      <div className={className} data-link-refused="">
        {children}
        <small className="link-refused" role="note">
          {t("home.linkRefused")}
        </small>
      </div>
    );
  }
  return target.kind === "route" ? (
    <Link to={target.to} className={className}>
      {children}
    </Link>
  ) : (
    <a href={target.href} className={className} rel="noopener noreferrer">
      {children}
    </a>
  );
}
