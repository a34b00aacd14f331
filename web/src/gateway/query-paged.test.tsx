import { beforeEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClientProvider, useInfiniteQuery } from "@tanstack/react-query";
import { createQueryClient } from "./query-client";
import { logInAsDemo, startMockGateway } from "../features/test-support/mock-gateway";
import { resetBrowserState } from "../features/test-support/reset";
import { InfiniteScroll } from "../ui";
import { callGateway } from "./client";
import { gatewayPagedQuery, nextPageNo } from "./query";

const gateway = startMockGateway();
beforeEach(resetBrowserState);

describe("nextPageNo", () => {
  it("asks for the next page while fewer rows than the total have come", () => {
    expect(nextPageNo([{ total: 25, pageNo: 1, list: Array(10).fill(0) }])).toBe(2);
    expect(nextPageNo([{ total: 25, pageNo: 1, list: Array(10).fill(0) }, { total: 25, pageNo: 2, list: Array(10).fill(0) }])).toBe(3);
  });

  it("stops at the total, on an empty page (a wrong total cannot make it ask forever) and with no page", () => {
    expect(nextPageNo([{ total: 20, pageNo: 1, list: Array(10).fill(0) }, { total: 20, pageNo: 2, list: Array(10).fill(0) }])).toBeUndefined();
    expect(nextPageNo([{ total: 99, pageNo: 3, list: [] }])).toBeUndefined();
    expect(nextPageNo([])).toBeUndefined();
  });
});

function Orders({ mallId }: { mallId: string }) {
  const orders = useInfiniteQuery(gatewayPagedQuery("oderList", { mallId }, { pageSize: 2 }));
  const rows = orders.data?.pages.flatMap((page) => page.list) ?? [];
  return (
    <InfiniteScroll hasMore={orders.hasNextPage} loading={orders.isFetching} onLoadMore={() => orders.fetchNextPage()}>
      <ul aria-label="orders">
        {rows.map((row) => (
          <li key={row.orderNo}>{row.orderNo}</li>
        ))}
      </ul>
    </InfiniteScroll>
  );
}

describe("gatewayPagedQuery with useInfiniteQuery and InfiniteScroll", () => {
  it("loads page after page, with pageNo and pageSize, until the total", async () => {
    const user = await logInAsDemo();
    const all = await callGateway("oderList", { mallId: user.mallId, pageNo: 1, pageSize: 100 });
    if (!all.ok) throw new Error("oderList failed in the fixtures");
    expect(all.data.total).toBeGreaterThan(2);
    const pagesAsked: string[] = [];
    gateway.server.events.on("request:start", ({ request }) => {
      if (request.url.includes("oderList")) pagesAsked.push(request.url);
    });

    render(
      <QueryClientProvider client={createQueryClient()}>
        <Orders mallId={user.mallId} />
      </QueryClientProvider>,
    );
    expect(await screen.findByText("没有更多了", undefined, { timeout: 10_000 })).toBeTruthy();
    expect(screen.getAllByRole("listitem").map((item) => item.textContent)).toEqual(all.data.list.map((row) => row.orderNo));
    expect(pagesAsked).toHaveLength(Math.ceil(all.data.total / 2));
  });
});
