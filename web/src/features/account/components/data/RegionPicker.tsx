/**
 * The one cascading province / city / district picker of the address form: three labelled selects in one
 * group, each offering what the GB/T 2260 table offers for the level above (`regionOptions` over the lazily
 * loaded `useRegionTable`); picking an upper level clears the lower ones (`pickRegion`). The error (incomplete
 * region) shows under the group's last level, where the customer continues.
 *
 * The table (28.8 kB) is not needed to show the form (docs/decisions/0004-region-data.md): the province select offers
 * the 34 province names at once (`REGION_PROVINCES`, worked out at build time), and the table is fetched when the
 * customer first touches the group (focus or pointer down on any of it) or picks a province. Until it is there the
 * lower levels offer only what is picked (`regionOptionsWithoutTable`: an address being edited shows its region from
 * its record) and, once asked for, the group says it loads; if it cannot be loaded, the group says so with a retry.
 */
import { useState } from "react";
import { NO_REGION, pickRegion, regionOptions, regionOptionsWithoutTable, type RegionChoice } from "@micromall/domain";
import { Button, SelectField } from "../../../../ui";
import { REGION_PROVINCES, useRegionTable } from "../../../../components/region-table";
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
  const [touched, setTouched] = useState(false);
  const touch = () => setTouched(true);
  const table = useRegionTable({ enabled: touched });
  const options = table.data === undefined ? regionOptionsWithoutTable(value ?? NO_REGION, REGION_PROVINCES) : regionOptions(value ?? NO_REGION, table.data);
  const asOptions = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));
  const pick = (level: keyof RegionChoice, next: string) => {
    touch();
    onChange(pickRegion(value, level, next));
  };
  return (
    <fieldset className={styles.region} onFocus={touch} onPointerDown={touch}>
      <legend className={styles.regionLegend}>{t("data.address.region")}</legend>
      {table.isLoading && <p role="status">{t("data.address.regionsLoading")}</p>}
      {table.isError && (
        <p role="alert">
          {t("data.address.regionsFailed")}{" "}
          <Button type="button" onClick={() => void table.refetch()}>
            {t("data.address.regionsRetry")}
          </Button>
        </p>
      )}
      <SelectField label={t("data.address.province")} value={value.province} options={asOptions(options.provinces)} onChange={(next) => pick("province", next)} />
      <SelectField label={t("data.address.city")} value={value.city} options={asOptions(options.cities)} disabled={options.cities.length === 0} onChange={(next) => pick("city", next)} />
      <SelectField
        label={t("data.address.district")}
        value={value.district}
        options={asOptions(options.districts)}
        disabled={options.districts.length === 0}
        error={error}
        onChange={(next) => pick("district", next)}
      />
    </fieldset>
  );
}
