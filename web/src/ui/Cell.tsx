/**
 * List rows (`Cell`) and their group (`CellGroup`), as on a personal-centre or settings screen. A row with
 * `to` is a router link, with `href` a plain link (e.g. `tel:95518`), with `onClick` a button — each drawn
 * with a chevron and a target at least 44 px high (60 px in elder mode); otherwise a plain row showing
 * `title` and `value`. A titled group is a `<section>` named by its `<h2>`.
 */
import { useId, type ReactNode } from "react";
import { Link } from "./Link";
import { MallIcon } from "./MallIcon";

/** Props of `Cell`. */
export interface CellProps {
  readonly title: ReactNode;
  /** Right-hand text (e.g. the bound mobile number). */
  readonly value?: ReactNode;
  /** Smaller text under the title. */
  readonly description?: ReactNode;
  readonly icon?: ReactNode;
  /** Router target (inside the app). */
  readonly to?: string;
  /** Plain link target (outside the router: tel:, external pages). */
  readonly href?: string;
  readonly onClick?: () => void;
  readonly className?: string;
}

/**
 * One list row.
 * @example <Cell title={t("settings.password")} to="/mocpaw" />
 */
export function Cell({ title, value, description, icon, to, href, onClick, className }: CellProps) {
  const interactive = to !== undefined || href !== undefined || onClick !== undefined;
  const classes = ["mm-cell", interactive ? "mm-cell--link" : "", className ?? ""].filter(Boolean).join(" ");
  const content = (
    <>
      {icon !== undefined && (
        <span className="mm-cell__icon" aria-hidden="true">
          {icon}
        </span>
      )}
      <span className="mm-cell__main">
        <span className="mm-cell__title">{title}</span>
        {description !== undefined && <span className="mm-cell__description">{description}</span>}
      </span>
      {value !== undefined && <span className="mm-cell__value">{value}</span>}
      {interactive && (
        <MallIcon name="chevron" className="mm-cell__chevron" />
      )}
    </>
  );
  if (to !== undefined) {
    return (
      <Link to={to} className={classes} onClick={onClick}>
        {content}
      </Link>
    );
  }
  if (href !== undefined) {
    return (
      <a href={href} className={classes} onClick={onClick}>
        {content}
      </a>
    );
  }
  if (onClick !== undefined) {
    return (
      <button type="button" className={classes} onClick={onClick}>
        {content}
      </button>
    );
  }
  return <div className={classes}>{content}</div>;
}

/** Props of `CellGroup`. */
export interface CellGroupProps {
  /** Group heading; the group is then a section named by it. */
  readonly title?: string;
  readonly className?: string;
  readonly children?: ReactNode;
}

/**
 * A group of rows.
 * @example <CellGroup title={t("center.orders")}><Cell … /></CellGroup>
 */
export function CellGroup({ title, className, children }: CellGroupProps) {
  const headingId = useId();
  const classes = className ? `mm-cell-group ${className}` : "mm-cell-group";
  if (title === undefined) return <div className={classes}>{children}</div>;
  return (
    <section className={classes} aria-labelledby={headingId}>
      <h2 id={headingId} className="mm-cell-group__title">
        {title}
      </h2>
      {children}
    </section>
  );
}
