import { ExclamationTriangleIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";

/**
 * Why someone who opened a page their role may not see landed on the
 * dashboard (`/dashboard?denied=<area>`): the text (PRODUCT.md#messages, `dashboard.denied.title`), and which page it was.
 */
export function AccessDeniedNotice({ area }: { area: string | null }) {
  const t = useTranslations("dashboard");
  return (
    <div role="alert" className="mb-6 flex gap-3 rounded-lg bg-amber-50 p-4 text-sm text-amber-900 ring-1 ring-amber-200">
      <ExclamationTriangleIcon className="size-5 shrink-0 text-amber-700" aria-hidden="true" />
      <div>
        <p className="font-semibold">{t("denied.title")}</p>
        <p className="mt-1">{area ? t("denied.area", { area }) : t("denied.general")}</p>
      </div>
    </div>
  );
}
