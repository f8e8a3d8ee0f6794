import { ArrowUpTrayIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { IntentLink } from "@/components/ui/intent-link";
import { buttonClasses } from "@/components/ui/button";
import type { ImportKind } from "@/lib/domain/import-fields";

/** A list's "Import" button: the import page with the list's kind chosen. */
export function ImportButton({ kind }: { kind: ImportKind }) {
  const t = useTranslations("common");
  return (
    <IntentLink href={`/imports?kind=${kind}`} className={buttonClasses({ variant: "secondary" })}>
      <ArrowUpTrayIcon className="size-4" aria-hidden="true" />
      {t("importButton")}
    </IntentLink>
  );
}
