/**
 * The SMS code calls as mutation options (moved from the account feature, issue 21: the non-motor claim query sends
 * and checks codes too). Each explains its own refusal (`meta.explainsRefusal`): a send refused with no message
 * still says the code was not sent, and a wrong code is shown under the code field; the calls are quiet in the
 * catalogue, so the hook (`use-sms-code.ts`) speaks for them.
 */
import { gatewayMutation } from "../../gateway/query";

/** Sending an SMS code (its hook explains a refusal). */
export const sendSmsCodeMutation = gatewayMutation("getverificationCodeBJ", { explainsRefusal: true });
/** Sending the quick login's SMS code, the login service's GET form (domain's `smsCodeCall`). */
export const sendMobileCodeMutation = gatewayMutation("getMobileCode", { explainsRefusal: true });
/** Checking an SMS code (a refusal is a wrong code, shown under the field). */
export const checkSmsCodeMutation = gatewayMutation("checkVerificationCode", { explainsRefusal: true });
/** Checking a mobile and its SMS code together (password reset, before the new password is asked for). */
export const checkMobileAndCodeMutation = gatewayMutation("checkUserAndCode", { explainsRefusal: true });
/** Whether a mobile is registered (`login/checkUser`), asked before a code is sent (domain's `needsMobileCheck`). */
export const mobileRegisteredMutation = gatewayMutation("loginCheckUser");
