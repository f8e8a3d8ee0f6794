"use client";

import { MagnifyingGlassIcon } from "@heroicons/react/24/outline";
import { usePathname } from "next/navigation";
import type { Role } from "@/lib/domain/enums";
import { moduleOf } from "@/lib/navigation";
import { ButtonLink } from "./button";

const TEXTS = {
  record: { title: "Not found", message: "The record you are looking for does not exist or has been removed." },
  page: { title: "Page not found", message: "There is no page at this address." },
} as const;

/**
 * The not-found page: what is missing, and the way back — the list of the
 * module the address points into (when the signed-in role has it) and the
 * dashboard.
 */
export function NotFoundNotice({ missing = "record", role = null }: { missing?: keyof typeof TEXTS; role?: Role | null }) {
  const pathname = usePathname();
  const moduleList = role ? moduleOf(pathname, role) : null;
  const { title, message } = TEXTS[missing];
  return (
    <div className="mx-auto mt-16 max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <MagnifyingGlassIcon className="mx-auto size-10 text-slate-300" aria-hidden="true" />
      <h1 className="mt-4 text-lg font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {moduleList && (
          <ButtonLink href={moduleList.href} variant="secondary">
            Back to {moduleList.label}
          </ButtonLink>
        )}
        <ButtonLink href="/dashboard">Back to the dashboard</ButtonLink>
      </div>
    </div>
  );
}
