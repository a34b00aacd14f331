/**
 * The state of a benefits page for a visitor who is not logged in: why to log in, the login link that comes
 * back to this page (`/login?redirect=`), and home.
 */
import { useLocation } from "react-router-dom";
import { Link } from "../../../../ui/Link";
import { EmptyState, buttonClassName } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { PAGE_MESSAGES } from "./page.messages";
import styles from "./benefits.module.css";

/** Props of {@link LoginFirst}. */
export interface LoginFirstProps {
  /** Why this page needs the login (default: to see and activate benefits). */
  readonly message?: string;
}

/**
 * @example if (mallId === "") return <Page …><LoginFirst /></Page>
 */
export function LoginFirst({ message }: LoginFirstProps) {
  const t = useMessages(PAGE_MESSAGES);
  const location = useLocation();
  const back = location.pathname + location.search;
  return (
    <EmptyState message={message ?? t("benefit.loginFirst")}>
      <div className={styles.links}>
        <Link className={buttonClassName("primary", true)} to={`/login?redirect=${encodeURIComponent(back)}`}>
          {t("benefit.login")}
        </Link>
        <Link className={buttonClassName("default", true)} to="/home">
          {t("benefit.home")}
        </Link>
      </div>
    </EmptyState>
  );
}
