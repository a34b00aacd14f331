/**
 * The product list of one category chip: the chip lives in the URL (`?category=`), so the home page can link
 * to a category and Back returns to the same chip; queryPlanList is asked for that category.
 */
import { useSearchParams } from "react-router-dom";
import type { PlanListRequest } from "@micromall/domain";
import { useGatewayQuery } from "../../../gateway/hooks";
import { categoryFromParam, productsInCategory, type ProductCategoryFilter } from "./product-categories";

/** Products of the chosen chip, the chip, and a way to change it. */
export function useProductList() {
  const [params, setParams] = useSearchParams();
  const category = categoryFromParam(params.get("category"));
  const request: PlanListRequest = category === "all" ? {} : { category };
  const query = useGatewayQuery("queryPlanList", request);
  const products = productsInCategory(query.data?.products ?? [], category);

  function choose(next: ProductCategoryFilter) {
    setParams(next === "all" ? {} : { category: next }, { replace: true });
  }

  return { category, choose, products, loading: query.loading, error: query.error, loaded: query.data !== undefined, reload: query.reload };
}
