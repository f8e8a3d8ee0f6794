"use client";

import { ArrowDownTrayIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { personSource } from "@/components/pickers/record-sources";
import { buttonClasses } from "@/components/ui/button";
import { RecordCombobox, type RecordOption } from "@/components/ui/record-combobox";
import { Field, SelectField, TextField } from "@/components/ui/text-field";
import { API_BASE } from "@/lib/client/api";
import { queryString } from "@/lib/query-string";
import { HISTORY_ENTITIES, type HistoryEntity } from "@/lib/schemas/history";
import type { ListAddressRules } from "@/lib/list-address";

export interface ActivityFilterValues {
  person: RecordOption | null;
  entity: HistoryEntity | "";
  from: string;
  to: string;
}

export const NO_ACTIVITY_FILTERS: ActivityFilterValues = { person: null, entity: "", from: "", to: "" };

const isId = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
const isDay = (value: string) => /^\d{4}-\d{2}-\d{2}$/.test(value);

/** The Activity page's address: the person (`actor`, an id), the kind of record, the days and the page. */
export const ACTIVITY_ADDRESS = {
  pageSize: 50,
  pageSizes: [50, 100, 200],
  filters: { actor: isId, entity: (value: string) => (HISTORY_ENTITIES as readonly string[]).includes(value), from: isDay, to: isDay },
} as const satisfies ListAddressRules<"actor" | "entity" | "from" | "to">;

/** The query the filters mean (GET /history and its export). */
export function activityParams(filters: ActivityFilterValues) {
  return { actor: filters.person?.id, entity: filters.entity || undefined, from: filters.from || undefined, to: filters.to || undefined };
}

/** Person, kind of record, agency days from–to; and the CSV of what they select. */
export function ActivityFilters({ value, onChange }: { value: ActivityFilterValues; onChange: (next: ActivityFilterValues) => void }) {
  const set = (change: Partial<ActivityFilterValues>) => onChange({ ...value, ...change });
  const t = useTranslations("history.activity");
  const entityOptions = HISTORY_ENTITIES.map((entity) => ({ value: entity, label: t(`kinds.${entity}`) }));
  // Each bound keeps the other in range: From no later than To.
  const dayField = (bound: "from" | "to", label: string, limits: { min?: string; max?: string }) => (
    <TextField
      id={`activity-${bound}`}
      label={label}
      type="date"
      value={value[bound]}
      {...limits}
      onChange={(event) => set({ [bound]: event.target.value })}
    />
  );
  const filtered = value.person !== null || value.entity !== "" || value.from !== "" || value.to !== "";
  return (
    <div className="grid grid-cols-2 gap-4 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)_minmax(0,0.8fr)_minmax(0,0.8fr)_auto] lg:items-end">
      <Field id="activity-person" label={t("person")} className="col-span-2 sm:col-span-1">
        <RecordCombobox
          id="activity-person"
          source={personSource as never}
          value={value.person}
          onChange={(person) => set({ person })}
          clearable
          placeholder={t("anyone")}
        />
      </Field>
      <SelectField
        id="activity-entity"
        label={t("kind")}
        fieldClassName="col-span-2 sm:col-span-1"
        placeholder={t("everyKind")}
        options={entityOptions}
        value={value.entity}
        onChange={(event) => set({ entity: event.target.value as HistoryEntity | "" })}
      />
      {dayField("from", t("from"), { max: value.to || undefined })}
      {dayField("to", t("to"), { min: value.from || undefined })}
      <div className="col-span-2 flex flex-wrap items-center gap-2 lg:col-span-1">
        {filtered && (
          <button type="button" onClick={() => onChange(NO_ACTIVITY_FILTERS)} className={buttonClasses({ variant: "ghost" })}>
            {t("clear")}
          </button>
        )}
        <a
          href={`${API_BASE}/history/export${queryString(activityParams(value))}`}
          download
          className={buttonClasses({ variant: "secondary" })}
        >
          <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
          {t("export")}
        </a>
      </div>
    </div>
  );
}
