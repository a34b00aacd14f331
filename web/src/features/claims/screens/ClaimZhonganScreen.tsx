/**
 * /claimZhongan — claims on policies sold through the partner insurer: what the partner handles, what to have
 * ready, and the hand-over to the partner's claim page (`linkageUnified` with target `partnerClaim`). The
 * address the gateway gives is followed only when domain's `handoverLink` accepts it (same origin or https);
 * otherwise the page says the hand-over is not available and offers the hotline — never a blank page.
 *
 * Decisions where the spec is silent: the hand-over happens on the customer's tap (never on entry, so back from
 * the partner returns here); a second tap while the address is being fetched does nothing.
 */
import { useState } from "react";
import { useMutation } from "@tanstack/react-query";
import { PARTNER_CLAIM_TARGET, handoverLink } from "@micromall/domain";
import { Button, Page, buttonClassName } from "../../../ui";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { CLAIM_MUTATIONS } from "../api/claim-queries";
import { leaveMall } from "../components/leave-mall";
import { ZHONGAN_MESSAGES } from "../zhongan.messages";
import styles from "../claims.module.css";
import { GATEWAY_LINK_HOSTS } from "../../../components/gateway-hosts";

/** The partner claims screen. */
export default function ClaimZhonganScreen() {
  const t = useMessages(ZHONGAN_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const handover = useMutation(CLAIM_MUTATIONS.handover());
  const [failed, setFailed] = useState(false);

  async function go() {
    if (handover.isPending) return;
    setFailed(false);
    let href: string | null;
    try {
      const answer = await handover.mutateAsync({ target: PARTNER_CLAIM_TARGET, mallId });
      const target = handoverLink(answer.url, window.location.origin, GATEWAY_LINK_HOSTS.partners);
      href = target.ok ? target.href : null;
    } catch {
      href = null;
    }
    if (href === null) setFailed(true);
    else leaveMall(href);
  }

  return (
    <Page title={t("zhongan.title")} back>
      <section className={styles.section} aria-labelledby="zhongan-heading">
        <h2 id="zhongan-heading" className={styles.heading}>
          {t("zhongan.heading")}
        </h2>
        <p className={styles.intro}>{t("zhongan.body")}</p>
        <p className={styles.intro}>{t("zhongan.points")}</p>
        <Button variant="primary" block disabled={handover.isPending} onClick={() => void go()}>
          {handover.isPending ? t("zhongan.going") : t("zhongan.go")}
        </Button>
        {failed ? (
          <>
            <p className={`${styles.note} ${styles.alert}`} role="alert">
              {t("zhongan.unsafe")}
            </p>
            <a className={buttonClassName("default", true, styles.action)} href="tel:95518">
              {t("zhongan.call")}
            </a>
          </>
        ) : null}
      </section>
    </Page>
  );
}
