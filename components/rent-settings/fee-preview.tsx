import { InformationCircleIcon } from "@heroicons/react/20/solid";
import type { ReactNode } from "react";

/** A fee in plain words, under its fields (the settings page, the lease form). */
export function FeePreview({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <p className="flex gap-2 rounded-lg bg-slate-50 px-4 py-3 text-sm text-slate-700 ring-1 ring-slate-200" data-testid={testId}>
      <InformationCircleIcon className="mt-0.5 size-4 shrink-0 text-brand-700" aria-hidden="true" />
      <span>{children}</span>
    </p>
  );
}
