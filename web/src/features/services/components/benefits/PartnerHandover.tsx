/**
 * A partner service page (/videoDoctor, /careVoice): what the service is, who provides it, then the handover
 * link the gateway gives with a one-time token — followed only when domain's `handoverLink` accepts it
 * (same-origin or https); otherwise the page says it was blocked and offers the hotline.
 *
 * Decisions where the spec is silent:
 * - The link opens in the same tab as an ordinary navigation, so the browser's (or the messenger's) back
 *   returns to the mall; nothing replaces the mall's history entry.
 * - The link is asked for only for a logged-in customer (the token is personal); a visitor reads what the
 *   service is and is asked to log in.
 * - A refusal of the gateway is explained on the page (with its reason), not toasted.
 */
import type { UseQueryResult } from "@tanstack/react-query";
import { HOTLINE_HREF, handoverLink } from "@micromall/domain";
import { ErrorState, Page, Spinner, buttonClassName } from "../../../../ui";
import { useMessages } from "../../../../i18n";
import { GatewayRefusal } from "../../../../gateway/query";
import { PAGE_MESSAGES } from "./page.messages";
import { HANDOVER_MESSAGES } from "./handover.messages";
import { LoginFirst } from "./LoginFirst";
import styles from "./benefits.module.css";
import { GATEWAY_LINK_HOSTS } from "../../../../components/gateway-hosts";

/** Props of {@link PartnerHandover}. */
export interface PartnerHandoverProps {
  readonly title: string;
  /** The service's name (the link reads "进入<name>"). */
  readonly name: string;
  readonly intro: string;
  readonly points: readonly string[];
  readonly provider: string;
  /** The handover link's query; null when no customer is logged in. */
  readonly link: Pick<UseQueryResult<{ url: string }>, "data" | "isPending" | "error" | "refetch"> | null;
}

/**
 * @example <PartnerHandover title="视频医生" name="视频医生" intro="…" points={[…]} provider="…" link={mallId === "" ? null : linkQuery} />
 */
export function PartnerHandover({ title, name, intro, points, provider, link }: PartnerHandoverProps) {
  const t = useMessages(HANDOVER_MESSAGES);
  const p = useMessages(PAGE_MESSAGES);

  let handover;
  if (link === null) {
    handover = <LoginFirst message={t("handover.loginFirst")} />;
  } else if (link.data !== undefined) {
    const target = handoverLink(link.data.url, window.location.origin, GATEWAY_LINK_HOSTS.partners);
    handover = target.ok ? (
      <div className={styles.links}>
        <p className={styles.note}>{t(target.external ? "handover.leaving" : "handover.inMall")}</p>
        <a className={buttonClassName("primary", true)} href={target.href} rel="noreferrer">
          {t("handover.enter", { name })}
        </a>
      </div>
    ) : (
      <Blocked message={t("handover.refused")} />
    );
  } else if (link.error instanceof GatewayRefusal) {
    handover = <Blocked message={t("handover.unavailable", { reason: link.error.message })} />;
  } else if (link.isPending) {
    handover = <Spinner label={t("handover.preparing")} />;
  } else {
    handover = <ErrorState message={t("handover.loadFailed")} retryLabel={p("benefit.retry")} onRetry={() => void link.refetch()} />;
  }

  return (
    <Page title={title} back>
      <section className={styles.section} aria-labelledby="handover-about">
        <h2 id="handover-about" className={styles.heading}>
          {t("handover.about")}
        </h2>
        <p>{intro}</p>
        <ul>
          {points.map((point) => (
            <li key={point} className={styles.how}>
              {point}
            </li>
          ))}
        </ul>
        <p className={styles.line}>{t("handover.provider", { name: provider })}</p>
      </section>
      {handover}
    </Page>
  );
}

function Blocked({ message }: { message: string }) {
  const t = useMessages(HANDOVER_MESSAGES);
  return (
    <div className={styles.links}>
      <p role="alert">{message}</p>
      <a className={buttonClassName("default", true)} href={HOTLINE_HREF}>
        {t("handover.call")}
      </a>
    </div>
  );
}
