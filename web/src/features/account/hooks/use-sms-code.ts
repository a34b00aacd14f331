/**
 * Sending and checking an SMS code for one form (scene: register, reset, login, mobile). Both calls are
 * quiet in the catalogue (§8: failures show nothing), so this hook tells the customer itself: a toast when
 * the code could not be sent, the server's message on a business "no".
 *
 * Decisions: sending checks the mobile first (the form's own Schema, its message under the mobile field and the
 * focus on it) and sends nothing when it is wrong; a second tap while a send is under way, or during the
 * countdown, sends nothing.
 */
import { useRef, useState } from "react";
import type { SendSmsCodeRequest } from "@micromall/domain";
import { useMessages } from "../../../i18n";
import { toast } from "../../../ui";
import { useMutation } from "@tanstack/react-query";
import { checkSmsCodeMutation, sendSmsCodeMutation, settle } from "../api/mutations";
import { ACCOUNT_MESSAGES } from "../messages";
import { useCountdown } from "./use-countdown";

/** The part of a form with a mobile that sending a code reads (a `useSchemaForm` form fits). */
export interface MobileForm {
  trigger(name: "mobile", options: { shouldFocus: boolean }): Promise<boolean>;
  getValues(name: "mobile"): string;
}

/** The part of a form with a code that checking it writes (a `useSchemaForm` form fits). */
export interface CodeForm {
  setError(name: "code", error: { type: string; message: string }, options: { shouldFocus: boolean }): void;
}

/** SMS code state and actions of one form. */
export interface SmsCode {
  /** Seconds until the code may be sent again; 0 = may send now. */
  readonly remaining: number;
  /** A send call is under way. */
  readonly sending: boolean;
  /** A code was sent at least once on this form. */
  readonly sent: boolean;
  /**
   * Checks the form's mobile with its Schema (when wrong: its message under the field, the focus on it, nothing
   * sent), then sends a code to it; true when the gateway accepted.
   */
  send(form: MobileForm): Promise<boolean>;
  /**
   * Checks `code` for `mobile` (checkVerificationCode); a wrong code gets its message under the form's code
   * field. True when the code is right.
   */
  verify(form: CodeForm, mobile: string, code: string): Promise<boolean>;
}

/**
 * SMS code sending (with the 60 s resend countdown) and checking for a form of the given scene.
 * @example const sms = useSmsCode("register"); <SmsCodeField … sms={sms} onSend={() => void sms.send(form)} />
 */
export function useSmsCode(scene: SendSmsCodeRequest["scene"]): SmsCode {
  const m = useMessages(ACCOUNT_MESSAGES);
  const sender = useMutation(sendSmsCodeMutation);
  const checker = useMutation(checkSmsCodeMutation);
  const { remaining, start } = useCountdown();
  const [sent, setSent] = useState(false);
  const busy = useRef(false);

  async function send(form: MobileForm): Promise<boolean> {
    if (remaining > 0 || busy.current) return false;
    busy.current = true;
    try {
      if (!(await form.trigger("mobile", { shouldFocus: true }))) return false;
      const result = await settle(sender.mutateAsync({ mobile: form.getValues("mobile"), scene }));
      if (!result.ok) {
        const message = result.refusal?.message ?? "";
        toast(message.trim() !== "" ? message : m("account.sms.sendFailed"));
        return false;
      }
      start();
      setSent(true);
      toast(m("account.sms.sent"));
      return true;
    } finally {
      busy.current = false;
    }
  }

  async function verify(form: CodeForm, mobile: string, code: string): Promise<boolean> {
    const result = await settle(checker.mutateAsync({ mobile, verifyCode: code }));
    if (result.ok) return true;
    if (result.refusal !== undefined) form.setError("code", { type: "gateway", message: m("account.error.smsCodeWrong") }, { shouldFocus: true });
    else toast(m("account.sms.checkFailed"));
    return false;
  }

  return { remaining, sending: sender.isPending, sent, send, verify };
}
