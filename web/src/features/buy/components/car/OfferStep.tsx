/**
 * Step 2 of /insureRight: the renewal offer. With a current policy of the vehicle: the vehicle (plate, make and
 * model, owner), the current policy (number, end date with the days left) and the offered covers
 * (`renewalPageInfo`, `selectRiskByPolicy`), renewed as they are at the nearest offered sums, and when the renewal
 * starts (domain's `renewalTiming`: the day after the current policy ends, which stays as it is; the spec sets no
 * renewal window). Without one: a
 * clear new-vehicle path with domain's default covers. Loading, a retry on failure, and a way to look up again.
 */
import { useQuery } from "@tanstack/react-query";
import {
  COMPULSORY_COVER_CODE,
  COMPULSORY_LIMIT_FEN,
  DEFAULT_CAR_COVERS,
  carChoiceOfRisks,
  carCoverName,
  carKindsText,
  carSumLabel,
  formatFen,
  renewalStartDate,
  renewalTiming,
  type CarCoverChoice,
  type CarCoverCode,
} from "@micromall/domain";
import { Button, ErrorState, Spinner } from "../../../../ui";
import { useLocale, useMessages } from "../../../../i18n";
import { policyCoversQuery, renewalOfferQuery } from "../../api/car-queries";
import { CAR_OFFER_MESSAGES } from "../../car-offer.messages";
import styles from "./car.module.css";
import own from "./offer.module.css";

/** Props of {@link OfferStep}. */
export interface OfferStepProps {
  /** The current policy found by the lookup, "" for none. */
  readonly policyNo: string;
  readonly licenseNo: string;
  readonly ownerName: string;
  /** The customer takes the offer: its covers (`kinds`) and the new cover's start date. */
  readonly onAccept: (kinds: string, startDate: string) => void;
  readonly onLookupAgain: () => void;
}

/** The renewal offer step. */
export function OfferStep(props: OfferStepProps) {
  return props.policyNo === "" ? <NewVehicle {...props} /> : <Renewal {...props} />;
}

/** The covers of a choice with their sums. */
function CoverList({ choice, title }: { choice: CarCoverChoice; title: string }) {
  const locale = useLocale();
  const lang = locale === "en" ? "en" : "zh-CN";
  return (
    <section className={styles.section} aria-label={title}>
      <h2 className={styles.heading}>{title}</h2>
      <dl className={own.facts}>
        <Fact term={carCoverName(COMPULSORY_COVER_CODE, lang)} value={carSumLabel(COMPULSORY_LIMIT_FEN, lang)} />
        {(Object.entries(choice) as [CarCoverCode, number][]).map(([code, sum]) => (
          <Fact key={code} term={carCoverName(code, lang)} value={carSumLabel(sum, lang)} />
        ))}
      </dl>
    </section>
  );
}

function Fact({ term, value }: { term: string; value: string }) {
  return (
    <>
      <dt>{term}</dt>
      <dd>{value}</dd>
    </>
  );
}

function NewVehicle({ licenseNo, ownerName, onAccept, onLookupAgain }: OfferStepProps) {
  const t = useMessages(CAR_OFFER_MESSAGES);
  return (
    <div>
      <section className={styles.section} aria-label={t("car.offer.vehicle")}>
        <h2 className={styles.heading}>{t("car.offer.vehicle")}</h2>
        <dl className={own.facts}>
          <Fact term={t("car.offer.licenseNo")} value={licenseNo} />
          <Fact term={t("car.offer.owner")} value={ownerName} />
        </dl>
        <p className={styles.note} role="status">
          {t("car.offer.newVehicle")}
        </p>
      </section>
      <CoverList choice={DEFAULT_CAR_COVERS} title={t("car.offer.defaults")} />
      <div className={own.actions}>
        <Button variant="primary" onClick={() => onAccept(carKindsText(DEFAULT_CAR_COVERS), renewalStartDate(""))}>
          {t("car.offer.acceptNew")}
        </Button>
        <Button onClick={onLookupAgain}>{t("car.offer.again")}</Button>
      </div>
    </div>
  );
}

function Renewal({ policyNo, onAccept, onLookupAgain }: OfferStepProps) {
  const t = useMessages(CAR_OFFER_MESSAGES);
  const offer = useQuery(renewalOfferQuery(policyNo));
  const covers = useQuery(policyCoversQuery(policyNo));
  if (offer.isPending || covers.isPending) return <Spinner label={t("car.loading")} />;
  if (offer.isError || covers.isError) {
    return (
      <ErrorState
        message={t("car.loadFailed")}
        retryLabel={t("car.retry")}
        onRetry={() => {
          if (offer.isError) void offer.refetch();
          if (covers.isError) void covers.refetch();
        }}
      />
    );
  }
  const { policy, renewal } = offer.data;
  const choice = carChoiceOfRisks(covers.data);
  // the spec sets no renewal window: say when the renewal starts and that the current cover stays (customer rehearsal 5)
  const timing = renewalTiming(policy.endDate);
  const ends = renewal.daysLeft > 0 ? t("car.offer.daysLeft", { date: policy.endDate, n: renewal.daysLeft }) : t("car.offer.ended", { date: policy.endDate });
  return (
    <div>
      <section className={styles.section} aria-label={t("car.offer.vehicle")}>
        <h2 className={styles.heading}>{t("car.offer.vehicle")}</h2>
        <dl className={own.facts}>
          <Fact term={t("car.offer.licenseNo")} value={policy.licenseNo ?? renewal.licenseNo} />
          {policy.vehicle !== undefined && <Fact term={t("car.offer.brandModel")} value={policy.vehicle.brandModel} />}
          <Fact term={t("car.offer.owner")} value={policy.insuredName} />
        </dl>
      </section>
      <section className={styles.section} aria-label={t("car.offer.current")}>
        <h2 className={styles.heading}>{t("car.offer.current")}</h2>
        <dl className={own.facts}>
          <Fact term={t("car.offer.policyNo")} value={policy.policyNo} />
          <Fact term={t("car.offer.endDate")} value={ends} />
          {renewal.renewalDiscountPercent !== undefined && renewal.renewalDiscountPercent > 0 && (
            <Fact term={t("car.offer.discount")} value={t("car.offer.discountValue", { percent: renewal.renewalDiscountPercent })} />
          )}
          <Fact term={t("car.offer.premium")} value={`¥${formatFen(renewal.renewalPremium)}`} />
        </dl>
        <p className={styles.note}>{timing.follows ? t("car.offer.startsAfter", { start: timing.startDate, end: policy.endDate }) : t("car.offer.startsTomorrow", { start: timing.startDate })}</p>
      </section>
      <CoverList choice={choice} title={t("car.offer.covers")} />
      <div className={own.actions}>
        <Button variant="primary" onClick={() => onAccept(carKindsText(choice), timing.startDate)}>
          {t("car.offer.accept")}
        </Button>
        <Button onClick={onLookupAgain}>{t("car.offer.again")}</Button>
      </div>
    </div>
  );
}
