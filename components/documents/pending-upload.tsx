"use client";

import { XMarkIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { inputClasses } from "@/components/ui/text-field";
import { DOCUMENT_CATEGORIES, formatBytes, guessDocumentCategory, type DocumentCategory } from "@/lib/domain/documents";
import { ProgressBar } from "@/components/ui/progress-bar";

export interface PendingFile {
  key: number;
  file: File;
  title: string;
  category: DocumentCategory;
  expiresOn: string;
  /** null: waiting; 0…1 while sending; "done" once stored. */
  progress: number | null;
  error: string | null;
}

/**
 * A file waiting in a Documents card's upload list: its title, category and expiry to edit, then its progress or
 * error. The category starts as the one its name suggests (`guessDocumentCategory`), said under it while it stands.
 */
export function PendingUpload({
  item,
  disabled,
  onChange,
  onRemove,
}: {
  item: PendingFile;
  disabled: boolean;
  onChange: (patch: Partial<PendingFile>) => void;
  onRemove: () => void;
}) {
  const guessed = guessDocumentCategory(item.file.name, item.file.type);
  const showGuess = guessed !== "other" && item.category === guessed;
  const hintId = `pending-${item.key}-category-hint`;
  const t = useTranslations("documents.pending");
  const categories = useTranslations("enums.documentCategory");
  return (
    <li className="rounded-lg bg-slate-50 p-3 ring-1 ring-slate-200">
      <div className="flex items-center justify-between gap-2">
        <p className="min-w-0 truncate text-sm font-medium text-slate-900" title={item.file.name}>
          {item.file.name} <span className="font-normal text-slate-500">· {formatBytes(item.file.size)}</span>
        </p>
        <Button variant="ghost" size="icon" aria-label={t("remove", { name: item.file.name })} disabled={disabled} onClick={onRemove}>
          <XMarkIcon className="size-4" aria-hidden="true" />
        </Button>
      </div>
      <div className="mt-2 grid gap-3 sm:grid-cols-3">
        <label className="block text-xs font-medium text-slate-700">
          {t("title")}
          <input
            className={cx(inputClasses(false), "mt-1 h-10")}
            value={item.title}
            maxLength={200}
            disabled={disabled}
            onChange={(event) => onChange({ title: event.target.value })}
          />
        </label>
        <div>
          <label className="block text-xs font-medium text-slate-700">
            {t("category")}
            <select
              className={cx(inputClasses(false), "mt-1 h-10 py-0 pr-8")}
              value={item.category}
              aria-describedby={showGuess ? hintId : undefined}
              disabled={disabled}
              onChange={(event) => onChange({ category: event.target.value as DocumentCategory })}
            >
              {DOCUMENT_CATEGORIES.map((category) => (
                <option key={category} value={category}>
                  {categories(category)}
                </option>
              ))}
            </select>
          </label>
          {showGuess && (
            <p id={hintId} className="mt-1 text-xs text-slate-500">
              {t("guessed")}
            </p>
          )}
        </div>
        <label className="block text-xs font-medium text-slate-700">
          {t("expires")}
          <input
            type="date"
            className={cx(inputClasses(false), "mt-1 h-10")}
            value={item.expiresOn}
            disabled={disabled}
            onChange={(event) => onChange({ expiresOn: event.target.value })}
          />
        </label>
      </div>
      {item.progress !== null && <ProgressBar label={t("uploading", { name: item.file.name })} fraction={item.progress} className="mt-3" />}
      {item.error && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {item.error}
        </p>
      )}
    </li>
  );
}
