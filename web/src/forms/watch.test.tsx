/**
 * Watching one field re-renders only what reads it (issue 19): `useWatch(form, name)` re-renders the component
 * that calls it when that field's value changes, and nothing else; `form.watch(name)` in the form's own render
 * re-renders the form on a change of the fields it read (`watch()` without a name: on every change), not on
 * the others'. Renders are counted while another field changes.
 */
import { memo, useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import type { FormShape } from "@micromall/domain";
import { useSchemaForm, type SchemaForm } from "./use-schema-form";
import { useWatch } from "./use-watch";

vi.setConfig({ testTimeout: 30_000 });

type AB = { a: string; b: string; people: { name: string }[] };
const SHAPE: FormShape = { fields: [{ key: "a", kind: "text", rules: [] }, { key: "b", kind: "text", rules: [] }], rules: [], formats: {}, structRules: {} };
const DEFAULTS: AB = { a: "", b: "", people: [{ name: "" }] };

/** Renders by component, counted as they happen. */
let counts: Record<string, number> = {};
function rendered(label: string): void {
  counts[label] = (counts[label] ?? 0) + 1;
}

/** Counts its renders and shows the value it watches. */
const Watcher = memo(function Watcher({ form, name }: { form: SchemaForm<AB, AB>; name: "a" | "people.0.name" }) {
  const value = useWatch(form, name);
  rendered(name);
  return <output aria-label={`watched ${name}`}>{value}</output>;
});

function Host({ watchAll = false }: { watchAll?: boolean }) {
  const form = useSchemaForm<AB, AB>(SHAPE, DEFAULTS);
  const people = form.fieldArray("people");
  const a = watchAll ? form.watch().a : form.watch("a");
  rendered("host");
  // the same object each render, so the memoised watchers re-render only through their own watch
  const [stable] = useState(form);
  return (
    <form>
      <input aria-label="a" {...form.field("a")} />
      <input aria-label="b" {...form.field("b")} />
      {people.fields.map((entry, index) => (
        <input key={entry.id} aria-label={`name ${index + 1}`} {...form.field(`people.${index}.name`)} />
      ))}
      <p aria-label="host a">{a}</p>
      <Watcher form={stable} name="a" />
      <Watcher form={stable} name="people.0.name" />
      <button type="button" onClick={() => form.setValue("b", "set")}>set b</button>
    </form>
  );
}

describe("watching one field", () => {
  it("useWatch re-renders its component when its field changes, never when another one does", async () => {
    const user = userEvent.setup();
    counts = {};
    render(<Host />);
    const before = { ...counts };
    await user.type(screen.getByLabelText("b"), "xyz");
    await user.click(screen.getByRole("button", { name: "set b" }));
    expect(counts["a"]).toBe(before["a"]);
    expect(counts["people.0.name"]).toBe(before["people.0.name"]);
    // the form itself watched only "a": a change of "b" does not re-render it either
    expect(counts["host"]).toBe(before["host"]);
    await user.type(screen.getByLabelText("a"), "hi");
    expect(screen.getByLabelText("watched a").textContent).toBe("hi");
    expect(screen.getByLabelText("host a").textContent).toBe("hi");
    expect(counts["a"]).toBe((before["a"] ?? 0) + 2);
    expect(counts["people.0.name"]).toBe(before["people.0.name"]);
    await user.type(screen.getByLabelText("name 1"), "Jo");
    expect(screen.getByLabelText("watched people.0.name").textContent).toBe("Jo");
    expect(counts["a"]).toBe((before["a"] ?? 0) + 2);
  });

  it("watch() without a name re-renders the form on every change, as react-hook-form's does", async () => {
    const user = userEvent.setup();
    counts = {};
    render(<Host watchAll />);
    const before = counts["host"] ?? 0;
    await user.type(screen.getByLabelText("b"), "xy");
    expect(counts["host"]).toBe(before + 2);
  });
});
