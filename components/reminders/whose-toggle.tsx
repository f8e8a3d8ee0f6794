import Link from "next/link";
import { useLocale } from "next-intl";
import { cx } from "@/components/ui/cx";

export type Whose = "mine" | "everyone";

interface WhoseOption {
  whose: Whose;
  /** How many reminders the choice shows; undefined while it is counted. */
  count: number | undefined;
}

/** `?whose=…` on the dashboard and in the list's address: "all" for everyone's, nothing for the person's own. */
export const EVERYONE_PARAM = "all";

/** The words of callers not yet translated (the rent roll); the reminders and the dashboard pass their own. */
const LABELS: Record<Whose, string> = { mine: "Mine", everyone: "Everyone" };

const segment = (selected: boolean) =>
  cx(
    "inline-flex h-9 items-center rounded-md px-2.5 text-xs font-medium whitespace-nowrap tabular-nums focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600",
    selected ? "bg-slate-100 text-slate-900" : "text-slate-600 hover:text-slate-900",
  );

/** "Mine (0)", "Everyone (40)"; the name alone while it is counted. */
export function whoseLabel(whose: Whose, count: number | undefined, labels: Record<Whose, string> = LABELS, locale = "en-US"): string {
  return count === undefined ? labels[whose] : `${labels[whose]} (${count.toLocaleString(locale)})`;
}

/**
 * Whose reminders: **Mine (0) · Everyone (40)**, a two-way segmented control like the view toggle. The
 * person's own stay the default (PRODUCT.md#reminders); the counts show at once that others' exist, so
 * nobody reads "No reminders" while forty are there. Buttons in the list (`onChange`), links on the
 * server-rendered dashboard (`hrefOf`).
 */
export function WhoseToggle({
  selected,
  counts,
  onChange,
  hrefOf,
  className,
  label = "Whose reminders",
  labels = LABELS,
}: {
  selected: Whose;
  counts: Record<Whose, number | undefined>;
  onChange?: (whose: Whose) => void;
  hrefOf?: (whose: Whose) => string;
  className?: string;
  /** What the group chooses, for screen readers (the rent roll: "Whose listings"). */
  label?: string;
  /** The two choices' names in the screen's language. */
  labels?: Record<Whose, string>;
}) {
  const locale = useLocale();
  const options: WhoseOption[] = (["mine", "everyone"] as const).map((whose) => ({ whose, count: counts[whose] }));
  return (
    <div
      role="group"
      aria-label={label}
      className={cx("inline-flex shrink-0 self-start rounded-lg bg-white p-0.5 ring-1 ring-slate-300", className)}
    >
      {options.map((option) =>
        hrefOf ? (
          <Link
            key={option.whose}
            href={hrefOf(option.whose)}
            scroll={false}
            aria-current={selected === option.whose ? "true" : undefined}
            className={segment(selected === option.whose)}
          >
            {whoseLabel(option.whose, option.count, labels, locale)}
          </Link>
        ) : (
          <button
            key={option.whose}
            type="button"
            aria-pressed={selected === option.whose}
            onClick={() => onChange?.(option.whose)}
            className={segment(selected === option.whose)}
          >
            {whoseLabel(option.whose, option.count, labels, locale)}
          </button>
        ),
      )}
    </div>
  );
}
