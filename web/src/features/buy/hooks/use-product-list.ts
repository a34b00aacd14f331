/**
 * The product list of one category chip: the chip lives in the URL (`?category=`), so the home page can link
 * to a category and Back returns to the same chip; each chip's products come from the query cache
 * (`productListQuery`), so a chip seen before shows at once.
 */
import { useSearchParams } from "react-router-dom";
import { useQuery } from "@tanstack/react-query";
import { productListQuery } from "../api/product-list-query";
import { productsInCategory, type ProductCategoryFilter } from "./product-categories";
import { productListPage } from "../params";
import { useAddressParams } from "../../../components/address-params";

/**
 * Products of the chosen chip, the chip, and a way to change it.
 * @example const list = useProductList(); list.choose("car")
 */
export function useProductList() {
  const [, setParams] = useSearchParams();
  const { category } = useAddressParams(productListPage);
  const query = useQuery(productListQuery(category));
  const products = query.data === undefined ? undefined : productsInCategory(query.data.products, category);

  function choose(next: ProductCategoryFilter) {
    setParams(next === "all" ? {} : { category: next }, { replace: true });
  }

  return { category, choose, products, pending: query.isPending, reload: () => void query.refetch() };
}
