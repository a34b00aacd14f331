/**
 * Sending and checking an SMS code for one form (scene: register, reset, login, mobile). Both calls are
 * quiet in the catalogue (§8: failures show nothing), so this hook tells the customer itself: a toast when
 * the code could not be sent, the server's message on a business "no".
 */
import { useState } from "react";
import type { SendSmsCodeRequest } from "@micromall/domain";
import { useGatewayAction } from "../../../gateway/hooks";
import { toast } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { useCountdown } from "./use-countdown";

/** The answer of a code check. */
export type SmsCheck = "ok" | "wrong" | "failed";

/** SMS code state and actions of one form. */
export interface SmsCode {
  /** Seconds until the code may be sent again; 0 = may send now. */
  remaining: number;
  /** A send call is under way. */
  sending: boolean;
  /** A code was sent at least once on this form. */
  sent: boolean;
  /** Sends a code to `mobile` (already validated by the caller); true when the gateway accepted. */
  send(mobile: string): Promise<boolean>;
  /** Checks `code` for `mobile` (checkVerificationCode). */
  check(mobile: string, code: string): Promise<SmsCheck>;
}

/** SMS code sending (with the 60 s resend countdown) and checking for a form of the given scene. */
export function useSmsCode(scene: SendSmsCodeRequest["scene"]): SmsCode {
  const t = useT();
  const sender = useGatewayAction("getverificationCodeBJ");
  const checker = useGatewayAction("checkVerificationCode");
  const { remaining, start } = useCountdown();
  const [sent, setSent] = useState(false);

  async function send(mobile: string): Promise<boolean> {
    if (remaining > 0 || sender.pending) return false;
    const result = await sender.run({ mobile, scene });
    if (!result.ok && !result.refused) {
      toast(t("account.sms.sendFailed"));
      return false;
    }
    if (!result.ok) {
      toast(result.message || t("account.sms.sendFailed"));
      return false;
    }
    start();
    setSent(true);
    toast(t("account.sms.sent"));
    return true;
  }

  async function check(mobile: string, code: string): Promise<SmsCheck> {
    const result = await checker.run({ mobile, verifyCode: code });
    if (!result.ok && !result.refused) {
      toast(t("account.sms.checkFailed"));
      return "failed";
    }
    return result.ok ? "ok" : "wrong";
  }

  return { remaining, sending: sender.pending, sent, send, check };
}
