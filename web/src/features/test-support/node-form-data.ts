/**
 * Uploads in the jsdom tests: jsdom's `FormData`/`File` are not Node's, so a jsdom `FormData` given to Node's
 * `fetch` (or to msw, which intercepts it) is sent as the text "[object FormData]". {@link withNodeFormData}
 * wraps `fetch` so such a body becomes Node's multipart body with the same parts and bytes, as a browser sends
 * it. Install it after msw patched `fetch` (msw reads the body before any lower `fetch` runs).
 */
import { File as NodeFile } from "node:buffer";

function readBytes(blob: Blob): Promise<ArrayBuffer> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => (reader.result instanceof ArrayBuffer ? resolve(reader.result) : reject(new Error("unreadable")));
    reader.onerror = () => reject(new Error("unreadable"));
    reader.readAsArrayBuffer(blob);
  });
}

/**
 * Wraps the current `fetch`; answers the function that restores it.
 * @example beforeAll(() => { server.listen(); restore = withNodeFormData(); })
 */
export function withNodeFormData(): () => void {
  const inner = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
    const body: unknown = init?.body;
    if (typeof FormData === "function" && body instanceof FormData) {
      const Native = (await new Response(new URLSearchParams()).formData()).constructor as typeof FormData;
      const form: FormData = body;
      if (!(Object.getPrototypeOf(form) === Native.prototype)) {
        const out = new Native();
        for (const [name, value] of form.entries()) {
          if (typeof value === "string") out.append(name, value);
          else out.append(name, new NodeFile([new Uint8Array(await readBytes(value))], value.name, { type: value.type }) as unknown as Blob, value.name);
        }
        return inner(input, { ...init, body: out });
      }
    }
    return inner(input, init);
  }) as typeof fetch;
  return () => {
    globalThis.fetch = inner;
  };
}
