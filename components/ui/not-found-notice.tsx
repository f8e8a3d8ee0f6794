import { MagnifyingGlassIcon } from "@heroicons/react/24/outline";
import { ButtonLink } from "./button";

const TEXTS = {
  record: { title: "Not found", message: "The record you are looking for does not exist or has been removed." },
  page: { title: "Page not found", message: "There is no page at this address." },
} as const;

/**
 * The not-found page: what is missing, and the way back — the list of the
 * module the address points into (`back`, when the signed-in role has it) and
 * the dashboard. A server component: Next.js renders every segment's
 * not-found with each page, so anything client-side here would ship with
 * every page.
 */
export function NotFoundNotice({ missing, back = null }: { missing: keyof typeof TEXTS; back?: { label: string; href: string } | null }) {
  const { title, message } = TEXTS[missing];
  return (
    <div className="mx-auto mt-16 max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <MagnifyingGlassIcon className="mx-auto size-10 text-slate-300" aria-hidden="true" />
      <h1 className="mt-4 text-lg font-semibold text-slate-900">{title}</h1>
      <p className="mt-2 text-sm text-slate-600">{message}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {back && (
          <ButtonLink href={back.href} variant="secondary">
            Back to {back.label}
          </ButtonLink>
        )}
        <ButtonLink href="/dashboard">Back to the dashboard</ButtonLink>
      </div>
    </div>
  );
}
