/**
 * Logging out from the personal centre or settings: ask first, then logoutMall, then clear the mall login in
 * the store (loginStatus "0") and go home. The store is cleared even when the gateway call fails: the
 * customer asked to leave, and a stale server session expires on its own.
 */
import { useNavigate } from "react-router-dom";
import { useGatewayAction } from "../../../gateway/hooks";
import { useAppStore } from "../../../state/store";
import { messageBox, toast } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";

/** `{ logout, pending }`: logout() asks for confirmation and logs out. */
export function useLogout(): { logout: () => Promise<void>; pending: boolean } {
  const t = useT();
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const clearLogin = useAppStore((state) => state.logout);
  const call = useGatewayAction("logoutMall");

  async function logout() {
    const choice = await messageBox({
      message: t("account.logoutConfirm"),
      actions: [
        { label: t("account.logoutCancel"), value: "cancel" },
        { label: t("account.logoutOk"), value: "ok", primary: true },
      ],
    });
    if (choice !== "ok") return;
    if (mallId !== "") await call.run({ mallId });
    clearLogin();
    toast(t("account.logoutDone"));
    navigate("/home", { replace: true });
  }

  return { logout, pending: call.pending };
}
