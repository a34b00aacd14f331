/**
 * Test helpers speaking the gateway wire format (design.md "Wire format") with msw handlers, for the tests of
 * web/src/gateway and web/src/session. The fixtures package serves the app; these tiny handlers let a test
 * decide exactly what one call answers and see exactly what the client sent.
 */
import { http, HttpResponse, delay, type HttpHandler } from "msw";
import {
  DEFAULT_GATEWAY_URL,
  DEMO_CIPHER_KEY,
  GATEWAY_CATALOGUE,
  gatewayUrl,
  openJson,
  sealJson,
  type GatewayCall,
  type GatewayCallName,
} from "@micromall/domain";
import type { CallAnswer } from "@micromall/domain/schemas";

/** A valid answer of some calls the client tests use: a handler answers it when the test gives no `data`. */
export const SAMPLE_ANSWERS: { readonly [N in GatewayCallName]?: CallAnswer<N> } = {
  pageInitMall: { banners: [], products: [], services: [] },
  queryPlanList: { products: [], plans: [] },
  login: { mallId: "M1", mobile: "13800138000", userName: "", loginType: "1", identityAuthed: false },
  getAddressInfo: {
    addressId: "A1",
    receiver: "张三",
    mobile: "13800138000",
    province: "福建省",
    city: "厦门市",
    district: "思明区",
    detail: "某路1号",
    postcode: "361000",
    isDefault: true,
  },
  orderPay: { orderNo: "A1", payState: "1", policyNo: "P1", payUrl: "/micromall/applicationResulst?orderNo=A1" },
  getverificationCodeBJ: { sent: true, expiresIn: 300 },
  checkVerificationCode: { valid: true },
  linkageUnified: { url: "/micromall/home" },
  getSign: { appId: "wx1", timestamp: 1, nonceStr: "n", signature: "s" },
  compareOpenId: { valid: true },
  compareQuickLoginOpenId: { valid: true },
};

function sampleAnswer(name: GatewayCallName): unknown {
  return Object.prototype.hasOwnProperty.call(SAMPLE_ANSWERS, name) ? SAMPLE_ANSWERS[name] : {};
}

/** One request as the gateway saw it. */
export interface SeenRequest {
  name: GatewayCallName;
  method: string;
  url: URL;
  headers: Headers;
  bodyText: string;
  /** The payload after undoing the envelope / form / query encoding. */
  payload: Record<string, unknown>;
}

/** What a handler answers: a wire body (without `data`: the call's sample answer, else `{}`), or a raw HTTP status / text. */
export type Answer =
  | { resultCode?: string; resultMsg?: string; status?: number; data?: unknown }
  | { http: number }
  | { raw: string }
  | { hang: true };

/**
 * An msw handler for one call answering `answer` (wire format; enveloped for the encrypted set), pushing what
 * it saw into `seen`.
 */
export function gatewayHandler(name: GatewayCallName, answer: Answer | ((seen: SeenRequest) => Answer), seen: SeenRequest[] = []): HttpHandler {
  const entry = GATEWAY_CATALOGUE[name];
  if (entry === undefined) throw new TypeError(`gatewayHandler: unknown call ${name}`);
  const url = gatewayUrl(DEFAULT_GATEWAY_URL, entry);
  const method = entry.method === "GET" ? http.get : http.post;
  return method(url, async ({ request }) => {
    const bodyText = request.method === "GET" ? "" : await request.text();
    const requestUrl = new URL(request.url);
    const seenRequest: SeenRequest = {
      name,
      method: request.method,
      url: requestUrl,
      headers: request.headers,
      bodyText,
      payload: decodePayload(entry, bodyText, requestUrl),
    };
    seen.push(seenRequest);
    const reply = typeof answer === "function" ? answer(seenRequest) : answer;
    if ("hang" in reply) {
      await delay("infinite");
      return HttpResponse.text("");
    }
    if ("http" in reply) return new HttpResponse("error", { status: reply.http });
    if ("raw" in reply) return HttpResponse.text(reply.raw);
    const body = {
      common: { resultCode: reply.resultCode ?? "1", resultMsg: reply.resultMsg ?? "成功" },
      status: reply.status ?? 1,
      data: "data" in reply ? reply.data : sampleAnswer(name),
    };
    return entry.encrypted ? HttpResponse.text(sealJson(body, { key: DEMO_CIPHER_KEY })) : HttpResponse.json(body);
  });
}

function decodePayload(entry: GatewayCall, bodyText: string, url: URL): Record<string, unknown> {
  if (entry.method === "GET") return Object.fromEntries(url.searchParams);
  if (entry.form) return Object.fromEntries(new URLSearchParams(bodyText));
  const parsed = JSON.parse(bodyText === "" ? "{}" : bodyText) as Record<string, unknown>;
  if (entry.encrypted && typeof parsed.encrypted === "string") {
    const opened = openJson(parsed.encrypted, { key: DEMO_CIPHER_KEY });
    return opened.ok && typeof opened.value === "object" && opened.value !== null ? { ...opened.value } : {};
  }
  return parsed;
}
