/** /mocmobile — change the mobile number: the current one (masked), the new one and an SMS code sent to it. */
import "../account.css";
import { maskMobile } from "@micromall/domain";
import { Cell, CellGroup, Page } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";
import { AccountForm } from "../components/AccountForm";
import { MobileCodeFields } from "../components/MobileCodeFields";
import { useChangeMobileForm } from "../hooks/use-change-mobile-form";

/** The change-mobile screen. */
export default function ChangeMobileScreen() {
  const t = useT();
  const form = useChangeMobileForm();

  return (
    <Page title={t("account.changeMobile.title")} back>
      <CellGroup>
        <Cell title={t("account.changeMobile.current")} value={maskMobile(form.currentMobile)} />
      </CellGroup>
      <AccountForm onSubmit={form.submit} pending={form.pending} submitLabel="account.changeMobile.submit">
        <MobileCodeFields form={form} mobileLabel="account.field.newMobile" />
      </AccountForm>
    </Page>
  );
}
