import { XMarkIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";

/** The record picker's "Clear {noun}" button, on the picker and on its stand-in before it loads. */
export function PickerClearButton({ noun, onClear }: { noun: string; onClear: () => void }) {
  const t = useTranslations("common");
  return (
    <button
      type="button"
      onClick={onClear}
      className="rounded p-1.5 text-slate-500 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-500"
      aria-label={t("picker.clear", { noun })}
    >
      <XMarkIcon className="size-4" aria-hidden="true" />
    </button>
  );
}
