"use client";

import { XMarkIcon } from "@heroicons/react/16/solid";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { intlLocale } from "@/lib/i18n/languages";
import { useLanguage } from "@/lib/i18n/use-language";
import type { Criterion, SearchEntity, SearchFieldDefinition } from "@/lib/schemas/search";
import { criterionLabel } from "./finder-criteria";
import { recordLabel } from "./lookup-source";
import { useRecordName, useSearchFields } from "./use-finder-data";

/** The active criteria above a list, each removable ("Bedrooms ≥ 3 ×"), and Clear all. */
export function CriteriaChips({
  entity,
  criteria,
  onChange,
}: {
  entity: SearchEntity;
  criteria: readonly Criterion[];
  onChange: (next: Criterion[]) => void;
}) {
  const { fields } = useSearchFields(entity, criteria.length > 0);
  const t = useTranslations("finder");
  if (criteria.length === 0) return null;
  return (
    <div className="flex flex-wrap items-center gap-2" role="group" aria-label={t("chips.active")}>
      {criteria.map((criterion, index) => (
        <CriterionChip
          key={`${criterion.fieldName}-${index}`}
          field={fields?.find((field) => field.field === criterion.fieldName)}
          criterion={criterion}
          onRemove={() => onChange(criteria.filter((_, position) => position !== index))}
        />
      ))}
      <Button variant="ghost" size="sm" onClick={() => onChange([])}>
        {t("chips.clearAll")}
      </Button>
    </div>
  );
}

function CriterionChip({ field, criterion, onRemove }: { field?: SearchFieldDefinition; criterion: Criterion; onRemove: () => void }) {
  const recordId = field?.lookup && typeof criterion.value === "string" ? criterion.value : undefined;
  const record = useRecordName(field?.lookup?.details, recordId);
  const t = useTranslations("finder.chips");
  const locale = intlLocale(useLanguage());
  const label = criterionLabel(field, criterion, record && field?.lookup ? recordLabel(field.lookup, record) : undefined, {
    yes: t("yes"),
    no: t("no"),
    or: t("or"),
    locale,
  });
  return (
    <span className="inline-flex max-w-full items-center gap-1 rounded-full bg-brand-50 py-0.5 pl-3 pr-1 text-xs font-medium text-brand-800 ring-1 ring-inset ring-brand-100">
      <span className="truncate">{label}</span>
      <button
        type="button"
        onClick={onRemove}
        className="rounded-full p-1 text-brand-700 hover:bg-brand-100 hover:text-brand-900 focus-visible:outline-2 focus-visible:outline-brand-500"
        aria-label={t("remove", { label })}
      >
        <XMarkIcon className="size-3.5" aria-hidden="true" />
      </button>
    </span>
  );
}
