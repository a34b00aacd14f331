/**
 * /elderModel — elder mode (长辈版, MIIT 适老化 guideline, h5-notes §5): what it changes, one large switch,
 * and a preview paragraph. The sizes themselves (body ≥ 18 px, targets ≥ 60 px) come from the `.elder` class
 * of the ui stylesheet, which `useElderMode` puts on <html> and remembers in localStorage.
 */
import "../services.css";
import { Link } from "react-router-dom";
import { Page, useElderMode } from "../../../ui";
import { useT } from "../../../i18n";
import "../messages";

const POINTS = ["services.elder.point1", "services.elder.point2", "services.elder.point3"] as const;

/** The elder mode screen. */
export default function ElderModeScreen() {
  const t = useT();
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

      <label className="elder-switch elder-switch--large">
        <span>{t("services.elder.switch")}</span>
        <input
          type="checkbox"
          role="switch"
          checked={enabled}
          aria-describedby="elder-state"
          onChange={(event) => setEnabled(event.target.checked)}
        />
      </label>
      <p id="elder-state" className="switch-state" aria-live="polite">
        {t(enabled ? "services.elder.on" : "services.elder.off")}
      </p>

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
