/**
 * /mocmobile — change the mobile number, never without proof (F17): first a code sent to the current number
 * (masked) proves the owner, then the new number and a code sent to it (`useChangeMobileForm` says why these).
 */
import "../account.css";
import { maskMobile } from "@micromall/domain";
import { useMessages } from "../../../i18n";
import { Cell, CellGroup, Page } from "../../../ui";
import { AccountForm } from "../components/AccountFields";
import { MobileField } from "../components/AccountFields";
import { SmsCodeField } from "../../../components/sms-code/SmsCodeField";
import { useChangeMobileForm } from "../hooks/use-change-mobile-form";
import { ACCOUNT_FORM_MESSAGES } from "../forms.messages";

/** The change-mobile screen. */
export default function ChangeMobileScreen() {
  const f = useMessages(ACCOUNT_FORM_MESSAGES);
  const { step, verifyForm, verifySms, onVerify, form, sms, currentMobile, onSubmit } = useChangeMobileForm();

  return (
    <Page title={f("account.changeMobile.title")} back>
      <CellGroup>
        <Cell title={f("account.changeMobile.current")} value={maskMobile(currentMobile)} />
      </CellGroup>
      {step === "verify" ? (
        <AccountForm key="verify" onSubmit={onVerify} pending={verifyForm.pending} submitLabel={f("account.changeMobile.next")}>
          <p className="account-note">{f("account.changeMobile.verifyHint")}</p>
          <SmsCodeField registration={verifyForm.field("code")} error={verifyForm.errorOf("code")} sms={verifySms} onSend={() => void verifySms.send(verifyForm)} />
        </AccountForm>
      ) : (
        <AccountForm key="change" onSubmit={onSubmit} pending={form.pending} submitLabel={f("account.changeMobile.submit")}>
          <MobileField registration={form.field("mobile")} error={form.errorOf("mobile")} label="account.field.newMobile" />
          <SmsCodeField registration={form.field("code")} error={form.errorOf("code")} sms={sms} onSend={() => void sms.send(form)} />
        </AccountForm>
      )}
    </Page>
  );
}
