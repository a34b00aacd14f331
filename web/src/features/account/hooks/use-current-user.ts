/**
 * The logged-in mall user as the store holds it, and the personal centre's summary of that user
 * (getUserInfo with the mall id; not called while nobody is logged in).
 */
import type { MallUser, UserInfo, UserInfoRequest } from "@micromall/domain";
import { useGatewayQuery, type GatewayQuery } from "../../../gateway/hooks";
import { useAppStore } from "../../../state/store";

/** The stored user, or null when nobody is logged in. */
export function useStoredUser(): MallUser | null {
  return useAppStore((state) => state.userMallInfo);
}

/** getUserInfo for the logged-in customer; `data` stays undefined (and nothing is called) when logged out. */
export function useUserInfo(): GatewayQuery<UserInfo> & { loggedIn: boolean } {
  const mallId = useAppStore((state) => state.mallId);
  const request: UserInfoRequest | null = mallId === "" ? null : { mallId };
  return { ...useGatewayQuery("getUserInfo", request), loggedIn: mallId !== "" };
}
