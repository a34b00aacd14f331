/**
 * Screen layout: a `<main>` holding a header with the `<h1>` title (and an optional back button named
 * 返回), the content, an optional footer (e.g. a submit bar) and, outside `<main>`, the optional tab bar.
 * The shell is at least one screen high: `100vh` with `100dvh` where supported (iOS 15.4+), so the
 * messenger's toolbar never hides the bottom (h5-notes §3).
 *
 * Decision: `back={true}` goes back in history; when the page was the first one opened (a shared link,
 * the router's history index is 0) it goes to /home instead of leaving the mall. Pass a function to
 * handle back yourself. A title that is data (a product's name as the gateway gave it) says so (`dataTitle`),
 * and is marked `lang="zh-CN"` (DataText.tsx).
 */
import type { ReactNode } from "react";
import { useNavigate } from "react-router-dom";
import { useMessages } from "../i18n";
import { UI_MESSAGES } from "../i18n/messages/ui";
import { MallIcon } from "./MallIcon";
import { TabBar } from "./TabBar";
import { DATA_LANG } from "./DataText";
import { historyIndex } from "./use-return";

/** Props of `Page`. */
export interface PageProps {
  /** The `<h1>` (already translated). */
  readonly title: string;
  /** The title is data (a product's name), not the mall's words. */
  readonly dataTitle?: boolean;
  /** Show a back button: `true` for history back, or your own handler. */
  readonly back?: boolean | (() => void);
  /** Show the bottom tab bar. */
  readonly tabBar?: boolean;
  /** Something at the right of the header (e.g. a link). */
  readonly headerRight?: ReactNode;
  /** A bar fixed under the content (e.g. 立即投保). */
  readonly footer?: ReactNode;
  readonly className?: string;
  readonly children?: ReactNode;
}

/**
 * A screen.
 * @example <Page title={t("route.personalCenter")} tabBar>{…}</Page>
 */
export function Page({ title, dataTitle = false, back, tabBar = false, headerRight, footer, className, children }: PageProps) {
  return (
    <div className={["mm-page-shell", tabBar ? "mm-page-shell--tabbar" : "", className ?? ""].filter(Boolean).join(" ")}>
      <main className="mm-page">
        <header className="mm-page__header">
          {typeof back === "function" ? <BackButton onClick={back} /> : back === true ? <HistoryBackButton /> : null}
          <h1 className="mm-page__title" lang={dataTitle ? DATA_LANG : undefined}>
            {title}
          </h1>
          {headerRight !== undefined && <div className="mm-page__header-right">{headerRight}</div>}
        </header>
        <div className="mm-page__body">{children}</div>
        {footer !== undefined && <div className="mm-page__footer">{footer}</div>}
      </main>
      {tabBar && <TabBar />}
    </div>
  );
}

function HistoryBackButton() {
  const navigate = useNavigate();
  return (
    <BackButton
      onClick={() => {
        if (historyIndex() === 0) void navigate("/home", { replace: true });
        else void navigate(-1);
      }}
    />
  );
}

function BackButton({ onClick }: { onClick: () => void }) {
  const t = useMessages(UI_MESSAGES);
  return (
    <button type="button" className="mm-page__back" aria-label={t("ui.back")} onClick={onClick}>
      <MallIcon name="back" className="mm-page__back-icon" />
    </button>
  );
}
