"use client";

import { ChevronLeftIcon, ChevronRightIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { isMonth, nextMonth, previousMonth } from "@/lib/domain/rent";
import { Button } from "./button";
import { Field } from "./text-field";

/**
 * The month of a monthly page (the rent roll, the agency fees report): the month field between a previous and a
 * next button, a group named "Month picker". `onChange` is called with a whole month only.
 */
export function MonthPicker({ id, month, onChange }: { id: string; month: string; onChange: (month: string) => void }) {
  const t = useTranslations("common.month");
  return (
    <div role="group" aria-label={t("group")} className="flex items-end gap-1">
      <Button variant="secondary" className="px-2" onClick={() => onChange(previousMonth(month))}>
        <ChevronLeftIcon className="size-5" aria-hidden="true" />
        <span className="sr-only">{t("previous")}</span>
      </Button>
      <Field id={id} label={t("label")} className="w-44">
        <input
          id={id}
          type="month"
          value={month}
          required
          onChange={(event) => isMonth(event.target.value) && onChange(event.target.value)}
          className="block h-10 w-full rounded-lg border-0 px-3 text-base text-slate-900 shadow-sm ring-1 ring-slate-300 ring-inset focus:ring-2 focus:ring-brand-600 sm:text-sm"
        />
      </Field>
      <Button variant="secondary" className="px-2" onClick={() => onChange(nextMonth(month))}>
        <ChevronRightIcon className="size-5" aria-hidden="true" />
        <span className="sr-only">{t("next")}</span>
      </Button>
    </div>
  );
}
