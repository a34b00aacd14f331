/**
 * /surrful — a surrender done: the refund, where it goes and when, the surrender number and its state (the mall's word for
 * its code, domain's `statusLabel("surrender")`, never the gateway's Chinese `stateName`).
 * The application page was replaced by this one (`navigate("/surrful", { replace: true })`), so back from here goes
 * to the surrender list, never the confirmation; and back is not blocked (a done page that pushed itself again would
 * keep the customer here). Every way out (the progress page, home) replaces this one, so back from there leaves the
 * flow (H1).
 * Opened without a surrender just made (a typed address), it points to the progress page.
 */
import { useLocation } from "react-router-dom";
import { formatFen, statusLabel } from "@micromall/domain";
import { useLocale, useMessages } from "../../../i18n";
import { Page, Result } from "../../../ui";
import { SURRENDER_PROGRESS_MESSAGES } from "../progress.messages";
import styles from "../surrender.module.css";

/** What the application page hands over. */
interface Done {
  readonly surrenderNo: string;
  readonly refundPremium: number;
  readonly state: string;
}

function doneOf(state: unknown): Done | null {
  if (typeof state !== "object" || state === null) return null;
  const surrenderNo: unknown = Reflect.get(state, "surrenderNo");
  const refundPremium: unknown = Reflect.get(state, "refundPremium");
  const code: unknown = Reflect.get(state, "state");
  if (typeof surrenderNo !== "string" || typeof refundPremium !== "number" || typeof code !== "string") return null;
  return { surrenderNo, refundPremium, state: code };
}

/** The surrender done screen. */
export default function SurrfulScreen() {
  const t = useMessages(SURRENDER_PROGRESS_MESSAGES);
  const locale = useLocale();
  const done = doneOf(useLocation().state);
  const actions = [
    { label: t("done.progress"), to: "/surrenderQuery", replace: true },
    { label: t("done.home"), to: "/home", replace: true },
  ] as const;
  return (
    <Page title={t("done.page")}>
      {done === null ? (
        <Result kind="info" headingLevel={2} title={t("query.title")} description={t("done.none")} actions={actions} />
      ) : (
        <Result kind="success" headingLevel={2} title={t("done.title")} description={t("done.description", { refund: formatFen(done.refundPremium) })} actions={actions}>
          <p className={styles.note}>
            {t("done.surrenderNo")} <span translate="no">{done.surrenderNo}</span>
          </p>
          <p className={styles.note}>
            {t("done.state")} {statusLabel("surrender", done.state, locale)}
          </p>
        </Result>
      )}
    </Page>
  );
}
