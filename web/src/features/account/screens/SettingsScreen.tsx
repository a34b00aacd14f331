/**
 * /shopset — settings: account information (name, masked mobile), change password and mobile, language
 * (中文 / English, remembered), elder mode (the same switch as /elderModel), about, log out.
 */
import "../account.css";
import { maskMobile, type Locale } from "@micromall/domain";
import { Cell, CellGroup, Page, useElderMode } from "../../../ui";
import { setLocale, useLocale, useT } from "../../../i18n";
import "../messages";
import { LogoutButton } from "../components/LogoutButton";
import { useStoredUser } from "../hooks/use-current-user";

const LANGUAGES: readonly { locale: Locale; label: string }[] = [
  { locale: "zh-CN", label: "account.settings.languageZh" },
  { locale: "en", label: "account.settings.languageEn" },
];

/** The settings screen. */
export default function SettingsScreen() {
  const t = useT();
  const locale = useLocale();
  const user = useStoredUser();
  const [elder, setElder] = useElderMode();

  return (
    <Page title={t("account.settings.title")} back>
      <CellGroup title={t("account.settings.account")}>
        <Cell title={t("account.settings.userName")} value={user?.userName || t("account.center.defaultName")} />
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
        <label className="account-switch">
          <span>{t("account.settings.elder")}</span>
          <input type="checkbox" role="switch" checked={elder} onChange={(event) => setElder(event.target.checked)} />
        </label>
        <Cell title={t("account.settings.elderMore")} to="/elderModel" />
        <Cell title={t("account.settings.about")} to="/about" />
      </CellGroup>

      <LogoutButton />
    </Page>
  );
}
