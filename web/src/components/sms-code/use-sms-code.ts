/**
 * Sending and checking an SMS code for one form (scene: register, reset, login, mobile; shared by the account forms
 * and, issue 21, the non-motor claim query, which checks its code with `checkNocarVCode`). Both calls are
 * quiet in the catalogue (§8: failures show nothing), so this hook tells the customer itself: a toast when
 * the code could not be sent, the server's message on a business "no".
 *
 * Decisions: sending checks the mobile first (the form's own Schema, its message under the mobile field and the
 * focus on it) and sends nothing when it is wrong; a second tap while a send is under way, or during the
 * countdown, sends nothing.
 *
 * Account checks (issue 21): a form may have the mobile checked before a code is sent (`accountCheck`: the account
 * forms' `useAccountSmsCode`, which asks `loginCheckUser` where the scene needs it); a refusal goes under the mobile
 * field and no code is sent. The code goes out by domain's `smsCodeCall` (quick login: the GET `getMobileCode`).
 * The reset form checks mobile and code together (`checkUserAndCode`), the others the code (`checkVerificationCode`),
 * unless the form brings its own check (`{ check }`: the non-motor claim query's `checkNocarVCode`).
 */
import { useRef, useState } from "react";
import { smsCodeCall, type SendSmsCodeRequest } from "@micromall/domain";
import { useMessages } from "../../i18n";
import { toast } from "../../ui";
import { useMutation } from "@tanstack/react-query";
import { settle, type gatewayMutation } from "../../gateway/query";
import {
  checkMobileAndCodeMutation,
  checkSmsCodeMutation,
  sendMobileCodeMutation,
  sendSmsCodeMutation,
} from "./sms-mutations";
import { SMS_CODE_MESSAGES } from "./sms.messages";
import { useCountdown } from "./use-countdown";

/**
 * Options of {@link useSmsCode}: the mutation that checks the code when the form has its own (the scene's call by
 * default): the non-motor claim query passes `checkNocarVCode`'s, so the account forms' routes do not carry it.
 */
export interface SmsCodeOptions {
  readonly check?: ReturnType<typeof gatewayMutation<"checkNocarVCode">>;
  /**
   * Asked with the checked mobile before a code is sent: `send: false` stops the send (with `refusal`, the message
   * under the mobile field). The account forms' `useAccountSmsCode` passes the mall account check.
   */
  readonly accountCheck?: (mobile: string) => Promise<{ readonly send: true } | { readonly send: false; readonly refusal?: string }>;
}

/** The part of a form with a mobile that sending a code reads (a `useSchemaForm` form fits). */
export interface MobileForm {
  trigger(name: "mobile", options: { shouldFocus: boolean }): Promise<boolean>;
  getValues(name: "mobile"): string;
  setError(name: "mobile", error: { type: string; message: string }, options: { shouldFocus: boolean }): void;
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
   * sent), then with `accountCheck` when the form has one (a refusal under the field, nothing sent), then sends a
   * code to it; true when the gateway accepted.
   */
  send(form: MobileForm): Promise<boolean>;
  /**
   * Checks `code` for `mobile` (checkVerificationCode; on reset and verify checkUserAndCode, both together); a wrong code
   * gets its message under the form's code field. True when the code is right.
   */
  verify(form: CodeForm, mobile: string, code: string): Promise<boolean>;
}

/**
 * SMS code sending (with the 60 s resend countdown) and checking for a form of the given scene.
 * @example const sms = useSmsCode("register"); <SmsCodeField … sms={sms} onSend={() => void sms.send(form)} />
 */
export function useSmsCode(scene: SendSmsCodeRequest["scene"], options: SmsCodeOptions = {}): SmsCode {
  const m = useMessages(SMS_CODE_MESSAGES);
  const smsSender = useMutation(sendSmsCodeMutation);
  const mobileSender = useMutation(sendMobileCodeMutation);
  const sender = smsCodeCall(scene) === "getMobileCode" ? mobileSender : smsSender;
  const codeChecker = useMutation(checkSmsCodeMutation);
  const pairChecker = useMutation(checkMobileAndCodeMutation);
  const ownChecker = useMutation(options.check ?? checkSmsCodeMutation);
  const { remaining, start } = useCountdown();
  const [sent, setSent] = useState(false);
  const busy = useRef(false);

  async function send(form: MobileForm): Promise<boolean> {
    if (remaining > 0 || busy.current) return false;
    busy.current = true;
    try {
      if (!(await form.trigger("mobile", { shouldFocus: true }))) return false;
      const mobile = form.getValues("mobile");
      const account = options.accountCheck === undefined ? { send: true as const } : await options.accountCheck(mobile);
      if (!account.send) {
        if (account.refusal !== undefined) form.setError("mobile", { type: "account", message: account.refusal }, { shouldFocus: true });
        return false;
      }
      const result = await settle(sender.mutateAsync({ mobile, scene }));
      if (!result.ok) {
        const message = result.refusal?.message ?? "";
        toast(message.trim() !== "" ? message : m("sms.sendFailed"));
        return false;
      }
      start();
      setSent(true);
      toast(m("sms.sent"));
      return true;
    } finally {
      busy.current = false;
    }
  }

  async function verify(form: CodeForm, mobile: string, code: string): Promise<boolean> {
    const payload = { mobile, verifyCode: code };
    // reset and the proof of the account's own number (verify) check the number and the code together
    const checker = options.check !== undefined ? ownChecker : scene === "reset" || scene === "verify" ? pairChecker : codeChecker;
    const result = await settle<unknown>(checker.mutateAsync(payload));
    if (result.ok) return true;
    if (result.refusal !== undefined) form.setError("code", { type: "gateway", message: m("sms.wrong") }, { shouldFocus: true });
    else toast(m("sms.checkFailed"));
    return false;
  }

  return { remaining, sending: sender.isPending, sent, send, verify };
}
