/**
 * Every `@example call // result` line in the identity modules' TSDoc is run and compared with its
 * documented result, so the docs cannot drift from the code.
 */
import { readdirSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import * as identity from "./index";
import * as messages from "../messages/identity";

const HERE = fileURLToPath(new URL(".", import.meta.url));
const SOURCES = [
  ...readdirSync(HERE)
    .filter((f) => f.endsWith(".ts") && !f.includes(".test.") && !f.endsWith(".arb.ts"))
    .map((f) => `${HERE}${f}`),
  fileURLToPath(new URL("../messages/identity.ts", import.meta.url)),
];
const SCOPE: Record<string, unknown> = { ...identity, ...messages };
const EXAMPLE = /@example (.+?) \/\/ (.+)$/;

/** `(call, expected)` source pairs; a trailing "(explanation)" after the result is dropped. */
const examples = SOURCES.flatMap((file) =>
  readFileSync(file, "utf8")
    .split("\n")
    .map((line) => EXAMPLE.exec(line))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({
      file: file.slice(file.lastIndexOf("/") + 1),
      call: match[1] as string,
      expected: (match[2] as string).replace(/\s+\(.*\)$/, ""),
    })),
);

const evaluate = (source: string): unknown =>
  new Function(...Object.keys(SCOPE), `return (${source});`)(...Object.values(SCOPE));

describe("TSDoc examples", () => {
  it("exist for the identity modules", () => {
    expect(examples.length).toBeGreaterThan(40);
  });

  it.each(examples)("$file: $call → $expected", ({ call, expected }) => {
    expect(evaluate(call)).toEqual(evaluate(expected));
  });
});
