"use client";

import { ExclamationTriangleIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import type { RecordOption } from "@/components/ui/record-combobox";
import { requiredImportFields, type ImportField } from "@/lib/domain/import-fields";
import type { ImportDefaults as Defaults, ImportDto, ImportMapping } from "@/lib/schemas/import";
import { ImportDefaults } from "./import-defaults";
import { ImportFieldCombobox } from "./import-field-combobox";

/**
 * Map columns (DESIGN §7 "Steps"): per column of the file its name, three
 * sample values and the field it fills — proposed by the server from the
 * header (or this person's last mapping), corrected here, or ignored. The
 * required fields no column fills are named before the check, each with a
 * value every row can get instead (issue 44).
 */
export function ImportMappingStep({
  upload,
  fields,
  mapping,
  onChange,
  role,
  defaults,
  picked,
  onDefaultChange,
  busy,
  onBack,
  onCheck,
}: {
  upload: ImportDto;
  fields: ImportField[];
  mapping: ImportMapping;
  onChange: (mapping: ImportMapping) => void;
  /** The person's role: an admin's listings need a specialist, a specialist's are their own. */
  role: string;
  defaults: Defaults;
  picked: Record<string, RecordOption | null>;
  onDefaultChange: (field: string, value: string, option?: RecordOption | null) => void;
  busy: boolean;
  onBack: () => void;
  onCheck: () => void;
}) {
  const t = useTranslations("imports");
  const used = new Set(Object.values(mapping).filter(Boolean));
  const usedBy = new Map(Object.entries(mapping).flatMap(([column, field]) => (field ? [[field, column] as const] : [])));
  const unfilled = requiredImportFields(upload.kind, role).filter((field) => !used.has(field.name));
  const missing = unfilled.filter((field) => !(defaults[field.name] ?? "").trim());
  const samples = (index: number) =>
    upload.sample
      .map((row) => row[index] ?? "")
      .filter(Boolean)
      .slice(0, 3);

  const choose = (column: string, field: string | null) => {
    const next: ImportMapping = { ...mapping };
    // A field fills from one column: choosing it here frees it elsewhere.
    if (field) for (const [other, value] of Object.entries(next)) if (value === field) next[other] = null;
    next[column] = field;
    onChange(next);
  };

  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-600">{t("mapping.lead", { rows: upload.rowCount, columns: upload.columns.length })}</p>
      {missing.length > 0 && (
        <p
          className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-800 ring-1 ring-amber-600/25 ring-inset"
          data-testid="import-missing-required"
        >
          <ExclamationTriangleIcon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          <span>
            {t("mapping.missing", {
              count: missing.length,
              fields: missing.map((field) => t(`fields.${field.name}` as "fields.name")).join(", "),
            })}
          </span>
        </p>
      )}
      <ImportDefaults kind={upload.kind} fields={unfilled} defaults={defaults} picked={picked} disabled={busy} onChange={onDefaultChange} />
      <div className="overflow-clip rounded-lg ring-1 ring-slate-200">
        <div
          className="hidden grid-cols-[minmax(8rem,14rem)_1fr_18rem] gap-4 border-b border-slate-200 bg-slate-50 px-5 py-2 text-xs font-semibold tracking-wide text-slate-600 uppercase sm:grid"
          aria-hidden="true"
        >
          <span>{t("mapping.column")}</span>
          <span>{t("mapping.samples")}</span>
          <span>{t("mapping.field")}</span>
        </div>
        <ul className="divide-y divide-slate-100">
          {upload.columns.map((column, index) => {
            const id = `map-${index}`;
            return (
              <li
                key={column}
                className="grid gap-1.5 px-4 py-2.5 sm:grid-cols-[minmax(8rem,14rem)_1fr_18rem] sm:items-center sm:gap-4 sm:px-5 sm:py-1.5"
              >
                <label htmlFor={id} className="truncate text-sm font-medium text-slate-900" title={column}>
                  {column}
                </label>
                <span className="truncate text-sm text-slate-500" title={samples(index).join(" · ")}>
                  {samples(index).join(" · ") || "—"}
                </span>
                <ImportFieldCombobox
                  id={id}
                  column={column}
                  fields={fields}
                  value={mapping[column] ?? null}
                  usedBy={usedBy}
                  onChange={(field) => choose(column, field)}
                />
              </li>
            );
          })}
        </ul>
      </div>
      <div className="flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onBack} disabled={busy}>
          {t("mapping.back")}
        </Button>
        <Button onClick={onCheck} disabled={busy} aria-busy={busy || undefined}>
          {busy && <Spinner diameter={16} label={null} />}
          {t("mapping.check")}
        </Button>
      </div>
    </div>
  );
}
