/**
 * Field arrays (issue 19 "give it field arrays"): `form.fieldArray(name)` over a list of entries in the form's
 * values, with react-hook-form's names and meaning: `fields` (each entry with a stable `id` for React's key),
 * `append` (focuses the new entry's first input unless `shouldFocus: false`), `remove(index)` / `remove()` (all).
 * A field of an entry is named by its path (`people.1.name`); the shape checks the paths; the submit gives the list.
 */
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { act, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormShape } from "@micromall/domain";
import { useSchemaForm } from "./use-schema-form";

type Person = { name: string; city: string };
type People = { title: string; people: Person[] };

/** Every person's name is required; the title too. */
const peopleShape = (count: number): FormShape => ({
  fields: [
    { key: "title", kind: "text", rules: [{ id: "required" }] },
    ...Array.from({ length: count }, (_, index) => [
      { key: `people.${index}.name`, kind: "text" as const, rules: [{ id: "required" as const }] },
      { key: `people.${index}.city`, kind: "text" as const, rules: [] },
    ]).flat(),
  ],
  rules: [],
  formats: {},
  structRules: {},
});

// Typing on a shared machine takes a while.
vi.setConfig({ testTimeout: 30_000 });

const DEFAULTS: People = { title: "", people: [{ name: "Ann", city: "" }, { name: "", city: "" }] };

function PeopleForm({ onValid, defaults = DEFAULTS }: { onValid: (values: People) => void; defaults?: People }) {
  const [count, setCount] = useState(defaults.people.length);
  const form = useSchemaForm<People, People>(peopleShape(count), defaults);
  const people = form.fieldArray("people");
  if (people.fields.length !== count) setCount(people.fields.length);
  return (
    <form noValidate onSubmit={form.submit(onValid)}>
      <label>
        title
        <input {...form.field("title")} aria-invalid={form.errorOf("title") === undefined ? undefined : true} />
      </label>
      {people.fields.map((entry, index) => (
        <fieldset key={entry.id} aria-label={`person ${index + 1}`} data-id={entry.id}>
          <label>
            name
            <input {...form.field(`people.${index}.name`)} aria-invalid={form.errorOf(`people.${index}.name`) === undefined ? undefined : true} />
          </label>
          <label>
            city
            <input {...form.field(`people.${index}.city`)} />
          </label>
          <button type="button" onClick={() => people.remove(index)}>
            remove {index + 1}
          </button>
        </fieldset>
      ))}
      <button type="button" onClick={() => people.append({ name: "", city: "" })}>add</button>
      <button type="button" onClick={() => people.append([{ name: "X", city: "" }, { name: "Y", city: "" }], { shouldFocus: false })}>add two quietly</button>
      <button type="button" onClick={() => people.remove()}>remove all</button>
      <button type="button" onClick={() => form.setValue("people.0.city", "Rome")}>set city</button>
      <button type="submit">submit</button>
    </form>
  );
}

const person = (n: number) => screen.getByRole("group", { name: `person ${n}` });
const nameOf = (n: number) => within(person(n)).getByLabelText("name") as HTMLInputElement;
const ids = () => screen.queryAllByRole("group").map((group) => group.getAttribute("data-id"));

describe("form.fieldArray", () => {
  it("renders one entry per list item, reads their inputs by path and submits the list", async () => {
    const user = userEvent.setup();
    const calls: People[] = [];
    render(<PeopleForm onValid={(values) => void calls.push(values)} />);
    expect(nameOf(1).value).toBe("Ann");
    expect(nameOf(2).value).toBe("");
    await user.type(screen.getByLabelText("title"), "T");
    await user.type(nameOf(2), "Bo");
    await user.click(screen.getByRole("button", { name: "set city" }));
    expect((within(person(1)).getByLabelText("city") as HTMLInputElement).value).toBe("Rome");
    await user.click(screen.getByRole("button", { name: "submit" }));
    expect(calls).toEqual([{ title: "T", people: [{ name: "Ann", city: "Rome" }, { name: "Bo", city: "" }] }]);
  });

  it("append adds an entry with a new id and focuses its first input (shouldFocus: false does not)", async () => {
    const user = userEvent.setup();
    render(<PeopleForm onValid={() => undefined} />);
    const before = ids();
    await user.click(screen.getByRole("button", { name: "add" }));
    expect(ids()).toHaveLength(3);
    expect(ids().slice(0, 2)).toEqual(before);
    expect(new Set(ids()).size).toBe(3);
    expect(document.activeElement).toBe(nameOf(3));
    await user.click(screen.getByRole("button", { name: "add two quietly" }));
    expect(nameOf(5).value).toBe("Y");
    expect(document.activeElement).toBe(screen.getByRole("button", { name: "add two quietly" }));
  });

  it("remove(index) keeps the other entries' ids, inputs and messages; the checks follow the shorter list", async () => {
    const user = userEvent.setup();
    const calls: People[] = [];
    render(<PeopleForm onValid={(values) => void calls.push(values)} />);
    await user.click(screen.getByRole("button", { name: "add" }));
    await user.type(nameOf(3), "Cy");
    await user.click(screen.getByRole("button", { name: "submit" }));
    // the second name is empty: its message; focus on the first invalid field in page order (the title)
    expect(nameOf(2).getAttribute("aria-invalid")).toBe("true");
    expect(document.activeElement).toBe(screen.getByLabelText("title"));
    const [first, second, third] = ids();
    const thirdInput = nameOf(3);
    await user.click(within(person(1)).getByRole("button", { name: "remove 1" }));
    expect(ids()).toEqual([second, third]);
    // the same element, now the second entry, with its value; the message moved with its entry
    expect(nameOf(2)).toBe(thirdInput);
    expect(nameOf(2).value).toBe("Cy");
    expect(nameOf(1).getAttribute("aria-invalid")).toBe("true");
    expect(nameOf(2).getAttribute("aria-invalid")).toBeNull();
    expect(first).not.toBe(second);
    await user.type(nameOf(1), "Di");
    await user.type(screen.getByLabelText("title"), "T");
    await user.click(screen.getByRole("button", { name: "submit" }));
    expect(calls).toEqual([{ title: "T", people: [{ name: "Di", city: "" }, { name: "Cy", city: "" }] }]);
  });

  it("remove() without an index removes every entry, as react-hook-form's does", async () => {
    const user = userEvent.setup();
    const calls: People[] = [];
    render(<PeopleForm onValid={(values) => void calls.push(values)} />);
    await user.click(screen.getByRole("button", { name: "remove all" }));
    expect(ids()).toEqual([]);
    await user.type(screen.getByLabelText("title"), "T");
    await act(async () => screen.getByRole("button", { name: "submit" }).click());
    expect(calls).toEqual([{ title: "T", people: [] }]);
  });
});
