import { MagnifyingGlassIcon } from "@heroicons/react/24/outline";
import { ButtonLink } from "./button";

export function NotFoundNotice() {
  return (
    <div className="mx-auto mt-16 max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <MagnifyingGlassIcon className="mx-auto size-10 text-slate-300" aria-hidden="true" />
      <h1 className="mt-4 text-lg font-semibold text-slate-900">Not found</h1>
      <p className="mt-2 text-sm text-slate-600">The record you are looking for does not exist or has been removed.</p>
      <ButtonLink href="/dashboard" className="mt-6">
        Back to the dashboard
      </ButtonLink>
    </div>
  );
}
