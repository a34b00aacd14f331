/**
 * The account forms' gateway calls as TanStack Query mutation options (one per call, bulletproof-react's
 * `features/<f>/api/` layout): the payload type is the call's request contract, the answer its decoded
 * contract, so `useAccountMutation(loginMutation)` accepts only a `LoginRequest`.
 *
 * Decisions where the spec is silent:
 * - A mutation resolves with the client's `GatewayResult` rather than throwing: the client never throws and has
 *   already shown a failure per §8, and each form explains a business refusal (`refused`) itself — a wrong
 *   password under the form, a wrong code under the code field.
 * - Transitional: until the app provides its one `QueryClient` at the root (the server-state work), the account
 *   mutations run on a private client of this module; once a provider is there, they run on it.
 */
import { useContext } from "react";
import { QueryClient, QueryClientContext, mutationOptions, useMutation, type UseMutationOptions } from "@tanstack/react-query";
import type { CallRequest, GatewayCallName } from "@micromall/domain";
import type { CallAnswer } from "@micromall/domain/schemas";
import type { GatewayResult } from "../../../gateway/client";
import { callGatewayLazily } from "../../../gateway/load-client";

/** The options of a mutation calling `name`. */
export type GatewayMutationOptions<N extends GatewayCallName> = UseMutationOptions<GatewayResult<CallAnswer<N>>, Error, CallRequest<N>>;

/**
 * Mutation options calling gateway entry `name` with its typed payload.
 * @example const login = useAccountMutation(gatewayMutation("login")); await login.mutateAsync({ mobile, password })
 */
export function gatewayMutation<N extends GatewayCallName>(name: N): GatewayMutationOptions<N> {
  return mutationOptions({
    mutationKey: ["gateway", name],
    mutationFn: (payload: CallRequest<N>) => callGatewayLazily(name, payload),
  });
}

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
/** Sending an SMS code. */
export const sendSmsCodeMutation = gatewayMutation("getverificationCodeBJ");
/** Checking an SMS code. */
export const checkSmsCodeMutation = gatewayMutation("checkVerificationCode");
/** Logging out of the mall. */
export const logoutMutation = gatewayMutation("logoutMall");

let privateClient: QueryClient | undefined;

/**
 * `useMutation` on the app's `QueryClient` (or, until one is provided, this module's own).
 * @example const login = useAccountMutation(loginMutation); login.isPending
 */
export function useAccountMutation<N extends GatewayCallName>(options: GatewayMutationOptions<N>) {
  const provided = useContext(QueryClientContext);
  privateClient ??= provided === undefined ? new QueryClient() : undefined;
  return useMutation(options, provided ?? privateClient);
}
