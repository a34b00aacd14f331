/**
 * /introduceIndex — introductions of the insurer's products and services (the mall's page content,
 * `pageInitMall`'s `introductions`), in two lists; each opens /introduceDetails?id=….
 *
 * Decisions where the spec is silent:
 * - Products first, then value-added services; a kind with nothing published is left out, and with nothing at
 *   all the page offers the product list.
 * - The content is the home's answer (same call and key), so coming from home it shows at once.
 * - Titles and summaries are the insurer's content as the gateway gave it: data, marked `lang="zh-CN"`
 *   (ui/DataText). A title's link is a whole-width touch target.
 */
import { Link } from "../../../ui/Link";
import type { Introduction } from "@micromall/domain";
import { DATA_LANG, DataText } from "../../../ui";
import { useMessages } from "../../../i18n";
import { ContentPage } from "../components/info/ContentPage";
import { INTRO_MESSAGES } from "./IntroduceIndexScreen.messages";
import styles from "../components/info/info.module.css";

const KINDS = [
  { kind: "product", label: "info.intro.products" },
  { kind: "service", label: "info.intro.services" },
] as const;

/** The introductions screen. */
export default function IntroduceIndexScreen() {
  const t = useMessages(INTRO_MESSAGES);
  return (
    <ContentPage
      title={t("info.intro.title")}
      failed={t("info.intro.loadFailed")}
      empty={t("info.intro.none")}
      emptyLink={{ to: "/productList", label: t("info.intro.browse") }}
      itemsOf={(data) => data.introductions ?? []}
    >
      {(introductions) =>
        KINDS.map(({ kind, label }) => {
          const ofKind = introductions.filter((intro) => intro.kind === kind);
          return ofKind.length === 0 ? null : (
            <section key={kind} className={styles.section} aria-labelledby={`intro-${kind}`}>
              <h2 id={`intro-${kind}`} className={styles.heading}>
                {t(label)}
              </h2>
              <ul className={styles.list} aria-label={t(label)}>
                {ofKind.map((intro) => (
                  <IntroItem key={intro.id} intro={intro} />
                ))}
              </ul>
            </section>
          );
        })
      }
    </ContentPage>
  );
}

function IntroItem({ intro }: { intro: Introduction }) {
  return (
    <li className={styles.item}>
      <img className={styles.image} src={intro.image} alt="" width={240} height={160} />
      <h3 className={styles.itemTitle} lang={DATA_LANG}>
        <Link className={styles.itemLink} to={`/introduceDetails?id=${encodeURIComponent(intro.id)}`}>
          {intro.title}
        </Link>
      </h3>
      <DataText as="p" className={styles.note}>
        {intro.summary}
      </DataText>
    </li>
  );
}
