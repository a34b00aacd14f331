/**
 * /elderModel — elder mode (长辈版, MIIT 适老化 guideline, h5-notes §5): what it changes, one large switch,
 * and a preview paragraph. The sizes themselves (body ≥ 18 px, targets ≥ 60 px) come from the `.elder` class
 * of the ui stylesheet, which `useElderMode` puts on <html> and remembers in localStorage. The switch is the
 * `Switch` primitive (a 44 px row, 60 px in elder mode), its state line (已开启 / 已关闭) as its description.
 */
import "../services.css";
import { Link } from "../../../ui/Link";
import { Page, Switch, useElderMode } from "../../../ui";
import { useMessages } from "../../../i18n";
import { SERVICES_MESSAGES } from "../messages";

const POINTS = ["services.elder.point1", "services.elder.point2", "services.elder.point3"] as const;

/** The elder mode screen. */
export default function ElderModeScreen() {
  const t = useMessages(SERVICES_MESSAGES);
  const [enabled, setEnabled] = useElderMode();

  return (
    <Page title={t("services.elder.title")} back>
      <section className="elder-intro">
        <h2>{t("services.elder.heading")}</h2>
        <p>{t("services.elder.intro")}</p>
        <ul>
          {POINTS.map((point) => (
            <li key={point}>{t(point)}</li>
          ))}
        </ul>
      </section>

      <Switch
        className="elder-switch--large"
        label={t("services.elder.switch")}
        description={t(enabled ? "services.elder.on" : "services.elder.off")}
        checked={enabled}
        onChange={setEnabled}
      />

      <section className="elder-preview" aria-labelledby="elder-preview-heading">
        <h3 id="elder-preview-heading">{t("services.elder.preview")}</h3>
        <p>{t("services.elder.previewText")}</p>
      </section>

      <div className="error-actions">
        <Link className="mm-button mm-button--primary mm-button--block" to="/home">
          {t("services.elder.home")}
        </Link>
      </div>
    </Page>
  );
}
