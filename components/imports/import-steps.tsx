import { CheckIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";

/** The steps' names are the `imports` namespace's `steps.*`. */
export const IMPORT_STEPS = ["upload", "map", "check", "import"] as const;

/** DESIGN §7 "Steps": a horizontal stepper from sm, "Step 2 of 4" on phones. */
export function ImportSteps({ current }: { current: number }) {
  const t = useTranslations("imports");
  return (
    <nav aria-label={t("steps.label")}>
      <p className="text-sm font-medium text-slate-700 sm:hidden">
        {t("steps.phone", { step: current + 1, steps: IMPORT_STEPS.length, name: t(`steps.${IMPORT_STEPS[current]!}`) })}
      </p>
      <ol className="hidden items-center gap-3 sm:flex">
        {IMPORT_STEPS.map((step, index) => (
          <li key={step} className="flex items-center gap-3" aria-current={index === current ? "step" : undefined}>
            <span
              className={cx(
                "flex size-7 items-center justify-center rounded-full text-xs font-semibold tabular-nums ring-1",
                index < current && "bg-brand-700 text-white ring-brand-700",
                index === current && "bg-brand-50 text-brand-700 ring-brand-600",
                index > current && "bg-white text-slate-500 ring-slate-300",
              )}
            >
              {index < current ? <CheckIcon className="size-4" aria-hidden="true" /> : index + 1}
            </span>
            <span className={cx("text-sm", index === current ? "font-semibold text-slate-900" : "text-slate-600")}>
              {t(`steps.${step}`)}
            </span>
            {index < IMPORT_STEPS.length - 1 && <span className="h-px w-10 bg-slate-300" aria-hidden="true" />}
          </li>
        ))}
      </ol>
    </nav>
  );
}
