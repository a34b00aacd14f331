/**
 * Changing the mobile number of the logged-in customer: new number (must differ from the current one) and
 * an SMS code sent to it (scene "mobile"); updatePhone; then the stored user gets the new number, so every
 * screen (and the session check, which sends the mobile) uses it at once.
 */
import { useNavigate } from "react-router-dom";
import { useGatewayAction } from "../../../gateway/hooks";
import { useAppStore } from "../../../state/store";
import { toast } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { changedMobileError } from "./field-errors";
import { useMobileCodeForm } from "./use-mobile-code-form";

/** State and actions of the change-mobile screen. */
export function useChangeMobileForm() {
  const t = useT();
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const user = useAppStore((state) => state.userMallInfo);
  const updateSession = useAppStore((state) => state.updateSession);
  const currentMobile = user?.mobile ?? "";
  const form = useMobileCodeForm({
    formId: "changeMobile",
    scene: "mobile",
    mobileRule: (mobile) => changedMobileError(mobile, currentMobile),
  });
  const updatePhone = useGatewayAction("updatePhone");

  async function submit() {
    const { mobile, code } = form;
    if (!form.show(form.mobileCodeErrors())) return;
    const result = await updatePhone.run({ mallId, newMobile: mobile, verifyCode: code });
    if (!result.ok && !result.refused) return;
    if (!result.ok) {
      toast(result.message);
      return;
    }
    if (user !== null) updateSession({ userMallInfo: { ...user, mobile } });
    form.clearDraft();
    toast(t("account.changeMobile.success"));
    navigate("/shopset", { replace: true });
  }

  return { ...form, currentMobile, submit, pending: updatePhone.pending };
}
