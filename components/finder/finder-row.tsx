"use client";

import { useTranslations } from "next-intl";
import { RecordCombobox, type RecordOption } from "@/components/ui/record-combobox";
import { cx } from "@/components/ui/cx";
import { inputClasses } from "@/components/ui/text-field";
import type { Operator, SearchFieldDefinition, SearchFieldLookup } from "@/lib/schemas/search";
import { EMPTY_ROW, rowOperator, takesChips, takesList, withValue, type FinderRow } from "./finder-criteria";
import { ListValues } from "./list-values";
import { lookupSource, recordLabel } from "./lookup-source";
import { useRecordName } from "./use-finder-data";
import { ChipsBox } from "@/components/ui/chips-box";

const control = (extra?: string) => cx(inputClasses(false), "h-9 py-1", extra);

/**
 * One searchable field (DESIGN "Finder dialog"): its title, an operator
 * dropdown with a blank first option, and the value. The value takes input at
 * once: typing or choosing one gives a row without an operator the field's
 * most used one (finder-criteria.ts `defaultOperator`); the blank operator
 * clears the row. Enter in a value that has nothing left to take goes on to
 * the next row (`onEnter`).
 */
/** The id of a row's value control (the Finder moves the focus to it). */
export function finderValueId(field: string): string {
  return `finder-${field.replaceAll(".", "-")}-value`;
}

export function FinderRowControls({
  field,
  row = EMPTY_ROW,
  problem,
  onChange,
  onEnter,
}: {
  field: SearchFieldDefinition;
  row?: FinderRow;
  problem?: string | null;
  onChange: (row: FinderRow) => void;
  /** Enter in the value that nothing else took (a chip, a pick): the Finder's next row. */
  onEnter: () => void;
}) {
  const id = `finder-${field.field.replaceAll(".", "-")}`;
  const t = useTranslations("finder.row");
  const problemId = problem ? `${id}-problem` : undefined;
  return (
    <div
      onKeyDown={(event) => {
        const target = event.target as HTMLElement;
        if (event.key !== "Enter" || event.defaultPrevented || event.ctrlKey || event.metaKey || event.nativeEvent.isComposing) return;
        if (target.tagName === "BUTTON" || target.tagName === "SELECT") return; // a chip's ×, the operator: as they are
        event.preventDefault(); // not the form's submit: SEARCH (or Ctrl+Enter) searches
        onEnter();
      }}
      className="grid grid-cols-[9rem_minmax(0,1fr)] items-center gap-x-2 gap-y-1 sm:grid-cols-[8rem_9rem_minmax(0,1fr)]"
    >
      <label htmlFor={`${id}-operator`} className="col-span-2 text-sm font-medium text-slate-900 sm:col-span-1">
        {field.title}
      </label>
      <select
        id={`${id}-operator`}
        aria-label={t("operator", { title: field.title })}
        value={row.operator}
        onChange={(event) => {
          const operator = event.target.value as Operator | "";
          // The blank operator clears and locks the value; switching between chips and one value starts afresh.
          const kindOf = (candidate: Operator | "") =>
            takesList(field, candidate) ? "list" : takesChips(field, candidate) ? "chips" : "one";
          if (!operator || kindOf(operator) !== kindOf(row.operator)) onChange({ ...EMPTY_ROW, operator });
          else onChange({ ...row, operator });
        }}
        className={control("pr-8")}
      >
        <option value=""></option>
        {field.options.map((option) => (
          <option key={option.operator} value={option.operator}>
            {option.name}
          </option>
        ))}
      </select>
      <div className="min-w-0">
        <RowValue id={`${id}-value`} field={field} row={row} problemId={problemId} onChange={onChange} onEnter={onEnter} />
      </div>
      {problem && (
        <p id={problemId} className="col-span-2 text-xs text-red-700 sm:col-span-3 sm:col-start-2">
          {problem}
        </p>
      )}
    </div>
  );
}

function RowValue({
  id,
  field,
  row,
  problemId,
  onChange,
  onEnter,
}: {
  id: string;
  field: SearchFieldDefinition;
  row: FinderRow;
  problemId?: string;
  onChange: (row: FinderRow) => void;
  onEnter: () => void;
}) {
  const t = useTranslations("finder.row");
  const label = t("value", { title: field.title });
  const common = { id, "aria-label": label, "aria-describedby": problemId, "aria-invalid": problemId ? true : undefined };
  const set = (value: string) => onChange(withValue(field, row, { value }));
  const operator = rowOperator(field, row);

  if (takesList(field, operator)) {
    return (
      <ListValues
        id={id}
        label={label}
        list={field.list ?? []}
        chosen={row.chips}
        describedBy={problemId}
        onChange={(chips) => onChange(withValue(field, row, { chips, value: "" }))}
      />
    );
  }
  if (takesChips(field, operator)) {
    return (
      // Enter only adds a chip here, never a comma (PRODUCT.md#limits); text still typed counts as one more value.
      <ChipsBox
        id={id}
        label={label}
        chips={row.chips}
        text={row.value}
        describedBy={problemId}
        placeholder={t("typeThenEnter")}
        dense
        onEnterEmpty={onEnter}
        onChange={({ chips, text }) => onChange(withValue(field, row, { chips, value: text }))}
      />
    );
  }
  switch (field.type) {
    case "boolean":
      return (
        <select {...common} value={row.value} onChange={(event) => set(event.target.value)} className={control("pr-8")}>
          <option value="">{t("any")}</option>
          <option value="true">{t("yes")}</option>
          <option value="false">{t("no")}</option>
        </select>
      );
    case "date":
      return <input {...common} type="date" value={row.value} onChange={(event) => set(event.target.value)} className={control()} />;
    case "number":
      return (
        <input {...common} inputMode="decimal" value={row.value} onChange={(event) => set(event.target.value)} className={control()} />
      );
    case "lookup":
      if (field.lookup) return <RecordValue id={id} field={field} lookup={field.lookup} row={row} onChange={onChange} />;
      return (
        <select {...common} value={row.value} onChange={(event) => set(event.target.value)} className={control("pr-8")}>
          <option value="">{t("choose")}</option>
          {(field.list ?? []).map((entry) => (
            <option key={entry.value} value={entry.value}>
              {entry.name}
            </option>
          ))}
        </select>
      );
    default:
      return <input {...common} value={row.value} onChange={(event) => set(event.target.value)} className={control()} />;
  }
}

/** A client, listing or provider: the searchable record picker; a saved id shows its record's name. */
function RecordValue({
  id,
  field,
  lookup,
  row,
  onChange,
}: {
  id: string;
  field: SearchFieldDefinition;
  lookup: SearchFieldLookup;
  row: FinderRow;
  onChange: (row: FinderRow) => void;
}) {
  const t = useTranslations("finder.row");
  const record = useRecordName(lookup.details, row.value || undefined);
  const option: RecordOption | null = row.value ? { id: row.value, label: record ? recordLabel(lookup, record) : "…" } : null;
  return (
    <RecordCombobox
      id={id}
      source={lookupSource(lookup, field.title)}
      value={option}
      onChange={(next) => onChange(withValue(field, row, { value: next?.id ?? "" }))}
      placeholder={t("searchFor", { title: field.title.toLowerCase() })}
      ariaLabel={t("value", { title: field.title })}
      clearable
    />
  );
}
