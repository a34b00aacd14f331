/**
 * The baseline's home: fetches `pageInitMall` as the mall's gateway client sends it (POST JSON `{}` with a
 * request id) into a zustand store on mount, and lists the product names.
 */
import { useEffect } from "react";
import { create } from "zustand";

/** The gateway address of `pageInitMall` (domain's catalogue: service `pageInit`, path `pageInit/mall`). */
const HOME_URL = "/micromall-gateway/pageInit/pageInit/mall";

interface HomeState {
  readonly names: readonly string[] | null;
  readonly load: () => Promise<void>;
}

/** Product names out of the wire body `{ data: { products: [{ productName }] } }`; [] for anything else. */
function productNames(body: unknown): string[] {
  const data: unknown = typeof body === "object" && body !== null && "data" in body ? body.data : null;
  const products: unknown = typeof data === "object" && data !== null && "products" in data ? data.products : null;
  if (!Array.isArray(products)) return [];
  return products.flatMap((product: unknown) =>
    typeof product === "object" && product !== null && "productName" in product && typeof product.productName === "string"
      ? [product.productName]
      : [],
  );
}

const useHome = create<HomeState>((set) => ({
  names: null,
  load: async () => {
    const response = await fetch(HOME_URL, {
      method: "POST",
      headers: {
        // 16 characters of [a-z0-9], the form the gateway checks.
        "X-Request-Id": crypto.randomUUID().replaceAll("-", "").slice(0, 16),
        Accept: "application/json, text/plain, */*",
        "Content-Type": "application/json;charset=UTF-8",
      },
      body: "{}",
    });
    set({ names: productNames(await response.json()) });
  },
}));

/** The route's screen: the product names once they arrive, nothing before. */
export function HomeList() {
  const names = useHome((state) => state.names);
  const load = useHome((state) => state.load);
  useEffect(() => {
    void load();
  }, [load]);
  // Nothing before the answer: the page's largest contentful paint is then the product list, as the mall's is
  // home content (a heading painted before the answer would make the baseline's LCP its first paint).
  if (names === null) return null;
  return (
    <main>
      <ul>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </ul>
    </main>
  );
}
