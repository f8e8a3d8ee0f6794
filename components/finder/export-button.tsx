"use client";

import { ArrowDownTrayIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Spinner } from "@/components/ui/spinner";
import { useToast } from "@/components/ui/toasts";
import { API_BASE } from "@/lib/client/api";
import { listQueryString, type ListQueryValues } from "@/lib/swr/use-list-page";
import type { SearchEntity } from "@/lib/schemas/search";

/** The file name of a Content-Disposition header, or a fallback. */
export function downloadName(disposition: string | null, fallback: string): string {
  const match = disposition?.match(/filename\*?=(?:UTF-8'')?"?([^";]+)"?/i);
  return match?.[1] ? decodeURIComponent(match[1]) : fallback;
}

/**
 * Export CSV: downloads GET /export/{entity} with exactly the list's
 * parameters (search text, criteria, sort, the board's status...). Busy while
 * the file is prepared; then "Exported 80 listings.", or the server's reason.
 * Disabled while the list shows no results (`resultCount` 0): there is
 * nothing to export.
 */
export function ExportButton({
  entity,
  params,
  noun,
  resultCount,
}: {
  entity: SearchEntity;
  params: ListQueryValues;
  noun: string;
  /** How many records the list holds now; unknown (loading, or not told) leaves the button on. */
  resultCount?: number;
}) {
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const t = useTranslations("finder.export");

  const download = async () => {
    setBusy(true);
    try {
      const response = await fetch(`${API_BASE}/export/${entity}${listQueryString(params)}`, {
        credentials: "same-origin",
        cache: "no-store",
      });
      if (!response.ok) {
        const body = (await response.json().catch(() => null)) as { message?: string } | null;
        toast.error(body?.message ?? t("failed"));
        return;
      }
      const blob = await response.blob();
      const url = URL.createObjectURL(blob);
      const link = document.createElement("a");
      link.href = url;
      link.download = downloadName(response.headers.get("Content-Disposition"), `${entity}.csv`);
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1_000);
      const total = Number(response.headers.get("X-Total-Count") ?? 0);
      toast.success(t("exported", { count: total, noun: total === 1 ? noun.replace(/s$/, "") : noun }));
    } catch {
      toast.error(t("unreachable"));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      variant="secondary"
      className="shrink-0 whitespace-nowrap"
      onClick={download}
      disabled={busy || resultCount === 0}
      aria-busy={busy || undefined}
    >
      {busy ? <Spinner diameter={16} label={null} /> : <ArrowDownTrayIcon className="size-4" aria-hidden="true" />}
      {t("button")}
    </Button>
  );
}
