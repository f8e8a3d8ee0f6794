import { MagnifyingGlassIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { ButtonLink } from "./button";

/** What each kind of missing thing says (`common.notFound`). */
const TEXTS = {
  record: { title: "recordTitle", message: "recordMessage" },
  page: { title: "pageTitle", message: "pageMessage" },
} as const;

/**
 * The not-found page: what is missing, and the way back — the list of the
 * module the address points into (`back`, when the signed-in role has it) and
 * the dashboard. A server component: Next.js renders every segment's
 * not-found with each page, so anything client-side here would ship with
 * every page.
 */
export function NotFoundNotice({ missing, back = null }: { missing: keyof typeof TEXTS; back?: { label: string; href: string } | null }) {
  const t = useTranslations("common.notFound");
  const { title, message } = TEXTS[missing];
  return (
    <div className="mx-auto mt-16 max-w-md rounded-xl bg-white p-8 text-center shadow-sm ring-1 ring-slate-200">
      <MagnifyingGlassIcon className="mx-auto size-10 text-slate-300" aria-hidden="true" />
      <h1 className="mt-4 text-lg font-semibold text-slate-900">{t(title)}</h1>
      <p className="mt-2 text-sm text-slate-600">{t(message)}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {back && (
          <ButtonLink href={back.href} variant="secondary">
            {t("backTo", { label: back.label })}
          </ButtonLink>
        )}
        <ButtonLink href="/dashboard">{t("backToDashboard")}</ButtonLink>
      </div>
    </div>
  );
}
