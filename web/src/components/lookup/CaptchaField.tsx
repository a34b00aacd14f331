/**
 * The picture code's field, the one shape of every lookup that asks for it (/policySearch, /invoiceQuery,
 * /surrenderQuery through `LookupForm`, /applicationQuery directly; customer report 3 H10): the input and the
 * gateway's picture on one row, centred on each other, and "换一张" under the picture, outside the row (beside it,
 * it pushed the row to two lines and the picture sat 26 px above its input).
 *
 * Decisions:
 * - The picture is the gateway's (`getCaptcha`, a data URI with no size to ask for): it is scaled, never cropped
 *   (a real gateway may draw its characters edge to edge). In elder mode it is 1.5 × the elder target high (90 px), so
 *   a gateway that draws small characters still shows them as large as body text (a picture drawn at font-size 10 on
 *   48 px gives about 13 px of ink at 90 px). The fixtures' picture draws its code at font-size 30 on 120 × 48 (about
 *   27 px at the normal 44 px height) and changes its look with each "换一张".
 * - In elder mode the picture stands under the input, not beside it: at 90 px high it is 225 px wide, and a phone's row
 *   then left the input too narrow for the whole code.
 * - While the picture loads, or when it failed, a status line stands in its place; "换一张" fetches a new one.
 */
import { useQuery } from "@tanstack/react-query";
import { Button, TextField, type UncontrolledTextFieldProps } from "../../ui";
import { useMessages } from "../../i18n";
import { gatewayQuery } from "../../gateway/query";
import { LOOKUP_MESSAGES } from "./messages";
import styles from "./lookup.module.css";

/** Props of `CaptchaField`: a text field's (from a form's `field(name)`), and what a new picture also does. */
export type CaptchaFieldProps = Omit<UncontrolledTextFieldProps, "suffix" | "after" | "autoComplete" | "inputMode" | "className"> & {
  /** Called after "换一张" asked for a new picture (e.g. to empty the typed code); the picture reloads either way. */
  readonly onRenew?: (() => void) | undefined;
};

/**
 * A picture code's input with the gateway's picture on its row and "换一张" under it.
 * @example <CaptchaField label={t("lookup.field.code")} maxLength={5} {...form.field("code")} error={form.errorOf("code")} />
 */
export function CaptchaField({ onRenew, ...field }: CaptchaFieldProps) {
  const t = useMessages(LOOKUP_MESSAGES);
  const captcha = useQuery(gatewayQuery("getCaptcha", {}));
  const renew = () => {
    void captcha.refetch();
    onRenew?.();
  };
  return (
    <TextField
      {...field}
      className={styles.captchaField}
      autoComplete="off"
      inputMode="text"
      suffix={
        captcha.data === undefined ? (
          <span className={styles.captchaText} role="status">
            {captcha.isError ? t("lookup.captchaFailed") : t("lookup.captchaLoading")}
          </span>
        ) : (
          <img className={styles.captchaImage} src={captcha.data.image} alt={t("lookup.captchaImage")} />
        )
      }
      after={
        <span className={styles.captcha}>
          <Button variant="link" className={styles.captchaRefresh} onClick={renew}>
            {t("lookup.captchaRefresh")}
          </Button>
        </span>
      }
    />
  );
}
