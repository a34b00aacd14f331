/**
 * What a client sends for a catalogue call (shared/design.md "Wire format"), and how the fixtures read it back.
 *
 * - The payload is cleaned first ({@link cleanPayload}): blank fields never leave the client.
 * - POST JSON: the body is the payload's JSON; for the encrypted set it is `{ "encrypted": "<base64>" }`.
 * - POST form (`call.form`): `application/x-www-form-urlencoded` fields; GET: the same fields as the query.
 * - Uploads (issue 23 finding 2): a POST form call whose payload holds a `Blob` (a photo) goes as
 *   `multipart/form-data` — a `FormData` body whose file parts carry the Blob's bytes (named `<field>.<ext>` from
 *   its type unless it is a named `File`), the other fields as text parts. `fetch` writes the boundary, so the
 *   caller sets no Content-Type header for it. A Blob is never turned into text (it used to become `{}`).
 *   For an encrypted form/GET call (none in the catalogue today) the single field is `encrypted`.
 * - Field values: strings as they are, numbers/booleans/bigints as `String(value)`, anything else (nested
 *   objects, arrays, dates) as its JSON text. Reading a form/GET request back therefore gives strings; form
 *   encoding is UTF-8, so a lone surrogate comes back as U+FFFD, and of a repeated field the last one wins.
 * - The envelope is sealed and opened by the caller's {@link EnvelopeCodec} (`cipherCodec({ key })`): this module
 *   never loads the cipher, so a client of plain calls carries no crypto-js.
 * - An encrypted call without a codec, or with a codec of a bad key, is a programmer error: `sealRequest`
 *   throws a `RangeError` (see `sealJson`). `openRequest` never throws.
 */
import type { GatewayCall } from "./catalogue";
import { cleanPayload } from "./clean-payload";
import type { CipherError } from "./cipher-error";
import type { EnvelopeCodec } from "./envelope-codec";

/** The envelope field of an encrypted request. */
export const ENVELOPE_FIELD = "encrypted";

/** Content type of JSON bodies. */
export const JSON_CONTENT_TYPE = "application/json";

/** Content type of form bodies. */
export const FORM_CONTENT_TYPE = "application/x-www-form-urlencoded";

/** Content type of upload bodies (the boundary is written by `fetch`, never by the caller). */
export const MULTIPART_CONTENT_TYPE = "multipart/form-data";

/** The parts of a catalogue entry that decide the request's shape. */
export type RequestShape = Pick<GatewayCall, "method" | "encrypted" | "form">;

/** A request ready for `fetch`: method, content type, body text and query (without `?`). */
export interface SealedRequest {
  readonly method: "POST" | "GET";
  /** `null` for GET (no body). */
  readonly contentType: typeof JSON_CONTENT_TYPE | typeof FORM_CONTENT_TYPE | typeof MULTIPART_CONTENT_TYPE | null;
  /** `null` for GET; a `FormData` for an upload (multipart), text otherwise. */
  readonly body: string | FormData | null;
  /** `""` when there is none; never starts with `?`. */
  readonly query: string;
}

/** A payload: the named fields of a request. */
export type Payload = Readonly<Record<string, unknown>>;

/**
 * The request a client sends for `call` with `payload` (cleaned here); `codec` seals the encrypted set.
 * @example sealRequest({ method: "POST", encrypted: false, form: false }, { code: " abc ", state: "" })
 * // { method: "POST", contentType: "application/json", body: '{"code":"abc"}', query: "" }
 * @example sealRequest({ method: "GET", encrypted: false, form: false }, { id: 7 }).query // "id=7"
 * @example JSON.parse(sealRequest(GATEWAY_CATALOGUE.login, { mobile: "13800138000" }, cipherCodec({ key: DEMO_CIPHER_KEY })).body!)
 * // { encrypted: "…base64…" }
 * @throws {TypeError} when `call` is not an object (and `RangeError` for an encrypted call without a usable codec): a programmer error from untyped JavaScript (domain/CONVENTIONS.md).
 */
export function sealRequest(call: RequestShape, payload?: Payload, codec?: EnvelopeCodec): SealedRequest {
  const cleaned: Payload = cleanPayload(payload ?? {});
  let fields: Payload = cleaned;
  if (call.encrypted) {
    if (codec === undefined) throw new RangeError("sealRequest: an encrypted call needs an envelope codec (cipherCodec)");
    fields = { [ENVELOPE_FIELD]: codec.seal(cleaned) };
  }
  if (call.method === "GET") return { method: "GET", contentType: null, body: null, query: formText(fields) };
  if (call.form && hasBlob(fields)) return { method: "POST", contentType: MULTIPART_CONTENT_TYPE, body: multipart(fields), query: "" };
  if (call.form) return { method: "POST", contentType: FORM_CONTENT_TYPE, body: formText(fields), query: "" };
  return { method: "POST", contentType: JSON_CONTENT_TYPE, body: JSON.stringify(fields), query: "" };
}

/** Why a request could not be read. */
export type OpenRequestFailure = "body" | "envelope" | "cipher";

/**
 * Reads back what a client sent for `call` (the fixtures' side); `codec` opens the encrypted set. Never throws.
 * A multipart body (`FormData`, an upload) gives its text parts and, for each file, `{ fileName, size, type }`.
 * - `body`: the body text is not JSON or not a JSON object;
 * - `envelope`: an encrypted call without a string `encrypted` field;
 * - `cipher`: no codec, the envelope does not open (see `error.reason`), or it holds something other than an
 *   object.
 * @example openRequest({ method: "POST", encrypted: false, form: false }, { body: '{"code":"abc"}' })
 * // { ok: true, payload: { code: "abc" } }
 */
export function openRequest(
  call: RequestShape,
  request: { readonly body?: string | FormData | null | undefined; readonly query?: string | undefined },
  codec?: EnvelopeCodec,
):
  | { ok: true; payload: Record<string, unknown> }
  | { ok: false; reason: OpenRequestFailure; error?: CipherError } {
  let fields: Record<string, unknown>;
  const query = typeof request?.query === "string" ? request.query : "";
  const body = typeof request?.body === "string" ? request.body : "";
  if (call?.method === "GET") fields = formFields(query);
  else if (call?.form === true && typeof FormData === "function" && request?.body instanceof FormData) fields = multipartFields(request.body);
  else if (call?.form === true) fields = formFields(body);
  else {
    const text = body;
    if (text.trim() === "") fields = {};
    else {
      const parsed = parseJson(text);
      if (!isRecord(parsed)) return { ok: false, reason: "body" };
      fields = parsed;
    }
  }
  if (call?.encrypted !== true) return { ok: true, payload: fields };
  const sealed = fields[ENVELOPE_FIELD];
  if (typeof sealed !== "string") return { ok: false, reason: "envelope" };
  if (codec === undefined) return { ok: false, reason: "cipher" };
  const opened = codec.open(sealed);
  if (!opened.ok) return { ok: false, reason: "cipher", error: opened.error };
  if (!isRecord(opened.value)) return { ok: false, reason: "cipher" };
  return { ok: true, payload: opened.value };
}

function formText(fields: Payload): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) params.append(key, fieldText(value));
  return params.toString();
}

function isBlob(value: unknown): value is Blob {
  return typeof Blob === "function" && value instanceof Blob;
}

function hasBlob(fields: Payload): boolean {
  return Object.values(fields).some(isBlob);
}

const FILE_EXTENSIONS: Readonly<Record<string, string>> = { "image/jpeg": "jpg", "image/png": "png", "image/gif": "gif", "image/webp": "webp" };

function multipart(fields: Payload): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (!isBlob(value)) form.append(key, fieldText(value));
    else if (typeof File === "function" && value instanceof File && value.name !== "") form.append(key, value, value.name);
    else form.append(key, value, `${key}.${FILE_EXTENSIONS[value.type] ?? "bin"}`);
  }
  return form;
}

function fieldText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint") return String(value);
  try {
    return JSON.stringify(value) ?? "";
  } catch {
    return "";
  }
}

/** A multipart body's fields: text parts as they are, files as the gateway reads them (name, size, type). */
function multipartFields(form: FormData): Record<string, unknown> {
  const out: [string, unknown][] = [];
  form.forEach((value, key) => out.push([key, typeof value === "string" ? value : { fileName: value.name, size: value.size, type: value.type }]));
  return Object.fromEntries(out);
}

function formFields(text: string): Record<string, unknown> {
  const params = new URLSearchParams(text.startsWith("?") ? text.slice(1) : text);
  const out: [string, string][] = [];
  params.forEach((value, key) => out.push([key, value]));
  return Object.fromEntries(out);
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}
