import { useTranslations } from "next-intl";
import { cx } from "./cx";

/**
 * A circular progress indicator; the spec's busy state uses diameter 25.
 * With a `label` it is a status of its own; with `label={null}` it is
 * decoration beside a text that says what is happening.
 */
export function Spinner({ diameter = 25, className, label }: { diameter?: number; className?: string; label?: string | null }) {
  const t = useTranslations("common.states");
  return (
    <svg
      {...(label === null ? { "aria-hidden": true } : { role: "status", "aria-label": label ?? t("loadingLabel") })}
      width={diameter}
      height={diameter}
      viewBox="0 0 24 24"
      className={cx("animate-spin text-brand-600", className)}
    >
      <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
      <path d="M12 2a10 10 0 0 1 10 10" fill="none" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}
