import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { RECORD_NOT_OWNED_MESSAGE } from "@micromall/domain";
import { GatewayRefusal } from "../gateway/query";
import { QueryContent, queriesAsOne, type QueryContentQuery } from "./QueryContent";

/** A query in a given state, with a refetch spy. */
function query<T>(data: T | undefined, isPending = false, error: unknown = null) {
  const refetch = vi.fn<() => void>();
  const answer: QueryContentQuery<T> & { refetch: typeof refetch } = { data, isPending, error, refetch };
  return answer;
}

const list = (items: readonly string[]) => (
  <ul aria-label="卡券">
    {items.map((item) => (
      <li key={item}>{item}</li>
    ))}
  </ul>
);

describe("QueryContent", () => {
  it("shows a spinner named by the screen while the first answer is on its way, and not the content", () => {
    render(<QueryContent query={query<string[]>(undefined, true)} loading="卡券加载中">{list}</QueryContent>);
    expect(screen.getByRole("img", { name: "卡券加载中" })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();
  });

  it("shows the failure as an alert with a retry that refetches", async () => {
    const failed = query<string[]>(undefined);
    render(<QueryContent query={failed} failed="卡券加载失败" retry="再试一次">{list}</QueryContent>);
    expect(screen.getByRole("alert").textContent).toBe("卡券加载失败");
    await userEvent.click(screen.getByRole("button", { name: "再试一次" }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);
  });

  it("retries with the screen's own retry when it has one, and has the ui defaults without texts", async () => {
    const onRetry = vi.fn();
    const failed = query<string[]>(undefined);
    render(<QueryContent query={failed} onRetry={onRetry}>{list}</QueryContent>);
    expect(screen.getByRole("alert").textContent).toBe("加载失败");
    await userEvent.click(screen.getByRole("button", { name: "重新加载" }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(failed.refetch).not.toHaveBeenCalled();
  });

  it("shows 这条记录不在您的账户中 for another customer's record, with the screen's way on, never a retry", () => {
    const refused = query<string[]>(undefined, false, new GatewayRefusal(0, RECORD_NOT_OWNED_MESSAGE));
    render(
      <QueryContent query={refused} notFound="未找到这张保单" notFoundAction={<a href="/insurancePolicy">我的保单</a>}>
        {list}
      </QueryContent>,
    );
    expect(screen.getByText("这条记录不在您的账户中")).toBeTruthy();
    expect(screen.queryByText("未找到这张保单")).toBeNull();
    expect(screen.getByRole("link", { name: "我的保单" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "重新加载" })).toBeNull();
  });

  it("shows the empty state with its way on for an empty list, and the content otherwise", () => {
    const view = render(
      <QueryContent query={query<string[]>([])} empty="暂无卡券" emptyAction={<a href="/home">去逛逛</a>}>
        {list}
      </QueryContent>,
    );
    expect(screen.getByText("暂无卡券")).toBeTruthy();
    expect(screen.getByRole("link", { name: "去逛逛" })).toBeTruthy();
    expect(screen.queryByRole("list")).toBeNull();

    view.rerender(<QueryContent query={query(["加油卡"])} empty="暂无卡券">{list}</QueryContent>);
    expect(screen.getByRole("list", { name: "卡券" }).textContent).toBe("加油卡");
    expect(screen.queryByText("暂无卡券")).toBeNull();
  });

  it("judges emptiness by the screen's rule, and without an empty text shows the content even when empty", () => {
    const view = render(
      <QueryContent query={query({ cards: [] as string[] })} empty="暂无卡券" isEmpty={(data) => data.cards.length === 0}>
        {(data) => list(data.cards)}
      </QueryContent>,
    );
    expect(screen.getByText("暂无卡券")).toBeTruthy();
    view.rerender(<QueryContent query={query<string[]>([])}>{list}</QueryContent>);
    expect(screen.getByRole("list", { name: "卡券" })).toBeTruthy();
  });

  it("keeps showing cached data while it refetches", () => {
    render(<QueryContent query={query(["加油卡"], false)} loading="卡券加载中">{list}</QueryContent>);
    expect(screen.queryByRole("img", { name: "卡券加载中" })).toBeNull();
    expect(screen.getByRole("list", { name: "卡券" })).toBeTruthy();
  });

  it("shows the not-found state with its way on, and no retry, when the gateway refused the query", () => {
    const refused = query<string[]>(undefined, false, new GatewayRefusal(0, "保单不存在"));
    render(
      <QueryContent query={refused} failed="卡券加载失败" notFound="未找到该保单" notFoundAction={<a href="/insurancePolicy">我的保单</a>}>
        {list}
      </QueryContent>,
    );
    expect(screen.getByText("未找到该保单")).toBeTruthy();
    expect(screen.getByRole("link", { name: "我的保单" })).toBeTruthy();
    expect(screen.queryByRole("alert")).toBeNull();
    expect(screen.queryByRole("button")).toBeNull();
  });

  it("still shows the failure with its retry for a failure other than a refusal, or without a not-found text", async () => {
    const failed = query<string[]>(undefined, false, new Error("network"));
    const view = render(
      <QueryContent query={failed} failed="卡券加载失败" retry="再试一次" notFound="未找到该保单">
        {list}
      </QueryContent>,
    );
    expect(screen.getByRole("alert").textContent).toBe("卡券加载失败");
    expect(screen.queryByText("未找到该保单")).toBeNull();
    await userEvent.click(screen.getByRole("button", { name: "再试一次" }));
    expect(failed.refetch).toHaveBeenCalledTimes(1);

    view.rerender(<QueryContent query={query<string[]>(undefined, false, new GatewayRefusal(0, "保单不存在"))} failed="卡券加载失败">{list}</QueryContent>);
    expect(screen.getByRole("alert").textContent).toBe("卡券加载失败");
  });

  it("keeps showing the answer it has when a refetch was refused", () => {
    render(
      <QueryContent query={query(["加油卡"], false, new GatewayRefusal(0, "保单不存在"))} notFound="未找到该保单">
        {list}
      </QueryContent>,
    );
    expect(screen.getByRole("list", { name: "卡券" }).textContent).toBe("加油卡");
    expect(screen.queryByText("未找到该保单")).toBeNull();
  });

  it("shows several queries as one: loading until any failed, then the failure whose retry refetches only what failed", async () => {
    const done = { isError: false, refetch: vi.fn() };
    const broken = { isError: true, refetch: vi.fn() };
    const loading = queriesAsOne<string[]>([done, { isError: false, refetch: vi.fn() }], undefined);
    const view = render(<QueryContent query={loading} loading="通知加载中">{list}</QueryContent>);
    expect(screen.getByRole("img", { name: "通知加载中" })).toBeTruthy();

    view.rerender(<QueryContent query={queriesAsOne<string[]>([done, broken], undefined)} retry="再试一次">{list}</QueryContent>);
    await userEvent.click(screen.getByRole("button", { name: "再试一次" }));
    expect(broken.refetch).toHaveBeenCalledTimes(1);
    expect(done.refetch).not.toHaveBeenCalled();

    view.rerender(<QueryContent query={queriesAsOne([done, broken], ["续保提醒"])}>{list}</QueryContent>);
    expect(screen.getByRole("list", { name: "卡券" }).textContent).toBe("续保提醒");
  });
});
