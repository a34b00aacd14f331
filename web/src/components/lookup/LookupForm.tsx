/**
 * The one lookup form (issue 10 "One engine, many routes"): the fields of its configuration, checked by domain's
 * form shape before the call (every message at once, the focus on the first), then the configured call; found rows
 * go to the result page, nothing found to the not-found shape — never an empty result list.
 *
 * Decisions where the spec is silent:
 * - What was typed is a draft (session storage): it survives a failed call, a reload, and a return from the result
 *   or not-found page. The picture code is never kept (it is single-use) and is renewed after a failed call.
 *   Values handed in by the route (`initial`, e.g. a link's policy number) replace the draft's for those fields.
 * - The payload travels to the result page in the navigation's state, never in the address (identity numbers
 *   must not reach logs or a shared link).
 * - A second tap while a lookup is under way does nothing (`useSchemaForm`'s one submit at a time).
 * - A refusal (wrong code, …) is the shell's toast; the form keeps every value.
 */
import { useLayoutEffect, useRef, useState } from "react";
import { useNavigate } from "react-router-dom";
import { useQueryClient } from "@tanstack/react-query";
import { DEFAULT_BIRTHDAY, birthdayRange, identityTypeName, maskAs, type GatewayCallName } from "@micromall/domain";
import { useLocale, useMessages } from "../../i18n";
import { useFormDraft } from "../../forms/use-form-draft";
import { useSchemaForm } from "../../forms/use-schema-form";
import { gatewayKey, gatewayQuery } from "../../gateway/query";
import { CaptchaField } from "./CaptchaField";
import { Button, SelectField, TextField } from "../../ui";
import type { LookupConfig, LookupState, LookupValues, SearchedItem } from "./lookup-config";
import { LOOKUP_MESSAGES } from "./messages";
import { NotFound } from "./NotFound";
import styles from "./lookup.module.css";
import { FormDateField } from "../FormDateField";

/** Props of {@link LookupForm}. */
export interface LookupFormProps<N extends GatewayCallName, R> {
  readonly config: LookupConfig<N, R>;
  /** The submit button's text (default 查询). */
  readonly submitLabel?: string;
  /** Values to start from when there is no draft yet (e.g. a policy number from a link). */
  readonly initial?: LookupValues;
  /** With `initial` filled from what the mall knows: the cursor starts in the first field still empty (the picture code). */
  readonly focusFirstEmpty?: boolean;
}

/**
 * A configured lookup form.
 * @example <LookupForm config={INVOICE_LOOKUP} />
 */
export function LookupForm<N extends GatewayCallName, R>({ config, submitLabel, initial, focusFirstEmpty = false }: LookupFormProps<N, R>) {
  const t = useMessages(LOOKUP_MESSAGES);
  const locale = useLocale();
  const client = useQueryClient();
  const navigate = useNavigate();
  const form = useSchemaForm<Record<string, string>, Record<string, string>>(config.form, { ...config.empty, ...initial });
  const captchas = config.fields.filter((field) => field.kind === "captcha").map((field) => field.name);
  useFormDraft(form, { formId: `lookup:${config.id}`, passwords: captchas });
  // Values handed in (a link's policy number) win over an older draft: applied once, after the draft's restore.
  const [start] = useState(initial);
  const { setValue, getValues } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const [focusOnce] = useState(focusFirstEmpty);
  useLayoutEffect(() => {
    for (const [name, value] of Object.entries(start ?? {})) setValue(name, value);
    if (!focusOnce) return;
    const values = getValues();
    const empty = config.fields.find((field) => (values[field.name] ?? "") === "");
    if (empty !== undefined) formRef.current?.querySelector<HTMLElement>(`[name="${empty.name}"]`)?.focus();
  }, [start, setValue, getValues, focusOnce, config.fields]);
  const [notFound, setNotFound] = useState<readonly SearchedItem[] | null>(null);
  const [birthdays] = useState(() => birthdayRange());

  const searchedOf = (values: LookupValues): SearchedItem[] =>
    config.fields
      .filter((field) => field.kind !== "captcha" && (values[field.name] ?? "") !== "")
      .map((field) => {
        const value = values[field.name] ?? "";
        const option = field.options?.find((candidate) => candidate.value === value);
        const mask = field.kind === "identityNumber" ? "idNumber" : field.mask;
        const shown =
          field.kind === "identityType" ? identityTypeName(value, locale) : option !== undefined ? t(`lookup.field.${option.label}`) : mask !== undefined ? maskAs(mask, value) : value;
        return { label: t(`lookup.field.${field.label}`), value: shown };
      });

  const submit = form.submit(async (values) => {
    const payload = config.toPayload(values);
    let rows: readonly R[];
    try {
      rows = config.rows(await client.fetchQuery({ ...gatewayQuery(config.call, payload), staleTime: 0 }));
    } catch {
      renewCaptcha();
      return;
    }
    const state: LookupState = { lookup: { ...values }, searched: searchedOf(values) };
    if (rows.length > 0) {
      void navigate(config.resultPath, { state });
    } else if (config.notFoundPath !== undefined) {
      void navigate(config.notFoundPath, { state });
    } else {
      setNotFound(state.searched);
    }
  });

  function renewCaptcha() {
    for (const name of captchas) form.setValue(name, "");
    if (captchas.length > 0) void client.invalidateQueries({ queryKey: gatewayKey("getCaptcha") });
  }

  if (notFound !== null) {
    return (
      <NotFound
        searched={notFound}
        retry={() => {
          renewCaptcha();
          setNotFound(null);
        }}
      />
    );
  }

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={(event) => void submit(event)}>
      {config.fields.map((field) => {
        const label = t(`lookup.field.${field.label}`);
        const error = form.errorOf(field.name);
        switch (field.kind) {
          case "identityType":
            return (
              <SelectField
                key={field.name}
                label={label}
                options={config.identityTypes.map((code) => ({ value: code, label: identityTypeName(code, locale) }))}
                {...form.field(field.name)}
                error={error}
              />
            );
          case "choice":
            return (
              <SelectField
                key={field.name}
                label={label}
                options={(field.options ?? []).map((option) => ({ value: option.value, label: t(`lookup.field.${option.label}`) }))}
                {...form.field(field.name)}
                error={error}
              />
            );
          case "date":
            return <FormDateField key={field.name} form={form} name={field.name} label={label} error={error} />;
          case "birthday":
            return <FormDateField key={field.name} form={form} name={field.name} label={label} error={error} min={birthdays.min} max={birthdays.max} defaultValue={DEFAULT_BIRTHDAY} />;
          case "captcha":
            return <CaptchaField key={field.name} label={label} maxLength={field.maxLength} {...form.field(field.name)} error={error} />;
          default:
            return (
              <TextField
                key={field.name}
                label={label}
                hint={field.hint === undefined ? undefined : t(`lookup.hint.${field.hint}`)}
                autoComplete="off"
                inputMode={field.inputMode ?? "text"}
                maxLength={field.maxLength}
                {...form.field(field.name)}
                error={error}
              />
            );
        }
      })}
      <Button type="submit" variant="primary" block disabled={form.pending} loading={form.pending}>
        {submitLabel ?? t("lookup.submit")}
      </Button>
    </form>
  );
}
