/**
 * /insureRight?productCode=DAA — car cover from the plate lookup to the order (issue 9): four steps on one
 * screen (ui `Steps`): 1 the vehicle lookup ({@link LookupStep}), 2 the renewal offer of the current policy or
 * the new-vehicle path ({@link OfferStep}), 3 the covers and their sums with the premium live
 * ({@link CoversStep}), 4 the applicant, the agreement and the proposal ({@link ApplicantStep}), which opens the
 * order; the order page pays through the cashier and ends on /applicationResulst.
 *
 * Decisions where the spec is silent:
 * - The step shown follows the address (`&step=lookup|offer|covers|applicant`): each step is a history entry,
 *   so the browser's back goes to the previous step and a reload shows the same one. A step whose earlier
 *   steps are not done yet shows the first one not done.
 * - What each step decided (the vehicle found, its current policy, the covers, the start date) is kept in the
 *   draft store (`insureRight:<productCode>`, sessionStorage, per account); the lookup and the applicant keep
 *   their typed values in drafts of their own. A new lookup starts a new offer; the saved proposal forgets all.
 * - Without `?productCode=` the car product (DAA) is meant (/carCollect links here so). A product that is not a
 *   car cover is applied for on /inputInfo (a link there).
 * - requireAuth: a car proposal needs the mall login (the proposal becomes an order of the customer's account,
 *   which the order page, the payment and "my orders" read).
 */
import { Suspense, lazy, useEffect } from "react";
import { useNavigate } from "react-router-dom";
import { Link } from "../../../ui/Link";
import { useAddressParams } from "../../../components/address-params";
import { carPage } from "../params";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, ErrorState, Page, Spinner, Steps, buttonClassName } from "../../../ui";
import { useMessages } from "../../../i18n";
import { useDraft } from "../../../state/draft";
import { GatewayRefusal } from "../../../gateway/query";
import { productPlansQuery } from "../api/plan-queries";
import { CAR_INSURE_MESSAGES } from "../car.messages";
import styles from "../components/car/car.module.css";

// Every step is a module of its own, loaded when reached (the next one is fetched while the customer is on the
// current one): a step's address is a page (a reload lands on it), so each step with this frame must stay within
// issue 9's 40 kB gzip above the entry, and only the lookup (the one encrypted call) brings the cipher.
const loadLookup = () => import("../components/car/LookupStep");
const loadOffer = () => import("../components/car/OfferStep");
const loadCovers = () => import("../components/car/CoversStep");
const loadApplicant = () => import("../components/car/ApplicantStep");
const LookupStep = lazy(() => loadLookup().then((module) => ({ default: module.LookupStep })));
const OfferStep = lazy(() => loadOffer().then((module) => ({ default: module.OfferStep })));
const CoversStep = lazy(() => loadCovers().then((module) => ({ default: module.CoversStep })));
const ApplicantStep = lazy(() => loadApplicant().then((module) => ({ default: module.ApplicantStep })));
const LOADERS = [loadLookup, loadOffer, loadCovers, loadApplicant] as const;

/** The steps, in order, as the address names them. */
const STEPS = ["lookup", "offer", "covers", "applicant"] as const;
type Step = (typeof STEPS)[number];

/** What the steps decided, kept in the draft store. */
const EMPTY_FLOW = {
  licenseNo: "",
  insuredName: "",
  identifyType: "",
  identifyNumber: "",
  /** "1" once the vehicle has been looked up. */
  found: "",
  /** The current policy to renew, "" for a new vehicle. */
  policyNo: "",
  /** The covers (domain's `carKindsText`), "" until the offer is taken. */
  kinds: "",
  startDate: "",
};

const stepIndex = (value: string): number => Math.max(0, STEPS.indexOf(value as Step));

/** The car cover screen. */
export default function InsureRightScreen() {
  const t = useMessages(CAR_INSURE_MESSAGES);
  const navigate = useNavigate();
  const { productCode, step } = useAddressParams(carPage);
  const product = useQuery(productPlansQuery(productCode));
  const summary = product.data?.products.find((entry) => entry.productCode === productCode);
  const planCode = product.data?.plans[0]?.planCode ?? "";
  const [flow, setFlow, clearFlow] = useDraft(`insureRight:${productCode}`, EMPTY_FLOW);

  const reachable = flow.found !== "1" ? 0 : flow.kinds === "" ? 1 : 3;
  const current = Math.min(stepIndex(step), reachable);
  useEffect(() => {
    // the next step's code, while the customer is busy with this one (a failure shows when the step opens)
    LOADERS[current + 1]?.().catch(() => undefined);
  }, [current]);
  const go = (step: Step) => void navigate(`/insureRight?productCode=${encodeURIComponent(productCode)}&step=${step}`);
  const vehicle = { licenseNo: flow.licenseNo, insuredName: flow.insuredName, identifyType: flow.identifyType, identifyNumber: flow.identifyNumber };

  let body;
  if (product.isPending) body = <Spinner label={t("car.loading")} />;
  else if (product.isError && !(product.error instanceof GatewayRefusal)) {
    body = <ErrorState message={t("car.loadFailed")} retryLabel={t("car.retry")} onRetry={() => void product.refetch()} />;
  } else if (summary === undefined || summary.category !== "car") {
    body = (
      <EmptyState message={t(summary === undefined ? "car.productMissing" : "car.notCar")}>
        <Link className={buttonClassName("primary")} to={summary === undefined ? "/productList" : `/inputInfo?productCode=${encodeURIComponent(productCode)}`}>
          {t(summary === undefined ? "car.toProducts" : "car.toForm")}
        </Link>
      </EmptyState>
    );
  } else {
    body = (
      <>
        <Steps
          label={t("car.steps")}
          steps={STEPS.map((step) => ({ key: step, title: t(`car.step.${step}`) }))}
          current={current}
          statusLabels={{ done: t("car.status.done"), current: t("car.status.current"), upcoming: t("car.status.upcoming") }}
        />
        <Suspense fallback={<Spinner label={t("car.loading")} />}>
          {current === 0 && (
            <LookupStep
              productCode={productCode}
              label={t("car.step.lookup")}
              onFound={(lookup, renewal) => {
                for (const [key, value] of Object.entries(lookup)) setFlow(key as keyof typeof EMPTY_FLOW, value);
                setFlow("policyNo", renewal?.policyNo ?? "");
                setFlow("kinds", "");
                setFlow("found", "1");
                go("offer");
              }}
            />
          )}
          {current === 1 && (
            <OfferStep
              policyNo={flow.policyNo}
              licenseNo={flow.licenseNo}
              ownerName={flow.insuredName}
              onAccept={(kinds, startDate) => {
                setFlow("kinds", kinds);
                setFlow("startDate", startDate);
                go("covers");
              }}
              onLookupAgain={() => go("lookup")}
            />
          )}
          {current === 2 && <CoversStep productCode={productCode} planCode={planCode} kinds={flow.kinds} renewalPolicyNo={flow.policyNo} startDate={flow.startDate} onKinds={(kinds) => setFlow("kinds", kinds)} onNext={() => go("applicant")} />}
          {current === 3 && (
            <ApplicantStep productCode={productCode} planCode={planCode} vehicle={vehicle} kinds={flow.kinds} renewalPolicyNo={flow.policyNo} startDate={flow.startDate} label={t("car.step.applicant")} onSaved={clearFlow} />
          )}
        </Suspense>
      </>
    );
  }

  return (
    <Page title={summary?.productName ?? t("car.title")} dataTitle={summary !== undefined} back>
      <div className={styles.page}>{body}</div>
    </Page>
  );
}
