/**
 * Logging out from the personal centre or settings: ask first, then logoutMall, then clear the mall login in
 * the store (loginStatus "0") and go home. The store is cleared even when the gateway call fails: the
 * customer asked to leave, and a stale server session expires on its own.
 */
import { useNavigate } from "react-router-dom";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { messageBox, toast } from "../../../ui";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { settle } from "../api/mutations";
import { logoutMutation } from "../api/user-queries";
import { ACCOUNT_MESSAGES } from "../messages";

/**
 * `{ logout, pending }`: logout() asks for confirmation and logs out.
 * @example const { logout, pending } = useLogout(); <Button loading={pending} onClick={() => void logout()}>退出登录</Button>
 */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const m = useMessages(ACCOUNT_MESSAGES);
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const clearLogin = useAppStore((state) => state.logout);
  const call = useMutation(logoutMutation(useQueryClient()));

  async function logout() {
    const choice = await messageBox({
      message: m("account.logoutConfirm"),
      actions: [
        { label: m("account.logoutCancel"), value: "cancel" },
        { label: m("account.logoutOk"), value: "ok", primary: true },
      ],
    });
    if (choice !== "ok") return;
    if (mallId !== "") await settle(call.mutateAsync({ mallId }));
    clearLogin();
    toast(m("account.logoutDone"));
    navigate("/home", { replace: true });
  }

  return { logout, pending: call.isPending };
}
