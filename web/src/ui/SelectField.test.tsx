import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { SelectField } from "./SelectField";
import { useUncontrolledForm } from "./uncontrolled-form.test-helper";

const ID_TYPES = [
  { value: "01", label: "身份证" },
  { value: "06", label: "护照" },
];

describe("SelectField", () => {
  it("shows an error as an alert that describes the select", () => {
    render(<SelectField label="证件类型" value="" options={ID_TYPES} onChange={() => undefined} error="请选择证件类型" hint="与证件一致" />);
    const select = screen.getByRole("combobox", { name: "证件类型" });
    const alert = screen.getByRole("alert");
    expect(select.getAttribute("aria-invalid")).toBe("true");
    expect(select.getAttribute("aria-describedby")?.split(" ")).toEqual([screen.getByText("与证件一致").id, alert.id]);
  });

  it("an option of its own for the empty value stands alone: no placeholder beside it (rehearsal: 全部类型 twice)", () => {
    render(<SelectField label="网点类型" value="" placeholder="全部类型" options={[{ value: "", label: "全部类型" }, ...ID_TYPES]} onChange={() => undefined} />);
    const options = screen.getAllByRole("option").map((option) => option.textContent);
    expect(options).toEqual(["全部类型", "身份证", "护照"]);
    expect((screen.getByRole("combobox", { name: "网点类型" }) as HTMLSelectElement).value).toBe("");
  });

  it("works uncontrolled with a registration spread on it: starts on the placeholder, the choice reaches the form", async () => {
    const user = userEvent.setup();
    const onValid = vi.fn();
    function Form() {
      const form = useUncontrolledForm(["idType"], (values) => (values.idType === "" ? { idType: "请选择证件类型" } : {}));
      return (
        <form noValidate onSubmit={form.submit(onValid)}>
          <SelectField
            label="证件类型"
            options={ID_TYPES}
            {...form.register("idType")}
            error={form.errors.idType}
          />
          <button type="submit">提交</button>
        </form>
      );
    }
    render(<Form />);
    const select = screen.getByRole("combobox", { name: "证件类型" }) as HTMLSelectElement;
    expect(select.selectedOptions[0]?.textContent).toBe("请选择");
    await user.click(screen.getByRole("button", { name: "提交" }));
    expect(screen.getByRole("alert").textContent).toBe("请选择证件类型");
    expect(document.activeElement).toBe(select);
    await user.selectOptions(select, "06");
    await user.click(screen.getByRole("button", { name: "提交" }));
    expect(onValid.mock.calls[0]?.[0]).toEqual({ idType: "06" });
  });
});
