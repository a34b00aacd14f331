/**
 * The one cascading province / city / district picker of the address form: three labelled selects in one
 * group, each offering what the GB/T 2260 table offers for the level above (`regionOptions` over the lazily
 * loaded `useRegionTable`); picking an upper level clears the lower ones (`pickRegion`). The error (incomplete
 * region) shows under the group's last level, where the customer continues. While the table loads the selects
 * wait (disabled, "loading" said in the group); if it cannot be loaded, the group says so with a retry.
 */
import { NO_REGION, pickRegion, regionOptions, type RegionChoice } from "@micromall/domain";
import { Button, SelectField } from "../../../../ui";
import { useRegionTable } from "../../../../components/region-table";
import { useMessages } from "../../../../i18n";
import { DATA_MESSAGES } from "../../data.messages";
import styles from "./data.module.css";

/** Props of {@link RegionPicker}. */
export interface RegionPickerProps {
  readonly value: RegionChoice;
  readonly onChange: (value: RegionChoice) => void;
  readonly error?: string | undefined;
}

/**
 * @example <RegionPicker value={{ province, city, district }} onChange={setRegion} error={errorOf("district")} />
 */
export function RegionPicker({ value, onChange, error }: RegionPickerProps) {
  const t = useMessages(DATA_MESSAGES);
  const table = useRegionTable();
  const options = regionOptions(value ?? NO_REGION, table.data ?? []);
  const waiting = table.data === undefined;
  const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));
  return (
    <fieldset className={styles.region}>
      <legend className={styles.regionLegend}>{t("data.address.region")}</legend>
      {table.isPending && <p role="status">{t("data.address.regionsLoading")}</p>}
      {table.isError && (
        <p role="alert">
          {t("data.address.regionsFailed")}{" "}
          <Button type="button" onClick={() => void table.refetch()}>
            {t("data.address.regionsRetry")}
          </Button>
        </p>
      )}
      <SelectField label={t("data.address.province")} value={value.province} options={asOptions(options.provinces)} disabled={waiting} onChange={(next) => onChange(pickRegion(value, "province", next))} />
      <SelectField label={t("data.address.city")} value={value.city} options={asOptions(options.cities)} disabled={options.cities.length === 0} onChange={(next) => onChange(pickRegion(value, "city", next))} />
      <SelectField
        label={t("data.address.district")}
        value={value.district}
        options={asOptions(options.districts)}
        disabled={options.districts.length === 0}
        error={error}
        onChange={(next) => onChange(pickRegion(value, "district", next))}
      />
    </fieldset>
  );
}
