import { useTranslations } from "next-intl";
import { Button, ButtonLink } from "@/components/ui/button";

/**
 * A form's CANCEL and submit buttons (DESIGN §5): right-aligned under the
 * form; on phones pinned to the bottom of the screen (`data-sticky-actions`,
 * the shell's main makes room for it), both buttons side by side.
 */
export function FormActions({ cancelHref, submitLabel }: { cancelHref: string; submitLabel: string }) {
  const t = useTranslations("common.actions");
  return (
    <div
      data-sticky-actions
      className="fixed inset-x-0 bottom-0 z-bar flex gap-3 border-t border-slate-200 bg-white/95 px-4 pt-3 pb-[calc(0.75rem+env(safe-area-inset-bottom))] backdrop-blur sm:static sm:z-auto sm:mt-8 sm:justify-end sm:border-slate-100 sm:bg-transparent sm:px-0 sm:pt-6 sm:pb-0 sm:backdrop-blur-none"
    >
      <ButtonLink variant="secondary" href={cancelHref} className="whitespace-nowrap">
        {t("cancel")}
      </ButtonLink>
      <Button type="submit" className="flex-1 whitespace-nowrap sm:flex-none">
        {submitLabel}
      </Button>
    </div>
  );
}
