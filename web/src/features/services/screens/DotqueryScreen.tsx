/**
 * /dotquery — service outlets: pick a city and a type; each outlet with its address, opening hours, services,
 * a call link (`tel:`) and a map link (https only); with the customer's permission, how far each one is,
 * nearest first. Outlets come from `valueAdd` with `serviceType: "outlet"` and the city.
 *
 * Decisions where the spec is silent:
 * - The city is picked in two steps, province then city (one flat list of ~370 cities was hard to find a city in:
 *   customer rehearsal 2026-11-28). The province select offers the 34 names at once (`REGION_PROVINCES`, worked out
 *   at build time); the GB/T 2260 table (`useRegionTable`, 28.8 kB) is fetched when the customer first touches the
 *   pickers or picks a province, as the address form does (docs/decisions/0004), so the page itself stays light.
 *   Until then, or if it cannot load, the city picker offers the current city alone. Picking a province shows its
 *   first city, the capital (domain's `provinceFirstCity`), once the table is there; a city without outlets says so
 *   and offers the hotline. The city and type live in the address (`?city=&type=`), so a reload
 *   or a shared link shows the same list. Default city 北京市.
 * - The position is asked only when the customer taps "show how far they are", never on entry; refused or
 *   unavailable, the list stays in its own order and the reason is said with how to allow it.
 * - The map link opens in a new window (`noopener`) so the customer comes back to the list.
 * - An outlet's name, address, hours and services are the gateway's data (ui/DataText); its type is the mall's word.
 */
import { useAddressParams } from "../../../components/address-params";
import { outletsPage } from "../params";
import { useQuery } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router-dom";
import {
  HOTLINE,
  HOTLINE_HREF,
  OUTLET_TYPES,
  distanceKm,
  formatDistance,
  mapLinkFor,
  outletHoursText,
  outletTypeName,
  provinceCities,
  provinceFirstCity,
  provinceOfCity,
  sortByDistance,
  type ServiceOutlet,
  type ValueAddService,
} from "@micromall/domain";
import { Button, DATA_LANG, DataText, Page, SelectField } from "../../../ui";
import { QueryContent } from "../../../components/QueryContent";
import { useLocale, useMessages } from "../../../i18n";
import { useGeolocation } from "../../../components/geolocation";
import { REGION_PROVINCES, useRegionTable } from "../../../components/region-table";
import { outletsQuery } from "../api/info-queries";
import { LocateMessage } from "../components/info/LocateMessage";
import { INFO_MESSAGES } from "../info.messages";
import { OUTLET_MESSAGES } from "./DotqueryScreen.messages";
import styles from "../components/info/info.module.css";

function isOutlet(item: ServiceOutlet | ValueAddService): item is ServiceOutlet {
  return "outletId" in item;
}

/** The service outlets screen. */
export default function DotqueryScreen() {
  const t = useMessages(OUTLET_MESSAGES);
  const c = useMessages(INFO_MESSAGES);
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const { city, type } = useAddressParams(outletsPage);
  const outlets = useQuery(outletsQuery(city));
  const here = useGeolocation();
  const [touched, setTouched] = useState(false);
  // a province picked before the table is there: its capital is chosen once the table arrives
  const picked = useRef("");
  const regions = useRegionTable({ enabled: touched });

  function choose(key: "city" | "type", value: string) {
    const next = new URLSearchParams(params);
    if (value === "") next.delete(key);
    else next.set(key, value);
    setParams(next, { replace: true });
  }

  const table = regions.data ?? [];
  const province = provinceOfCity(table, city);
  const cities = provinceCities(table, province);
  const named = (names: readonly string[]) => names.map((name) => ({ value: name, label: name }));
  const provinceOptions = named(table.length === 0 ? REGION_PROVINCES : table.map((entry) => entry.name));
  useEffect(() => {
    const waiting = picked.current;
    if (regions.data === undefined || waiting === "") return;
    picked.current = "";
    choose("city", provinceFirstCity(regions.data, waiting));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the table arrives; `choose` reads the address
  }, [regions.data]);
  const cityOptions = named(cities.includes(city) ? cities : [city, ...cities]);
  const typeOptions = [{ value: "", label: t("info.outlets.allTypes") }, ...OUTLET_TYPES.map((code) => ({ value: code, label: outletTypeName(code, locale) }))];

  const position = here.state.status === "located" ? here.state.point : null;
  const orderedOf = (all: readonly (ServiceOutlet | ValueAddService)[]) => {
    const shown = all.filter(isOutlet).filter((outlet) => type === "" || outlet.outletType === type);
    return position === null ? shown : sortByDistance(shown, position);
  };
  const content = (
    <QueryContent
      query={outlets}
      loading={c("info.loading")}
      failed={t("info.outlets.loadFailed")}
      retry={c("info.retry")}
      empty={t("info.outlets.empty", { city, type: type === "" ? t("info.outlets.emptyAll") : outletTypeName(type, locale) })}
      emptyAction={
        <a className="mm-button mm-button--default" href={HOTLINE_HREF}>
          {c("info.callHotline", { hotline: HOTLINE })}
        </a>
      }
      isEmpty={(data) => orderedOf(data).length === 0}
    >
      {(data) => {
        const ordered = orderedOf(data);
        return (
          <>
            <p className={styles.lead}>{t("info.outlets.count", { count: ordered.length })}</p>
            <ul className={styles.list} aria-label={t("info.outlets.list", { city })}>
              {ordered.map((outlet) => (
                <OutletItem key={outlet.outletId} outlet={outlet} distance={position === null ? "" : formatDistance(distanceKm(position, outlet), locale)} />
              ))}
            </ul>
          </>
        );
      }}
    </QueryContent>
  );

  return (
    <Page title={t("info.outlets.title")} back>
      <div className={styles.filters} onFocus={() => setTouched(true)} onPointerDown={() => setTouched(true)}>
        <SelectField
          label={t("info.outlets.province")}
          lang={DATA_LANG}
          options={provinceOptions}
          value={province}
          onChange={(value) => {
            setTouched(true);
            if (regions.data === undefined) picked.current = value;
            else choose("city", provinceFirstCity(regions.data, value));
          }}
        />
        <SelectField label={t("info.outlets.city")} lang={DATA_LANG} options={cityOptions} value={city} onChange={(value) => choose("city", value)} />
        <SelectField label={t("info.outlets.type")} options={typeOptions} value={type} onChange={(value) => choose("type", value)} />
        <Button onClick={here.request} loading={here.state.status === "locating"}>
          {t("info.outlets.locate")}
        </Button>
      </div>
      <LocateMessage state={here.state} locating={t("info.outlets.locating")} located={t("info.outlets.located")} />
      {content}
    </Page>
  );
}

function OutletItem({ outlet, distance }: { outlet: ServiceOutlet; distance: string }) {
  const t = useMessages(OUTLET_MESSAGES);
  const locale = useLocale();
  const map = mapLinkFor(outlet);
  const phone = outlet.telephone.replace(/[^\d+-]/g, "");
  return (
    <li className={styles.item}>
      <DataText as="h2" className={styles.itemTitle}>
        {outlet.name}
      </DataText>
      <span className={styles.tag}>{outletTypeName(outlet.outletType, locale)}</span>
      {distance === "" ? null : <span className={`${styles.tag} ${styles.distance}`}>{t("info.outlets.distance", { distance })}</span>}
      <dl className={styles.facts}>
        <div>
          <dt>{t("info.outlets.address")}</dt>
          <dd lang={DATA_LANG}>{outlet.address}</dd>
        </div>
        <div>
          <dt>{t("info.outlets.hours")}</dt>
          <dd lang={DATA_LANG}>{outletHoursText(outlet.businessHours)}</dd>
        </div>
        <div>
          <dt>{t("info.outlets.services")}</dt>
          <dd lang={DATA_LANG}>{outlet.services.join("、")}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        {phone === "" ? null : (
          <a className="mm-button mm-button--primary" href={`tel:${phone}`}>
            {t("info.outlets.call", { phone: outlet.telephone })}
          </a>
        )}
        {map === "" ? null : (
          <a className="mm-button mm-button--default" href={map} target="_blank" rel="noopener noreferrer">
            {t("info.outlets.map")}
          </a>
        )}
      </div>
    </li>
  );
}
