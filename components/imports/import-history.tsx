"use client";

import { ArrowUturnLeftIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useDialogs } from "@/components/ui/dialogs";
import { useToast } from "@/components/ui/toasts";
import { useAgencyTimeZone } from "@/components/shell/agency-time-zone";
import { ApiRequestError, apiFetch } from "@/lib/client/api";
import { formatDate } from "@/lib/i18n/formats";
import { useLanguage } from "@/lib/i18n/use-language";
import type { ImportDto } from "@/lib/schemas/import";
import { useListPage } from "@/lib/swr/use-list-page";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";
import { importFailure } from "./import-failure";
import { KIND_API_PREFIXES } from "./import-kinds";

/** The history of imports (GET /imports): who, when, which file, what it did; Undo for an import that went in. */
export function ImportHistory() {
  const t = useTranslations("imports");
  const enums = useTranslations("enums");
  const language = useLanguage();
  const timeZone = useAgencyTimeZone();
  const dialogs = useDialogs();
  const toast = useToast();
  const { items, error, isLoading } = useListPage<ImportDto>("/imports", { skip: 0, limit: 20, imported: "true" });

  const undo = async (item: ImportDto) => {
    const outcome = await dialogs.run({
      title: t("history.undoTitle"),
      question: (
        <>
          {t.rich("history.undoQuestion", {
            file: item.fileName,
            created: item.created,
            updated: item.updated,
            strong: (chunks) => <strong>{chunks}</strong>,
          })}
        </>
      ),
      tone: "danger",
      busyText: t("history.undoing"),
      task: async () =>
        (await apiFetch<{ removed: number; restored: number }>(`/imports/${item._id}/undo`, { method: "POST", handledStatuses: [409] }))
          .data,
      failureOf: (error) => (laterImportsOf(error) ? null : importFailure(t("history.nothingUndone"), t)(error)),
    });
    if (outcome.status === "failed") {
      // Later imports built on this one: say so, and link each (they are undone first, newest first).
      const later = laterImportsOf(outcome.error);
      if (later)
        await dialogs.alert({
          title: t("history.laterFirst"),
          tone: "warning",
          message: t("history.laterMessage", { count: later.length, file: item.fileName }),
          detail: (
            <div className="space-y-2">
              <ul className="list-disc space-y-1 pl-5">
                {later.map((other) => (
                  <li key={other.id}>
                    <a href={`#import-${other.id}`} className="font-medium text-brand-700 underline hover:text-brand-800">
                      {other.fileName}
                    </a>
                  </li>
                ))}
              </ul>
              <p className="text-xs text-slate-500">{(outcome.error as ApiRequestError).message}</p>
            </div>
          ),
        });
      return;
    }
    if (outcome.status !== "done") return;
    toast.success(t("history.undone", { removed: String(outcome.value.removed), restored: String(outcome.value.restored) }));
    await mutatePrefix(["/imports", ...KIND_API_PREFIXES[item.kind]]);
  };

  return (
    <Card title={t("history.title")} flush>
      {error ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">{t("history.loadFailed")}</p>
      ) : isLoading && items.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">{t("history.loading")}</p>
      ) : items.length === 0 ? (
        <p className="px-5 py-10 text-center text-sm text-slate-500">{t("history.none")}</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {items.map((item) => (
            <li
              key={item._id}
              id={`import-${item._id}`}
              className="flex scroll-mt-20 flex-wrap items-center gap-x-4 gap-y-1 px-5 py-2.5 target:bg-amber-50"
            >
              <div className="min-w-0 basis-full sm:basis-0 sm:flex-1">
                <p className="truncate text-sm font-medium text-slate-900" title={item.fileName}>
                  {item.fileName}
                </p>
                <p className="text-xs text-slate-500">
                  {enums(`importKind.${item.kind}`)} · {item.createdBy.name} ·{" "}
                  {formatDate(item.createdAt, timeZone, language, "dayYearDotTime")}
                </p>
              </div>
              <p className="mr-auto text-sm text-slate-700 tabular-nums sm:mr-0">
                {item.status === "uploaded" || item.status === "committing"
                  ? t("history.rows", { count: item.rowCount })
                  : t("history.counts", { created: item.created, updated: item.updated, unchanged: item.unchanged, skipped: item.skipped })}
              </p>
              <span className="rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
                {t(`history.status.${item.status}`)}
              </span>
              {item.status === "committed" && (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => undo(item)}
                  aria-label={t("history.undoLabel", { file: item.fileName })}
                >
                  <ArrowUturnLeftIcon className="size-4" aria-hidden="true" />
                  {t("history.undo")}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** The later imports a 409 of Undo names (fieldErrors.laterImports and laterImportFiles), or null. */
function laterImportsOf(error: unknown): { id: string; fileName: string }[] | null {
  if (!(error instanceof ApiRequestError) || error.status !== 409) return null;
  const ids = error.fieldErrors?.laterImports ?? [];
  const files = error.fieldErrors?.laterImportFiles ?? [];
  return ids.length ? ids.map((id, index) => ({ id, fileName: files[index] ?? id })) : null;
}
