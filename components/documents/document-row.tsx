"use client";

import { ArrowDownTrayIcon, EyeIcon, PencilSquareIcon, TrashIcon } from "@heroicons/react/20/solid";
import { DocumentIcon, DocumentTextIcon, PhotoIcon, TableCellsIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { cx } from "@/components/ui/cx";
import { formatDate, formatDayAs } from "@/lib/i18n/formats";
import { useLanguage } from "@/lib/i18n/use-language";
import { documentContentUrl, documentThumbnailUrl, formatBytes, isPicture } from "@/lib/domain/documents";
import type { DocumentDto } from "@/lib/schemas/document";

function KindIcon({ contentType, className }: { contentType: string; className?: string }) {
  const Icon = contentType.startsWith("image/")
    ? PhotoIcon
    : contentType.includes("sheet") || contentType === "text/csv"
      ? TableCellsIcon
      : contentType === "application/pdf" || contentType.includes("document") || contentType.startsWith("text/")
        ? DocumentTextIcon
        : DocumentIcon;
  return <Icon className={className} aria-hidden="true" />;
}
/** One document of a Documents card: its thumbnail or type icon, title, facts and expiry, and its actions. */
export function DocumentRow({
  document,
  today,
  timeZone,
  onPreview,
  onEdit,
  onDelete,
}: {
  document: DocumentDto;
  today: string;
  timeZone: string;
  onPreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const expired = document.expiresOn !== null && document.expiresOn < today;
  const t = useTranslations("documents.row");
  const category = useTranslations("enums")(`documentCategory.${document.category}`);
  const language = useLanguage();
  return (
    <li className="flex flex-wrap items-center gap-x-3 gap-y-1 px-5 py-2">
      {document.hasThumbnail ? (
        // eslint-disable-next-line @next/next/no-img-element -- a private, signed-in file: not for the image optimiser
        <img
          src={documentThumbnailUrl(document._id)}
          alt=""
          // A PDF's thumbnail is its first page: its top (the heading) shows, on the page's white.
          className={cx(
            "size-10 shrink-0 rounded object-cover ring-1 ring-slate-200",
            document.contentType === "application/pdf" && "bg-white object-top",
          )}
        />
      ) : (
        <span className="flex size-10 shrink-0 items-center justify-center rounded bg-slate-100">
          <KindIcon contentType={document.contentType} className="size-5 text-slate-500" />
        </span>
      )}
      <div className="min-w-0 flex-1 basis-48">
        <p className="truncate text-sm font-medium text-slate-900" title={document.fileName}>
          {document.title}
        </p>
        <p className="text-xs text-slate-500 sm:truncate">
          {category} · {formatBytes(document.size)} · {document.uploadedBy.name},{" "}
          {formatDate(document.createdAt, timeZone, language, "day")}
          {document.expiresOn && (
            <span className={cx(expired && "font-medium text-red-700")}>
              {" "}
              · {t(expired ? "expired" : "expires", { day: formatDayAs(document.expiresOn, language, "day") })}
            </span>
          )}
        </p>
      </div>
      <div className="ml-auto flex shrink-0 items-center gap-1">
        {isPicture(document.contentType) ? (
          <Button variant="ghost" size="icon" aria-label={t("preview", { title: document.title })} onClick={onPreview}>
            <EyeIcon className="size-4" aria-hidden="true" />
          </Button>
        ) : document.contentType === "application/pdf" ? (
          <a
            href={documentContentUrl(document._id, { inline: true })}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t("open", { title: document.title })}
            className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:size-8"
          >
            <EyeIcon className="size-4" aria-hidden="true" />
          </a>
        ) : null}
        <a
          href={documentContentUrl(document._id)}
          download={document.fileName}
          aria-label={t("download", { title: document.title })}
          className="inline-flex size-10 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-500 sm:size-8"
        >
          <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
        </a>
        <Button variant="ghost" size="icon" aria-label={t("edit", { title: document.title })} onClick={onEdit}>
          <PencilSquareIcon className="size-4" aria-hidden="true" />
        </Button>
        <Button variant="ghost" size="icon" aria-label={t("delete", { title: document.title })} onClick={onDelete}>
          <TrashIcon className="size-4" aria-hidden="true" />
        </Button>
      </div>
    </li>
  );
}
