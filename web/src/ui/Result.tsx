/**
 * The outcome of a flow as a page (paid, claim filed, lookup failed, error page): an icon, the title as a
 * heading, a description, optional details, and up to three actions. It replaces the twin hand-built
 * `.policy-result` and `.error-result` blocks.
 *
 * Decisions:
 * - `kind` picks the icon: success a tick, failure an exclamation mark, info an "i" — a shape, so the kind
 *   does not rest on colour; the title says it in words.
 * - A failure is announced (`role="alert"`), a success politely (`role="status"`), info not at all; the
 *   section is named by its heading either way. `announce={false}` turns the live role off.
 * - One card (surface colour) holds the message and the actions; the live region is the message alone, so
 *   an announcement never reads the buttons.
 * - Up to three actions (the type allows no more), stacked full width: by position primary, default, then a
 *   text link, unless an action names its `variant`. An action is a button (`onClick`), an in-app link (`to`,
 *   react-router) or a plain link (`href`, e.g. `tel:` for the hotline).
 * - `headingLevel` (default 2: the page header holds the h1) keeps the outline right where the result sits.
 */
import { useId, type ReactNode } from "react";
import { Link } from "./Link";
import { Button, buttonClassName, type ButtonVariant } from "./Button";
import { classNames } from "./class-names";
import { MallIcon } from "./MallIcon";
import styles from "./Result.module.css";

/** What a result reports. */
export type ResultKind = "success" | "failure" | "info";

/** One action of a result: a button, an in-app link or a plain link. */
export type ResultAction = {
  readonly label: string;
  /** Default by position: primary, default, link. */
  readonly variant?: ButtonVariant | undefined;
} & ({ readonly onClick: () => void } | { readonly to: string; /** Replace this page in history (a finished step). */ readonly replace?: boolean } | { readonly href: string });

/** None to three actions. */
export type ResultActions =
  | readonly []
  | readonly [ResultAction]
  | readonly [ResultAction, ResultAction]
  | readonly [ResultAction, ResultAction, ResultAction];

/** Props of `Result`. */
export interface ResultProps {
  readonly kind: ResultKind;
  readonly title: ReactNode;
  readonly description?: ReactNode;
  /** Details under the description (e.g. the policy number). */
  readonly children?: ReactNode;
  readonly actions?: ResultActions;
  /** Default 2. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** Announce a failure (alert) or success (status) when shown; default true. */
  readonly announce?: boolean;
  readonly className?: string | undefined;
}

const VARIANT_BY_POSITION: readonly ButtonVariant[] = ["primary", "default", "link"];
const LIVE_ROLE: Readonly<Record<ResultKind, "alert" | "status" | undefined>> = { failure: "alert", success: "status", info: undefined };

/**
 * A result page's body.
 * @example <Result kind="failure" title="未查询到保单" description={reason} actions={[{ label: "重新查询", to: "/policySearch" }, { label: "返回首页", to: "/home" }, { label: "拨打客服热线", href: HOTLINE_HREF }]} />
 */
export function Result({ kind, title, description, children, actions = [], headingLevel = 2, announce = true, className }: ResultProps) {
  const headingId = useId();
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={classNames(styles.card, styles[kind], className)}>
      <section role={announce ? LIVE_ROLE[kind] : undefined} aria-labelledby={headingId} className={styles.result}>
        <ResultIcon kind={kind} />
        <Heading id={headingId} className={styles.title}>
          {title}
        </Heading>
        {description !== undefined && description !== null && <p className={styles.description}>{description}</p>}
        {children !== undefined && children !== null && <div className={styles.details}>{children}</div>}
      </section>
      {actions.length > 0 && (
        <div className={styles.actions}>
          {actions.map((action, index) => (
            <ActionView key={action.label} action={action} variant={action.variant ?? VARIANT_BY_POSITION[index] ?? "default"} />
          ))}
        </div>
      )}
    </div>
  );
}

function ActionView({ action, variant }: { action: ResultAction; variant: ButtonVariant }) {
  if ("onClick" in action)
    return (
      <Button variant={variant} block onClick={action.onClick}>
        {action.label}
      </Button>
    );
  if ("to" in action)
    return (
      <Link className={buttonClassName(variant, true)} to={action.to} replace={action.replace === true}>
        {action.label}
      </Link>
    );
  return (
    <a className={buttonClassName(variant, true)} href={action.href}>
      {action.label}
    </a>
  );
}

/** Tick, exclamation mark or "i" in a circle. */
function ResultIcon({ kind }: { kind: ResultKind }) {
  return (
    <MallIcon name={kind} className={styles.icon} />
  );
}
