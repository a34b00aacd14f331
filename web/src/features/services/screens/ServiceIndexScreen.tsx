/**
 * /serviceIndex — my benefits (protected, spec §4): the benefits the customer's policies give (rescue, courtesy
 * car, video doctor, flight delay, gifts…), each with what is left, until when and how to use it; usable ones
 * link to where they are used, ones still to activate are activated here (→ the answer page). Below, the
 * insurer's value-added services (`valueAdd`). A visitor sent by the scrm channel (`?dataSource=scrm`) gets
 * the benefits from `showEquityScrm`.
 *
 * Decisions where the spec is silent:
 * - Groups in the order a customer needs them: usable now (domain's `isBenefitUsable`), to activate, starting
 *   later (a policy whose cover has not started: from its first day, `benefitStartsLater`, customer rehearsal 5),
 *   then used up or expired (shown without "how to use").
 * - The value-added services are a secondary list: when they cannot load, the benefits still show and the list
 *   is left out (the benefits are the page's content).
 * - The empty state says where benefits come from and offers binding a policy and activating a code.
 */
import type { ReactNode } from "react";
import { useLocation } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useQuery } from "@tanstack/react-query";
import { benefitStartsLater, benefitTexts, isBenefitPending, benefitLinkTarget, isBenefitUsable, serviceTexts, type ServiceBenefit, type ServiceOutlet, type ValueAddService } from "@micromall/domain";
import { Button, Cell, CellGroup, LocalTextView, Page, buttonClassName } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { useLocale, useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { benefitsQuery, isScrmSearch, valueAddQuery } from "../api/benefit-queries";
import { useBenefitActivation } from "../components/benefits/activation";
import { BenefitCard } from "../components/benefits/BenefitCard";
import { GatewayLink } from "../components/benefits/GatewayLink";
import { BENEFIT_MESSAGES } from "../benefit.messages";
import { PAGE_MESSAGES } from "../components/benefits/page.messages";
import { SERVICE_INDEX_MESSAGES } from "./ServiceIndexScreen.messages";
import styles from "../components/benefits/benefits.module.css";
import { GATEWAY_LINK_HOSTS } from "../../../components/gateway-hosts";

const isValueAddService = (item: ValueAddService | ServiceOutlet): item is ValueAddService => "serviceCode" in item;

/** The my-benefits screen. */
export default function ServiceIndexScreen() {
  const t = useMessages(SERVICE_INDEX_MESSAGES);
  const c = useMessages(BENEFIT_MESSAGES);
  const locale = useLocale();
  const p = useMessages(PAGE_MESSAGES);
  const mallId = useAppStore((state) => state.mallId);
  const { search } = useLocation();
  const benefits = useQuery({ ...benefitsQuery(mallId, isScrmSearch(search)), enabled: mallId !== "" });
  const services = useQuery(valueAddQuery());
  const activation = useBenefitActivation("/serviceIndex");

  const records = (
    <Link className={buttonClassName("default", true)} to="/myServiceIndex">
      {t("serviceIndex.records")}
    </Link>
  );

  const groups = (all: readonly ServiceBenefit[]) => {
    const now = new Date();
    const usable = all.filter((benefit) => isBenefitUsable(benefit, now));
    const pending = all.filter((benefit) => isBenefitPending(benefit.state));
    const later = all.filter((benefit) => benefitStartsLater(benefit, now));
    const past = all.filter((benefit) => !usable.includes(benefit) && !pending.includes(benefit) && !later.includes(benefit));
    const group = (id: string, title: string, items: readonly ServiceBenefit[], action?: (benefit: ServiceBenefit) => ReactNode) =>
      items.length === 0 ? null : (
        <section aria-labelledby={id}>
          <h2 id={id} className={styles.subheading}>
            {title}
          </h2>
          <ul className={styles.list} aria-label={title}>
            {items.map((benefit) => (
              <BenefitCard key={benefit.benefitId} benefit={benefit}>
                {action?.(benefit)}
              </BenefitCard>
            ))}
          </ul>
        </section>
      );
    return (
      <>
        {group("benefits-usable", t("serviceIndex.usable"), usable, (benefit) => (
          <GatewayLink className={buttonClassName("primary", false, styles.action)} link={benefit.link} fallback="/serviceIndex" aria-label={c("benefit.useOf", { name: benefitTexts(benefit, locale).name.text })}>
            {c("benefit.use")}
          </GatewayLink>
        ))}
        {group("benefits-pending", t("serviceIndex.toActivate"), pending, (benefit) => (
          <Button
            className={styles.action}
            variant="primary"
            disabled={activation.pending}
            aria-label={c("benefit.activateOf", { name: benefitTexts(benefit, locale).name.text })}
            onClick={() => void activation.activate({ benefitId: benefit.benefitId })}
          >
            {c("benefit.activate")}
          </Button>
        ))}
        {group("benefits-later", t("serviceIndex.startsLater"), later)}
        {group("benefits-past", t("serviceIndex.past"), past)}
        <div className={styles.links}>{records}</div>
      </>
    );
  };
  const body = (
    <QueryContent
      query={benefits}
      loading={p("benefit.loading")}
      failed={p("benefit.loadFailed")}
      retry={p("benefit.retry")}
      empty={t("serviceIndex.empty")}
      emptyAction={
        <div className={styles.links}>
          <Link className={buttonClassName("primary", true)} to="/binDing">
            {t("serviceIndex.bind")}
          </Link>
          {records}
        </div>
      }
    >
      {groups}
    </QueryContent>
  );

  return (
    <Page title={t("serviceIndex.title")} back>
      {body}
      {services.data === undefined || services.data.length === 0 ? null : (
        <section aria-labelledby="benefits-more">
          <h2 id="benefits-more" className={styles.subheading}>
            {t("serviceIndex.more")}
          </h2>
          <CellGroup>
            {services.data.filter(isValueAddService).map((service) => (
              <ServiceCell key={service.serviceCode} service={service} />
            ))}
          </CellGroup>
        </section>
      )}
    </Page>
  );
}

/** A value-added service row in the customer's language (domain's `serviceTexts`): its link followed as domain's `benefitLinkTarget` allows. */
function ServiceCell({ service }: { service: ValueAddService }) {
  const locale = useLocale();
  const texts = serviceTexts(service, locale);
  const target = benefitLinkTarget(service.link, window.location.origin, "/serviceIndex", GATEWAY_LINK_HOSTS.partners);
  return (
    <Cell
      title={<LocalTextView text={texts.name} />}
      description={<LocalTextView text={texts.description} />}
      {...(target.kind === "route" ? { to: target.to } : { href: target.href })}
    />
  );
}
