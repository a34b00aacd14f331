/**
 * The account forms' gateway calls as TanStack Query mutation options (one per call, bulletproof-react's
 * `features/<f>/api/` layout) over the gateway adapter (`gateway/query.ts`): the payload type is the call's
 * request contract, the answer its decoded contract, so `useMutation(loginMutation)` accepts only a
 * `LoginRequest`. Logging out is `logoutMutation` of `user-queries.ts` (it forgets the customer's answers).
 *
 * A refusal (status ≠ 1, e.g. "手机号或密码错误") of the submitting calls is toasted by the query client in its
 * one place; the SMS calls explain theirs themselves (`meta.explainsRefusal`): a send refused with no message
 * still says the code was not sent, and a wrong code is shown under the code field. A failure has already been
 * shown by the gateway client (the SMS calls are quiet in the catalogue, so their hook speaks for them). The SMS
 * code calls are the shared SMS code piece's (`components/sms-code/sms-mutations.ts`).
 */
import { gatewayMutation } from "../../../gateway/query";

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

// how a mutation ended, as a value (shared with the SMS code piece, components/sms-code)
export { settle, type Settled } from "../../../gateway/query";
