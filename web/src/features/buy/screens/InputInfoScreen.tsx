/**
 * /inputInfo?productCode=&planCode= — the application form of a product (issue 9 "The application form"):
 * the product and its plans load (from the route's prefetch), then {@link ApplicationForm} renders the
 * product's variant from domain's config.
 *
 * Title: spec §2's "insure now" (立即投保); the product's name, as the gateway gave it (data), heads the form's
 * cover section, so the customer still sees what is being bought (issue 20 item 9).
 *
 * States: loading (spinner), load failure (retry), unknown product (a way to the product list), a car product
 * (bought on /insureRight: a link there), and the form. The page's back arrow returns to the product page.
 *
 * Decision (requireAuth): the route asks for the mall login (spec §4 lists "application" among the protected
 * pages): the proposal becomes an order of the customer's account, which /orderDetails, the payment and "my
 * orders" read, and the applicant is pre-filled from the account.
 */
import { Link } from "../../../ui/Link";
import { useAddressParams } from "../../../components/address-params";
import { productPage } from "../params";
import { useQuery } from "@tanstack/react-query";
import { EmptyState, ErrorState, Page, Spinner, buttonClassName } from "../../../ui";
import { useMessages } from "../../../i18n";
import { GatewayRefusal } from "../../../gateway/query";
import { productPlansQuery } from "../api/plan-queries";
import { APPLICATION_MESSAGES } from "../application.messages";
import { ApplicationForm } from "../components/application/ApplicationForm";

/** The application form screen. */
export default function InputInfoScreen() {
  const t = useMessages(APPLICATION_MESSAGES);
  const { productCode, planCode } = useAddressParams(productPage);
  const product = useQuery({ ...productPlansQuery(productCode), enabled: productCode !== "" });
  const summary = product.data?.products.find((entry) => entry.productCode === productCode);

  let body;
  if (productCode !== "" && product.isPending) body = <Spinner label={t("app.loading")} />;
  else if (product.isError && !(product.error instanceof GatewayRefusal)) {
    body = <ErrorState message={t("app.loadFailed")} retryLabel={t("app.retry")} onRetry={() => void product.refetch()} />;
  } else if (summary === undefined || product.data === undefined) {
    body = (
      <EmptyState message={t("app.productMissing")}>
        <Link className={buttonClassName("primary")} to="/productList">
          {t("app.toProducts")}
        </Link>
      </EmptyState>
    );
  } else if (summary.category === "car") {
    body = (
      <EmptyState message={t("app.carProduct")}>
        <Link className={buttonClassName("primary")} to={`/insureRight?productCode=${encodeURIComponent(productCode)}`}>
          {t("app.toCar")}
        </Link>
      </EmptyState>
    );
  } else {
    body = <ApplicationForm key={productCode} product={summary} plans={product.data.plans} planCode={planCode} {...(product.data.detail === undefined ? {} : { periodDays: product.data.detail.durationDays, insuredAge: product.data.detail.insuredAge, startsAfterDays: product.data.detail.startsAfterDays })} />;
  }

  return (
    <Page title={t("app.title")} back>
      {body}
    </Page>
  );
}
