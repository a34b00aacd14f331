/**
 * crypto-js loads only for encrypted calls: a plain call (the /home page's `pageInitMall`, a GET, a form post)
 * never imports `./envelope`, the one web module holding the cipher; the first encrypted call imports it once.
 * The mock factory below runs when (and only when) the client imports the module, so it counts the imports.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { setupServer } from "msw/node";
import { DEMO_CIPHER_KEY, GATEWAY_CATALOGUE } from "@micromall/domain";
import { callGateway } from "./client";
import { setGatewayUi, type GatewayUi } from "./gateway-ui";
import { SAMPLE_ANSWERS, gatewayHandler, type SeenRequest } from "./test-server";

const envelope = vi.hoisted(() => ({ imports: 0 }));
vi.mock("./envelope", async (importOriginal) => {
  envelope.imports += 1;
  const actual = await importOriginal<typeof import("./envelope")>();
  return { envelopeCodec: vi.fn(actual.envelopeCodec) };
});
vi.mock("../ui", () => ({ toast: vi.fn(), messageBox: vi.fn(), alertBox: vi.fn() }));

const server = setupServer();
const ui = { navigate: vi.fn(), reload: vi.fn(), toast: vi.fn(() => () => undefined), messageBox: vi.fn(async () => null), alertBox: vi.fn(async () => undefined) };
let restoreUi: () => void;
beforeAll(() => {
  server.listen({ onUnhandledRequest: "error" });
  restoreUi = setGatewayUi(ui as unknown as GatewayUi);
});
afterEach(() => server.resetHandlers());
afterAll(() => {
  server.close();
  restoreUi();
});

describe("the cipher module loads for encrypted calls only", () => {
  it("plain calls (JSON, GET, form) never import ./envelope", async () => {
    const seen: SeenRequest[] = [];
    server.use(
      gatewayHandler("pageInitMall", {}, seen),
      gatewayHandler("getAddressInfo", {}, seen),
      gatewayHandler("orderPay", {}, seen),
    );
    for (const name of ["pageInitMall", "getAddressInfo", "orderPay"] as const) expect(GATEWAY_CATALOGUE[name].encrypted).toBe(false);
    expect(await callGateway("pageInitMall", { shopId: "8" })).toEqual({ ok: true, data: SAMPLE_ANSWERS.pageInitMall, message: "成功" });
    expect((await callGateway("getAddressInfo", { mallId: "M1", addressId: "42" })).ok).toBe(true);
    expect((await callGateway("orderPay", { orderNo: "A1" })).ok).toBe(true);
    expect(seen.map((request) => request.payload)).toEqual([{ shopId: "8" }, { mallId: "M1", addressId: "42" }, { orderNo: "A1" }]);
    expect(envelope.imports).toBe(0);
  });

  it("the first encrypted call imports it once, with the configured key; later calls reuse it", async () => {
    const seen: SeenRequest[] = [];
    server.use(gatewayHandler("login", {}, seen), gatewayHandler("pageInitMall", {}, seen));
    expect(GATEWAY_CATALOGUE.login.encrypted).toBe(true);
    const { envelopeCodec } = await import("./envelope");
    expect(await callGateway("login", { mobile: "13800138000", password: "secret1" })).toEqual({ ok: true, data: SAMPLE_ANSWERS.login, message: "成功" });
    expect(await callGateway("login", { mobile: "13800138000", password: "secret2" })).toMatchObject({ ok: true });
    await callGateway("pageInitMall", {});
    expect(envelope.imports).toBe(1);
    expect(envelopeCodec).toHaveBeenCalledTimes(2);
    expect(envelopeCodec).toHaveBeenCalledWith(DEMO_CIPHER_KEY);
    expect(seen.map((request) => request.payload)).toEqual([
      { mobile: "13800138000", password: "secret1" },
      { mobile: "13800138000", password: "secret2" },
      {},
    ]);
    expect(Object.keys(JSON.parse(seen[0]?.bodyText ?? "") as object)).toEqual(["encrypted"]);
  });
});
