/**
 * /couplet — Spring Festival couplets to pick and share: pick one (`?c=` keeps the pick, so the shared link
 * opens it), see it, then send it. In the messenger the page's share card is set through the shell's share
 * adapter (the page-share port of state/; the session side signs with `getSign` and shows a signature failure in
 * a toast, spec §8) and the customer uses the messenger's menu; elsewhere the link is shown with "copy link".
 *
 * Decisions where the spec is silent:
 * - The couplets are the activity's own content (components/benefits/couplets.ts); an unknown `?c=` shows the
 *   first, never words from the link.
 * - The picks are toggle buttons (`aria-pressed`), each named by its banner (its visible text); the preview is
 *   the picked one.
 * - The share card names the couplet, never the customer; it is withdrawn when the page is left.
 * - A couplet's lines are Chinese verse in every language (a translation would not be a couplet): data, marked
 *   `lang="zh-CN"` (ui/DataText), while the labels around them are the mall's words.
 */
import { useEffect } from "react";
import { useSearchParams } from "react-router-dom";
import { Button, DATA_LANG, DataText, Page, toast } from "../../../ui";
import { useMessages } from "../../../i18n";
import { shareUrl } from "../../../components/share-url";
import { usePageShare } from "../../../state/page-share";
import { COUPLETS, coupletOf } from "../components/benefits/couplets";
import { COUPLET_MESSAGES } from "./CoupletScreen.messages";
import styles from "../components/benefits/benefits.module.css";

/** The couplets screen. */
export default function CoupletScreen() {
  const t = useMessages(COUPLET_MESSAGES);
  const [search, setSearch] = useSearchParams();
  const couplet = coupletOf(search.get("c"));
  const link = shareUrl(`/couplet?c=${couplet.id}`);
  const share = usePageShare();
  const messenger = share.inMessenger;

  useEffect(() => {
    if (!messenger) return;
    share.apply({
      title: t("couplet.cardTitle", { horizontal: couplet.horizontal }),
      desc: t("couplet.cardDesc", { upper: couplet.upper, lower: couplet.lower }),
      link,
      imgUrl: "",
    });
    return () => share.apply(null);
  }, [couplet, link, messenger, share, t]);

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast(t("couplet.copied"));
    } catch {
      toast(t("couplet.copyFailed"));
    }
  }

  return (
    <Page title={t("couplet.title")} back>
      <p className={`${styles.note} ${styles.section}`}>{t("couplet.intro")}</p>
      <section className={styles.section} aria-labelledby="couplet-preview">
        <h2 id="couplet-preview" className={styles.heading}>
          {t("couplet.preview")}
        </h2>
        <dl className={styles.facts}>
          <dt>{t("couplet.horizontal")}</dt>
          <dd lang={DATA_LANG}>{couplet.horizontal}</dd>
          <dt>{t("couplet.upper")}</dt>
          <dd lang={DATA_LANG}>{couplet.upper}</dd>
          <dt>{t("couplet.lower")}</dt>
          <dd lang={DATA_LANG}>{couplet.lower}</dd>
        </dl>
      </section>
      <section className={styles.section} aria-labelledby="couplet-pick">
        <h2 id="couplet-pick" className={styles.heading}>
          {t("couplet.pick")}
        </h2>
        <ul className={styles.choices}>
          {COUPLETS.map((item) => (
            <li key={item.id}>
              <button
                type="button"
                className={styles.choice}
                aria-pressed={item.id === couplet.id}
                onClick={() => setSearch({ c: item.id }, { replace: true })}
              >
                <DataText>{item.horizontal}</DataText>
              </button>
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section} aria-labelledby="couplet-share">
        <h2 id="couplet-share" className={styles.heading}>
          {t("couplet.shareTitle")}
        </h2>
        <p className={styles.note}>{t(messenger ? "couplet.howMessenger" : "couplet.howLink")}</p>
        {messenger ? null : (
          <div className={styles.form}>
            <input className={styles.link} aria-label={t("couplet.link")} readOnly value={link} onFocus={(event) => event.currentTarget.select()} />
            <Button variant="primary" block onClick={() => void copy()}>
              {t("couplet.copy")}
            </Button>
          </div>
        )}
      </section>
    </Page>
  );
}
