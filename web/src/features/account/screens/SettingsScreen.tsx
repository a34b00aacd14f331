/**
 * /shopset — settings: account information (name, masked mobile), change password and mobile, language
 * (中文 / English, remembered), elder mode (the `Switch` primitive: a 44 px row, 60 px in elder mode; the same
 * setting as /elderModel), about, log out. The name and mobile are `useCustomer`'s, as 个人中心's (one source).
 */
import "../account.css";
import "../account-center.css";
import { maskMobile, type Locale } from "@micromall/domain";
import { Cell, CellGroup, DataText, Page, Switch, useElderMode } from "../../../ui";
import { setLocale, useLocale, useMessages, type MessageKeyOf } from "../../../i18n";
import { useCustomer } from "../hooks/use-customer";
import { LogoutButton } from "../components/LogoutButton";
import { CENTER_MESSAGES } from "./PersonalCenterScreen.messages";

const LANGUAGES: readonly { locale: Locale; label: MessageKeyOf<typeof CENTER_MESSAGES> }[] = [
  { locale: "zh-CN", label: "account.settings.languageZh" },
  { locale: "en", label: "account.settings.languageEn" },
];

/** The settings screen. */
export default function SettingsScreen() {
  const t = useMessages(CENTER_MESSAGES);
  const locale = useLocale();
  const { user } = useCustomer();
  const [elder, setElder] = useElderMode();

  return (
    <Page title={t("account.settings.title")} back>
      <CellGroup title={t("account.settings.account")}>
        <Cell title={t("account.settings.userName")} value={user?.userName ? <DataText>{user.userName}</DataText> : t("account.center.defaultName")} />
        <Cell title={t("account.settings.mobile")} value={maskMobile(user?.mobile ?? "")} />
        <Cell title={t("account.settings.changePassword")} to="/mocpaw" />
        <Cell title={t("account.settings.changeMobile")} to="/mocmobile" />
      </CellGroup>

      <fieldset className="settings-group">
        <legend>{t("account.settings.language")}</legend>
        <div className="segmented">
          {LANGUAGES.map((language) => (
            <label key={language.locale} className={locale === language.locale ? "segmented__item is-active" : "segmented__item"}>
              <input
                type="radio"
                name="language"
                value={language.locale}
                checked={locale === language.locale}
                onChange={() => setLocale(language.locale)}
              />
              <span lang={language.locale}>{t(language.label)}</span>
            </label>
          ))}
        </div>
      </fieldset>

      <CellGroup title={t("account.settings.display")}>
        <Switch label={t("account.settings.elder")} checked={elder} onChange={setElder} />
        <Cell title={t("account.settings.elderMore")} to="/elderModel" />
        <Cell title={t("account.settings.about")} to="/about" />
      </CellGroup>

      <LogoutButton />
    </Page>
  );
}
