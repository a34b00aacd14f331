/**
 * The account forms' SMS code (register, reset, change mobile, quick login): {@link useSmsCode} with the account check
 * before a code is sent (issue 21, domain's mall-account rules). Where the scene needs it (`needsMobileCheck`:
 * register, reset, change mobile), `loginCheckUser` asks whether the mobile is registered; a registered mobile on
 * register / change, or an unknown one on reset, gets domain's `mobileCheckRefusal` under the mobile field and no code
 * is sent. Apart from `use-sms-code.ts` so a form that needs no such check (the non-motor claim query) does not ship
 * it, nor its texts.
 */
import { useMutation } from "@tanstack/react-query";
import { mobileCheckRefusal, needsMobileCheck, type SmsScene } from "@micromall/domain";
import { settle } from "../../gateway/query";
import { getLocale } from "../../i18n";
import { mobileRegisteredMutation } from "./sms-mutations";
import { useSmsCode, type SmsCode, type SmsCodeOptions } from "./use-sms-code";

/**
 * SMS code sending and checking for an account form of `scene`, the mobile checked against the accounts first.
 * @example const sms = useAccountSmsCode("register"); <SmsCodeField … sms={sms} onSend={() => void sms.send(form)} />
 */
export function useAccountSmsCode(scene: SmsScene, options: Omit<SmsCodeOptions, "accountCheck"> = {}): SmsCode {
  const registered = useMutation(mobileRegisteredMutation);
  return useSmsCode(scene, {
    ...options,
    accountCheck: async (mobile) => {
      if (!needsMobileCheck(scene)) return { send: true };
      // a refusal is toasted by the query client, a failure was shown by the gateway client: no code either way
      const check = await settle(registered.mutateAsync({ mobile }));
      if (!check.ok) return { send: false };
      const refusal = mobileCheckRefusal(scene, check.data.registered, getLocale());
      return refusal === null ? { send: true } : { send: false, refusal };
    },
  });
}
