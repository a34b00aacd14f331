/**
 * Issue 8 §2: the client never throws. Whatever goes wrong inside a call — an exception while decoding, a name
 * outside the catalogue from plain JavaScript — the caller gets the §8 "other" failure, shown once.
 */
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { setupServer } from "msw/node";
import type { GatewayCallName } from "@micromall/domain";
import { callGateway } from "./client";
import { setGatewayUi, type GatewayUi } from "./gateway-ui";
import { gatewayHandler } from "./test-server";

vi.mock("../ui", () => ({ toast: vi.fn(), messageBox: vi.fn(), alertBox: vi.fn() }));

const explode = vi.hoisted(() => ({ on: false }));
vi.mock("@micromall/domain", async (importOriginal) => {
  const original = await importOriginal<typeof import("@micromall/domain")>();
  return {
    ...original,
    decodeShape: (...args: Parameters<typeof original.decodeShape>) => {
      if (explode.on) throw new RangeError("Maximum call stack size exceeded");
      return original.decodeShape(...args);
    },
  };
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterAll(() => server.close());

let alertBox: ReturnType<typeof vi.fn>;
let restoreUi: () => void;
beforeEach(() => {
  alertBox = vi.fn(async () => undefined);
  restoreUi = setGatewayUi({ alertBox } as Partial<GatewayUi>);
});
afterEach(() => {
  explode.on = false;
  server.resetHandlers();
  restoreUi();
});

const OTHER = { ok: false, refused: false, error: { kind: "message", message: "系统繁忙，请稍后重试" } };

describe("the client never throws", () => {
  it("an exception while decoding becomes the 'other' failure, shown once", async () => {
    server.use(gatewayHandler("pageInitMall", {}));
    explode.on = true;
    await expect(callGateway("pageInitMall", {})).resolves.toEqual(OTHER);
    expect(alertBox).toHaveBeenCalledTimes(1);
  });

  it("without the exception the same answer is fine (the control)", async () => {
    server.use(gatewayHandler("pageInitMall", {}));
    await expect(callGateway("pageInitMall", {})).resolves.toMatchObject({ ok: true });
    expect(alertBox).not.toHaveBeenCalled();
  });

  it("a name outside the catalogue (plain JavaScript) is the 'other' failure", async () => {
    const name = "__proto__" as GatewayCallName;
    await expect(callGateway(name, {})).resolves.toEqual(OTHER);
    expect(alertBox).toHaveBeenCalledTimes(1);
  });
});
