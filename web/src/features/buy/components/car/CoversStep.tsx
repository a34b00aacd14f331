/**
 * Step 3 of /insureRight: the covers. The compulsory cover is always there; each commercial cover (DDA–DDF) can
 * be added or removed, its sum chosen from domain's table (`CAR_COVER_SUMS`), and its page (`/DDA`…) explains
 * it. A rider without its main cover is said on the rider at once (domain's `carCoverProblems`); the premium
 * follows the settled choice ({@link useCarPremium}). "Next" with a problem focuses it and goes nowhere.
 */
import { Link } from "../../../../ui/Link";
import {
  CAR_COVER_CODES,
  CAR_COVER_SUMS,
  COMPULSORY_COVER_CODE,
  COMPULSORY_LIMIT_FEN,
  carCoverName,
  carCoverProblems,
  carKindsText,
  carSumLabel,
  defaultCarSum,
  formatMessage,
  toCarCoverChoice,
  type CarCoverCode,
} from "@micromall/domain";
import { Button, Checkbox, SelectField } from "../../../../ui";
import { useLocale, useMessages } from "../../../../i18n";
import { CAR_COVERS_MESSAGES } from "../../car-covers.messages";
import { useCarPremium, usePremiumText } from "./car-premium";
import styles from "./car.module.css";
import own from "./covers.module.css";

/** Props of {@link CoversStep}. */
export interface CoversStepProps {
  readonly productCode: string;
  /** The product's plan the proposal is priced under. */
  readonly planCode: string;
  /** The choice as domain's `kinds` text. */
  readonly kinds: string;
  /** The policy the offer renews ("" for a new vehicle): its discount is part of the premium. */
  readonly renewalPolicyNo: string;
  readonly startDate: string;
  readonly onKinds: (kinds: string) => void;
  readonly onNext: () => void;
}

const sumId = (code: CarCoverCode) => `car-sum-${code}`;
const coverId = (code: CarCoverCode) => `car-cover-${code}`;

/** The covers step. */
export function CoversStep({ productCode, planCode, kinds, renewalPolicyNo, startDate, onKinds, onNext }: CoversStepProps) {
  const t = useMessages(CAR_COVERS_MESSAGES);
  const premium = usePremiumText(useCarPremium(productCode, planCode, kinds, renewalPolicyNo));
  const locale = useLocale();
  const lang = locale === "en" ? "en" : "zh-CN";
  const choice = toCarCoverChoice(kinds) ?? {};
  const problems = carCoverProblems(choice);
  const problemOf = (code: CarCoverCode) => {
    const problem = problems.find((entry) => entry.path === code);
    return problem === undefined ? undefined : formatMessage(problem.key, problem.params, lang);
  };
  const change = (code: CarCoverCode, sum: number | undefined) => {
    const next: Partial<Record<CarCoverCode, number>> = { ...choice };
    if (sum === undefined) delete next[code];
    else next[code] = sum;
    onKinds(carKindsText(next));
  };
  const next = () => {
    const first = problems[0];
    if (first === undefined) {
      onNext();
      return;
    }
    document.getElementById(choice[first.path] === undefined ? coverId(first.path) : sumId(first.path))?.focus();
  };

  return (
    <div>
      <section className={styles.section} aria-label={t("car.covers.compulsory")}>
        <h2 className={styles.heading}>{t("car.covers.compulsory")}</h2>
        <p>
          {carCoverName(COMPULSORY_COVER_CODE, lang)} · {carSumLabel(COMPULSORY_LIMIT_FEN, lang)}
        </p>
        <p className={styles.note}>{t("car.covers.start", { date: startDate })}</p>
      </section>
      <fieldset className={styles.section}>
        <legend className={styles.legend}>{t("car.covers.commercial")}</legend>
        {CAR_COVER_CODES.map((code) => {
          const name = carCoverName(code, lang);
          const sum = choice[code];
          const problem = problemOf(code);
          return (
            <div key={code} className={own.cover}>
              <Checkbox id={coverId(code)} checked={sum !== undefined} onChange={(event) => change(code, event.target.checked ? defaultCarSum(code) : undefined)} error={sum === undefined ? problem : undefined}>
                {t("car.covers.choose", { name })}
              </Checkbox>
              {sum !== undefined && (
                <SelectField
                  id={sumId(code)}
                  label={t("car.covers.sum", { name })}
                  options={CAR_COVER_SUMS[code].map((value) => ({ value: String(value), label: carSumLabel(value, lang) }))}
                  value={String(sum)}
                  onChange={(value: string) => change(code, Number(value))}
                  error={problem}
                />
              )}
              <Link className={own.link} to={`/${code}`}>
                {t("car.covers.about", { name })}
              </Link>
            </div>
          );
        })}
      </fieldset>
      <div className={styles.footer}>
        <p className={styles.premium} aria-live="polite">
          {premium}
        </p>
        <Button variant="primary" onClick={next}>
          {t("car.covers.next")}
        </Button>
      </div>
    </div>
  );
}
