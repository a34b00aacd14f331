/** /mocmobile — change the mobile number: the current one (masked), the new one and an SMS code sent to it. */
import "../account.css";
import type { FormEvent } from "react";
import { maskMobile } from "@micromall/domain";
import { Button, Cell, CellGroup, Page } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { MobileField } from "../components/MobileField";
import { SmsCodeField } from "../components/SmsCodeField";
import { useChangeMobileForm } from "../hooks/use-change-mobile-form";

/** The change-mobile screen. */
export default function ChangeMobileScreen() {
  const t = useT();
  const form = useChangeMobileForm();

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    void form.submit();
  }

  return (
    <Page title={t("account.changeMobile.title")} back>
      <CellGroup>
        <Cell title={t("account.changeMobile.current")} value={maskMobile(form.currentMobile)} />
      </CellGroup>
      <form className="account-form" noValidate onSubmit={onSubmit}>
        <MobileField
          label="account.field.newMobile"
          value={form.mobile}
          onChange={(value) => form.change("mobile", value)}
          error={form.errors.mobile}
        />
        <SmsCodeField
          value={form.code}
          onChange={(value) => form.change("code", value)}
          error={form.errors.code}
          remaining={form.sms.remaining}
          sending={form.sms.sending}
          sent={form.sms.sent}
          onSend={() => void form.sendCode()}
        />
        <Button type="submit" variant="primary" block disabled={form.pending}>
          {t("account.changeMobile.submit")}
        </Button>
      </form>
    </Page>
  );
}
