/**
 * Who the logged-in customer is, for every account screen that shows it (个人中心, 设置): one source, so the
 * screens never disagree (customer report 2, G5: 设置 said 商城用户 while 个人中心 greeted the customer by the name
 * their identity check gave; after 更换手机号 个人中心 showed the old number until a reload).
 *
 * - The customer's summary (`getUserInfo`) is the source of the name, the identity state and the counts: every
 *   write that changes them marks it stale (domain's `CALL_CHANGES`: the identity check, the change of mobile, …),
 *   so the next screen that shows it reads it again.
 * - The mobile is the stored user's (the login answer, changed in place by 更换手机号, and what the session check
 *   sends): it is right the moment the change succeeds, before the summary has been read again.
 * - While the summary loads (or when it failed), the stored user stands in.
 */
import { useQuery } from "@tanstack/react-query";
import type { MallUser } from "@micromall/domain";
import { useAppStore } from "../../../state/store";
import { userInfoQuery } from "../api/user-queries";

/**
 * The customer (null when logged out) and the summary query (its counts, its loading state).
 * @example const { user, info } = useCustomer(); user?.userName // "孙悦"
 */
export function useCustomer() {
  const stored = useAppStore((state) => state.userMallInfo);
  const mallId = useAppStore((state) => state.mallId);
  const info = useQuery({ ...userInfoQuery(mallId), enabled: mallId !== "" });
  const user: MallUser | null = info.data === undefined ? stored : { ...info.data, mobile: stored?.mobile ?? info.data.mobile };
  return { user, info, mallId };
}
