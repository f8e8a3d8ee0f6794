import { PencilSquareIcon, PlusIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { buttonClasses } from "./button";
import { IconTile } from "./icon-tile";
import { IntentLink } from "./intent-link";

/** The page title bar: icon, title, and the optional add and edit shortcuts (their forms prefetched on intent). */
export function PageHeader({
  title,
  icon: Icon,
  subtitle,
  addHref,
  addLabel,
  editHref,
  actions,
}: {
  title: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  subtitle?: ReactNode;
  addHref?: string;
  addLabel?: string;
  editHref?: string;
  actions?: ReactNode;
}) {
  const t = useTranslations("common.actions");
  return (
    <header className="mb-6 flex flex-wrap items-center justify-between gap-4">
      <div className="flex min-w-0 items-center gap-3">
        <IconTile icon={Icon} fromSm />
        <div className="min-w-0">
          {/* Titles wrap rather than truncate: at 320 px a name is still read whole (WCAG 1.4.10). */}
          <h1 className="text-lg font-semibold tracking-tight break-words text-slate-900 focus:outline-none sm:text-xl/7">{title}</h1>
          {subtitle && <p className="text-sm break-words text-slate-500">{subtitle}</p>}
        </div>
      </div>
      <div className="flex flex-wrap items-center gap-2">
        {actions}
        {editHref && (
          <IntentLink href={editHref} className={buttonClasses({ variant: "secondary" })}>
            <PencilSquareIcon className="size-4" aria-hidden="true" />
            {t("edit")}
          </IntentLink>
        )}
        {addHref && (
          <IntentLink href={addHref} className={buttonClasses()}>
            <PlusIcon className="size-4" aria-hidden="true" />
            {addLabel ?? t("new")}
          </IntentLink>
        )}
      </div>
    </header>
  );
}
