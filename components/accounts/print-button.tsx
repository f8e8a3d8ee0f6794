"use client";

import { PrinterIcon } from "@heroicons/react/20/solid";
import { Button } from "@/components/ui/button";

export function PrintButton() {
  return (
    <Button onClick={() => window.print()}>
      <PrinterIcon className="size-4" aria-hidden="true" />
      Print
    </Button>
  );
}
