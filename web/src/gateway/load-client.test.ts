import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.doUnmock("./client");
  vi.resetModules();
});

describe("the gateway client loaded on demand", () => {
  it("loads the client module once and calls through it", async () => {
    const callGateway = vi.fn(async () => ({ ok: true, data: { a: 1 }, message: "成功" }));
    vi.doMock("./client", () => ({ callGateway }));
    const { callGatewayLazily, loadGatewayClient } = await import("./load-client");
    const first = loadGatewayClient();
    expect(loadGatewayClient()).toBe(first);
    const result = await callGatewayLazily("pageInitMall", { shopId: "8" });
    expect(result).toEqual({ ok: true, data: { a: 1 }, message: "成功" });
    expect(callGateway).toHaveBeenCalledWith("pageInitMall", { shopId: "8" }, undefined);
  });

  it("answers a failure from the shell's table when the client cannot load, and tries again next time", async () => {
    let attempts = 0;
    vi.doMock("./client", () => {
      attempts += 1;
      throw new Error("Failed to fetch dynamically imported module");
    });
    const { callGatewayLazily } = await import("./load-client");
    const result = await callGatewayLazily("pageInitMall", {});
    expect(result).toEqual({ ok: false, refused: false, error: { kind: "message", message: "网络不给力，请稍后重试" } });
    await callGatewayLazily("pageInitMall", {});
    expect(attempts).toBe(2);
  });
});
