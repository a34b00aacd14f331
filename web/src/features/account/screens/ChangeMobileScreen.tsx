/** /mocmobile — change the mobile number: the current one (masked), the new one and an SMS code sent to it. */
import "../account.css";
import { maskMobile } from "@micromall/domain";
import { useMessages } from "../../../i18n";
import { Cell, CellGroup, Page } from "../../../ui";
import { AccountForm } from "../components/AccountFields";
import { MobileField } from "../components/AccountFields";
import { SmsCodeField } from "../../../components/sms-code/SmsCodeField";
import { useChangeMobileForm } from "../hooks/use-change-mobile-form";
import { ACCOUNT_MESSAGES } from "../messages";

/** The change-mobile screen. */
export default function ChangeMobileScreen() {
  const m = useMessages(ACCOUNT_MESSAGES);
  const { form, sms, currentMobile, onSubmit } = useChangeMobileForm();

  return (
    <Page title={m("account.changeMobile.title")} back>
      <CellGroup>
        <Cell title={m("account.changeMobile.current")} value={maskMobile(currentMobile)} />
      </CellGroup>
      <AccountForm onSubmit={onSubmit} pending={form.pending} submitLabel="account.changeMobile.submit">
        <MobileField registration={form.field("mobile")} error={form.errorOf("mobile")} label="account.field.newMobile" />
        <SmsCodeField registration={form.field("code")} error={form.errorOf("code")} sms={sms} onSend={() => void sms.send(form)} />
      </AccountForm>
    </Page>
  );
}
