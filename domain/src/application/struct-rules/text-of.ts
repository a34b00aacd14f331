/**
 * The text a struct rule reads at `key` (the form's values are checked to be texts before or, for a wrong type,
 * the rule throws later, which `checkForm` reports as one issue at "").
 * @example textOf({ name: "张三" }, "name") // "张三"
 */
export const textOf = (form: Readonly<Record<string, unknown>>, key: string): string => form[key] as string;
