"use client";

import { PrinterIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";

export function PrintButton() {
  const t = useTranslations("accounts");
  return (
    <Button onClick={() => window.print()}>
      <PrinterIcon className="size-4" aria-hidden="true" />
      {t("statement.print")}
    </Button>
  );
}
