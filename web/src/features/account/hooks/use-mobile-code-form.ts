/**
 * The state every SMS-code account form shares (register, reset password, login's SMS tab, change mobile):
 * the mobile and the code in a draft (they survive a reload), the form's password fields in memory only,
 * the SMS sender of the form's scene, the messages under the fields, and the checks of the mobile and the
 * code. Each form's hook composes this one and adds only its own fields and its gateway call.
 *
 * Decisions: sending a code checks the mobile first and shows its message instead of sending; a code the
 * gateway calls wrong (checkVerificationCode) is shown under the code field.
 */
import type { SendSmsCodeRequest } from "@micromall/domain";
import { useDraft } from "../../../state/draft";
import { mobileError as defaultMobileError, smsCodeError, type FieldError } from "./field-errors";
import { useFieldErrors, type FieldErrors } from "./use-field-errors";
import { usePasswordValues } from "./use-password-values";
import { useSmsCode, type SmsCode } from "./use-sms-code";

/** The two fields every SMS-code form has. */
export type MobileCodeField = "mobile" | "code";

/** What a form using {@link useMobileCodeForm} is. */
export interface MobileCodeFormOptions<P extends string> {
  /** Draft id: the mobile and the code are kept under it until {@link MobileCodeForm.clearDraft}. */
  readonly formId: string;
  /** SMS scene of the codes this form sends. */
  readonly scene: SendSmsCodeRequest["scene"];
  /** The form's password fields, all empty: kept in memory only. */
  readonly passwords?: Readonly<Record<P, "">>;
  /** Check of the mobile (default `mobileError`); change-mobile also refuses the current number. */
  readonly mobileRule?: (mobile: string) => FieldError;
}

/**
 * State and actions of an SMS-code form with password fields `P` and other (non-text) fields `E`. The
 * password values sit beside `mobile` and `code` under their own names.
 */
export type MobileCodeForm<P extends string, E extends string> = Readonly<Record<P, string>> & {
  readonly mobile: string;
  readonly code: string;
  readonly errors: FieldErrors<MobileCodeField | P | E>;
  readonly sms: SmsCode;
  /** A text field changed: stores it (draft or memory) and clears its message. */
  change(name: MobileCodeField | P, value: string): void;
  /** Sets (undefined: clears) the message of a field, e.g. when a non-text field changes. */
  setError(name: E, error: FieldError): void;
  /** Checks the mobile, then sends a code to it; a wrong mobile gets its message instead. */
  sendCode(): Promise<void>;
  /** The message of the mobile as it stands. */
  mobileError(): FieldError;
  /** The messages of the mobile and the code as they stand. */
  mobileCodeErrors(): FieldErrors<MobileCodeField>;
  /** Shows exactly `found`; true when every check passed. */
  show(found: FieldErrors<MobileCodeField | P | E>): boolean;
  /** Checks the code with the gateway; a wrong code gets its message. True when the code is right. */
  verifyCode(): Promise<boolean>;
  /** Forgets the draft (the form is done). */
  clearDraft(): void;
  /** Empties the password fields. */
  clearPasswords(): void;
};

/**
 * The shared state of an SMS-code form.
 * @example const form = useMobileCodeForm({ formId: "resetPassword", scene: "reset", passwords: { password: "", confirm: "" } }); form.change("password", "Abc12345") // form.password === "Abc12345" after the render
 */
export function useMobileCodeForm<P extends string = never, E extends string = never>({
  formId,
  scene,
  passwords = {} as Readonly<Record<P, "">>,
  mobileRule = defaultMobileError,
}: MobileCodeFormOptions<P>): MobileCodeForm<P, E> {
  const [draft, setField, clearDraft] = useDraft(formId, { mobile: "", code: "" });
  const [passwordValues, setPassword, clearPasswords] = usePasswordValues(passwords);
  const { errors, set, show } = useFieldErrors<MobileCodeField | P | E>();
  const sms = useSmsCode(scene);

  function change(name: MobileCodeField | P, value: string) {
    if (isDraftField(name)) setField(name, value);
    else setPassword(name, value);
    set(name, undefined);
  }

  async function sendCode() {
    const mobile = mobileRule(draft.mobile);
    set("mobile", mobile);
    if (mobile === undefined) await sms.send(draft.mobile);
  }

  function mobileCodeErrors(): FieldErrors<MobileCodeField> {
    return { mobile: mobileRule(draft.mobile), code: smsCodeError(draft.code) };
  }

  async function verifyCode(): Promise<boolean> {
    const checked = await sms.check(draft.mobile, draft.code);
    if (checked === "wrong") set("code", "account.error.smsCodeWrong");
    return checked === "ok";
  }

  return {
    ...passwordValues,
    mobile: draft.mobile,
    code: draft.code,
    errors,
    sms,
    change,
    setError: set,
    sendCode,
    mobileError: () => mobileRule(draft.mobile),
    mobileCodeErrors,
    show,
    verifyCode,
    clearDraft,
    clearPasswords,
  };
}

function isDraftField(name: string): name is MobileCodeField {
  return name === "mobile" || name === "code";
}
