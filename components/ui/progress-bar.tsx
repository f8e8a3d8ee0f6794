import { cx } from "./cx";

/**
 * The one progress bar (uploads, the gallery's batch, an import's commit):
 * a brand fill on a slate track, announced as a percentage, or as `valueText`
 * ("1,200 of 3,000 rows") where the percentage alone says too little.
 */
export function ProgressBar({
  label,
  fraction,
  valueText,
  className,
}: {
  label: string;
  /** Done so far, 0 to 1. */
  fraction: number;
  valueText?: string;
  className?: string;
}) {
  const percent = Math.round(Math.min(1, Math.max(0, fraction)) * 100);
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={valueText}
      className={cx("h-2 overflow-hidden rounded-full bg-slate-200", className)}
    >
      <div className="h-full bg-brand-600 transition-[width] motion-reduce:transition-none" style={{ width: `${percent}%` }} />
    </div>
  );
}
