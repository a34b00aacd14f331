/**
 * Changing the mobile number of the logged-in customer: new number (must differ from the current one) and
 * an SMS code sent to it (scene "mobile"); updatePhone; then the stored user gets the new number, so every
 * screen (and the session check, which sends the mobile) uses it at once.
 */
import { useNavigate } from "react-router-dom";
import { useState } from "react";
import type { UpdatePhoneRequest } from "@micromall/domain";
import { useGatewayAction } from "../../../gateway/hooks";
import { useDraft } from "../../../state/draft";
import { useAppStore } from "../../../state/store";
import { toast } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { allValid, mobileError, smsCodeError, type FieldError } from "./field-errors";
import { useSmsCode } from "./use-sms-code";

type ChangeMobileErrors = { mobile?: FieldError; code?: FieldError };

/** State and actions of the change-mobile screen. */
export function useChangeMobileForm() {
  const t = useT();
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const user = useAppStore((state) => state.userMallInfo);
  const updateSession = useAppStore((state) => state.updateSession);
  const [draft, setField, clearDraft] = useDraft("changeMobile", { mobile: "", code: "" });
  const [errors, setErrors] = useState<ChangeMobileErrors>({});
  const sms = useSmsCode("mobile");
  const updatePhone = useGatewayAction<UpdatePhoneRequest, unknown>("updatePhone");
  const currentMobile = user?.mobile ?? "";

  function newMobileError(value: string): FieldError {
    return mobileError(value) ?? (value === currentMobile ? "account.error.sameMobile" : undefined);
  }

  function change(name: "mobile" | "code", value: string) {
    setField(name, value);
    setErrors((current) => ({ ...current, [name]: undefined }));
  }

  async function sendCode() {
    const mobile = newMobileError(draft.mobile);
    setErrors((current) => ({ ...current, mobile }));
    if (mobile === undefined) await sms.send(draft.mobile);
  }

  async function submit() {
    const found: ChangeMobileErrors = { mobile: newMobileError(draft.mobile), code: smsCodeError(draft.code) };
    setErrors(found);
    if (!allValid(found)) return;
    const result = await updatePhone.run({ mallId, newMobile: draft.mobile, verifyCode: draft.code });
    if (!result.ok) return;
    if (result.status !== 1) {
      toast(result.message);
      return;
    }
    if (user !== null) updateSession({ userMallInfo: { ...user, mobile: draft.mobile } });
    clearDraft();
    toast(t("account.changeMobile.success"));
    navigate("/shopset", { replace: true });
  }

  return { currentMobile, mobile: draft.mobile, code: draft.code, errors, change, sms, sendCode, submit, pending: updatePhone.pending };
}
