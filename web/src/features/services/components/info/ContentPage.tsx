/**
 * A page of the insurer's published content (`pageInitMall`, the home's answer: same call and key, so coming from
 * home it shows at once): /bigBusinessEvents, /introduceIndex. It writes the states once — loading, a failure with
 * its retry, and "nothing published" with the one link that helps next — and hands the screen the non-empty list
 * it shows.
 */
import { useQuery } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Link } from "../../../../ui/Link";
import type { CallAnswer } from "@micromall/domain/schemas";
import { Page } from "../../../../ui";
import { QueryContent } from "../../../../components/QueryContent";
import { useMessages } from "../../../../i18n";
import { pageContentQuery } from "../../api/info-queries";
import { INFO_MESSAGES } from "../../info.messages";

/** Props of {@link ContentPage}. */
export interface ContentPageProps<T> {
  /** The page's title. */
  readonly title: string;
  /** What a failed call says. */
  readonly failed: string;
  /** What the page says when nothing is published. */
  readonly empty: string;
  /** Where to go instead when nothing is published, and the link's text. */
  readonly emptyLink: { readonly to: string; readonly label: string };
  /** The part of the content this page shows (empty: the empty state). */
  readonly itemsOf: (content: CallAnswer<"pageInitMall">) => readonly T[];
  /** Renders the items (never empty). */
  readonly children: (items: readonly T[]) => ReactNode;
}

/**
 * A published-content page.
 * @example <ContentPage title={t("info.events.title")} failed={…} empty={…} emptyLink={{ to: "/about", label: … }} itemsOf={(data) => data.milestones ?? []}>{(milestones) => …}</ContentPage>
 */
export function ContentPage<T>({ title, failed, empty, emptyLink, itemsOf, children }: ContentPageProps<T>) {
  const c = useMessages(INFO_MESSAGES);
  const content = useQuery(pageContentQuery());
  return (
    <Page title={title} back>
      <QueryContent
        query={content}
        loading={c("info.loading")}
        failed={failed}
        retry={c("info.retry")}
        empty={empty}
        emptyAction={
          <Link className="mm-button mm-button--primary" to={emptyLink.to}>
            {emptyLink.label}
          </Link>
        }
        isEmpty={(data) => itemsOf(data).length === 0}
      >
        {(data) => children(itemsOf(data))}
      </QueryContent>
    </Page>
  );
}
