/**
 * The account forms' gateway calls as TanStack Query mutation options (one per call, bulletproof-react's
 * `features/<f>/api/` layout) over the gateway adapter (`gateway/query.ts`): the payload type is the call's
 * request contract, the answer its decoded contract, so `useMutation(loginMutation)` accepts only a
 * `LoginRequest`. Logging out is `logoutMutation` of `user-queries.ts` (it forgets the customer's answers).
 *
 * A refusal (status ≠ 1, e.g. "手机号或密码错误") of the submitting calls is toasted by the query client in its
 * one place; the SMS calls explain theirs themselves (`meta.explainsRefusal`): a send refused with no message
 * still says the code was not sent, and a wrong code is shown under the code field. A failure has already been
 * shown by the gateway client (the SMS calls are quiet in the catalogue, so their hook speaks for them).
 */
import { GatewayFailure, GatewayRefusal, gatewayMutation } from "../../../gateway/query";

/** Password login. */
export const loginMutation = gatewayMutation("login");
/** SMS quick login. */
export const quickLoginMutation = gatewayMutation("quickLogin");
/** Registration. */
export const registerMutation = gatewayMutation("register");
/** Forgotten-password reset. */
export const resetPasswordMutation = gatewayMutation("updatePassword");
/** Change of the logged-in customer's password. */
export const changePasswordMutation = gatewayMutation("changeMallPassword");
/** Change of the logged-in customer's mobile. */
export const changeMobileMutation = gatewayMutation("updatePhone");
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

/** How a mutation ended: its answer, or why not (a refusal or a failure, both already handled or shown). */
export type Settled<T> = { readonly ok: true; readonly data: T } | { readonly ok: false; readonly refusal: GatewayRefusal | undefined };

/**
 * Awaits a mutation and tells its outcome as a value: a `GatewayRefusal` or `GatewayFailure` is an answer,
 * anything else (a bug) is rethrown.
 * @example const login = await settle(mutation.mutateAsync(payload)); if (login.ok) finishLogin(login.data)
 */
export async function settle<T>(running: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await running };
  } catch (error) {
    if (error instanceof GatewayRefusal) return { ok: false, refusal: error };
    if (error instanceof GatewayFailure) return { ok: false, refusal: undefined };
    throw error;
  }
}
