/** A link to a gateway-given target: a router link for in-app paths, a plain anchor for http(s) pages. */
import type { ReactNode } from "react";
import { Link } from "react-router-dom";
import { linkTarget } from "@micromall/domain";

/** Props of {@link EntryLink}. */
export interface EntryLinkProps {
  link: string | undefined;
  /** Where to go when `link` is empty or not allowed. */
  fallback: string;
  className?: string;
  children: ReactNode;
}

/** A safe link to a banner, product or service target. */
export function EntryLink({ link, fallback, className, children }: EntryLinkProps) {
  const target = linkTarget(link, fallback);
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
