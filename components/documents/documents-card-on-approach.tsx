"use client";

import { ArrowUpTrayIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { onApproach } from "@/components/ui/on-approach";
import type { DocumentEntity } from "@/lib/domain/documents";

type DocumentsCardProps = { entity: DocumentEntity; recordId: string; className?: string };

/** The Documents card as it looks while its documents load: its title, its drop zone and "Loading documents ...". */
function DocumentsCardPlaceholder({ className }: DocumentsCardProps) {
  const t = useTranslations("documents");
  return (
    <Card
      className={className}
      label={t("card.title")}
      title={t("card.title")}
      actions={
        <span className={buttonClasses({ variant: "ghost", size: "sm" })} aria-hidden="true">
          <ArrowUpTrayIcon className="size-4" />
          {t("card.addFiles")}
        </span>
      }
    >
      <div className="space-y-4">
        <div className="rounded-lg border border-dashed border-slate-300 px-4 py-3 text-center text-sm text-slate-600">
          {t.rich("card.drop", { choose: (chunks) => <span className="font-semibold text-brand-700">{chunks}</span> })}
        </div>
        <p className="text-sm text-slate-500" role="status">
          {t("card.loading")}
        </p>
      </div>
    </Card>
  );
}

/** A record's Documents card (DocumentsCard) that loads when the person scrolls near it: for pages where it sits below the fold. */
export const DocumentsCardOnApproach = onApproach(
  () => import("./documents-card").then((module) => module.DocumentsCard),
  DocumentsCardPlaceholder,
);
