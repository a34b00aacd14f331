import { describe, expect, it } from "vitest";
import { formPaths } from "./form-check";

describe("formPaths", () => {
  it("names each field of a field array's entries by its path and leaves the other values as they are", () => {
    expect(formPaths({ title: "T", agree: true, people: [{ name: "Ann", city: "" }, { name: "Bo", city: "Rome" }] })).toEqual({
      title: "T",
      agree: true,
      "people.0.name": "Ann",
      "people.0.city": "",
      "people.1.name": "Bo",
      "people.1.city": "Rome",
    });
  });

  it("keeps a list that is not a list of entries, and an empty list, whole", () => {
    expect(formPaths({ tags: ["a", "b"], people: [] })).toEqual({ tags: ["a", "b"], people: [] });
  });

  it("gives back a value that is not a plain object unchanged", () => {
    expect(formPaths(null)).toBeNull();
    expect(formPaths("x")).toBe("x");
    expect(formPaths([{ a: "1" }])).toEqual([{ a: "1" }]);
  });

  it("keeps a __proto__ key as a plain key", () => {
    const paths = formPaths(JSON.parse('{"__proto__": "x", "list": [{"__proto__": "y"}]}')) as Record<string, unknown>;
    expect(Object.getPrototypeOf(paths)).toBe(Object.prototype);
    expect(Object.entries(paths)).toEqual([["__proto__", "x"], ["list.0.__proto__", "y"]]);
  });
});
