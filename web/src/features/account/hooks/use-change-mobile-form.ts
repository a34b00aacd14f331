/**
 * Changing the mobile number of the logged-in customer (domain's `ChangeMobileFormSchema` of the current
 * number): a new number that differs from the current one and an SMS code sent to it (scene "mobile");
 * updatePhone; then the stored user gets the new number, so every screen (and the session check, which sends
 * the mobile) uses it at once. The new number and the code survive a failed call and a reload (draft, keyed
 * to the account).
 */
import { useNavigate } from "react-router-dom";
import { CHANGE_MOBILE_FORM_SHAPE } from "@micromall/domain";
import type { ChangeMobileForm } from "@micromall/domain/schemas";
import { useFormDraft } from "../../../forms/use-form-draft";
import { useSchemaForm } from "../../../forms/use-schema-form";
import { useMessages } from "../../../i18n";
import { useAppStore } from "../../../state/store";
import { toast } from "../../../ui";
import { useMutation } from "@tanstack/react-query";
import { changeMobileMutation, settle } from "../api/mutations";
import { ACCOUNT_MESSAGES } from "../messages";
import { useAccountSmsCode } from "../../../components/sms-code/use-account-sms-code";

/** The change-mobile form's values as it starts. */
export const CHANGE_MOBILE_DEFAULTS = { mobile: "", code: "" };

/**
 * State and actions of the change-mobile screen.
 * @example const change = useChangeMobileForm(); change.currentMobile // "13800138000"
 */
export function useChangeMobileForm() {
  const m = useMessages(ACCOUNT_MESSAGES);
  const navigate = useNavigate();
  const mallId = useAppStore((state) => state.mallId);
  const user = useAppStore((state) => state.userMallInfo);
  const updateSession = useAppStore((state) => state.updateSession);
  const currentMobile = user?.mobile ?? "";
  const form = useSchemaForm<typeof CHANGE_MOBILE_DEFAULTS, ChangeMobileForm>(CHANGE_MOBILE_FORM_SHAPE, CHANGE_MOBILE_DEFAULTS, { currentMobile });
  const draft = useFormDraft(form, { formId: "changeMobile", passwords: [] });
  const sms = useAccountSmsCode("mobile");
  const updatePhone = useMutation(changeMobileMutation);

  async function submit({ mobile, code }: ChangeMobileForm) {
    // a refusal is toasted by the query client, a failure was shown by the gateway client: the form stays
    if (!(await settle(updatePhone.mutateAsync({ mallId, newMobile: mobile, verifyCode: code }))).ok) return;
    if (user !== null) updateSession({ userMallInfo: { ...user, mobile } });
    draft.clear();
    toast(m("account.changeMobile.success"));
    navigate("/shopset", { replace: true });
  }

  return { form, sms, currentMobile, onSubmit: form.submit(submit) };
}
