import { useTranslations } from "next-intl";
import { cx } from "@/components/ui/cx";
import { SpriteIcon, type SpriteIconName } from "@/components/ui/sprite-icon";
import type { TransactionDto } from "@/lib/schemas/account";

/** What a row of the ledger can do to its entry. */
export interface EntryActionHandlers {
  onReverse: (entry: TransactionDto) => void;
  onDelete: (entry: TransactionDto) => void;
  /** The entry being reversed or deleted, whose buttons are disabled. */
  busyId: string | null;
}

/** An entry can be reversed once, and a reversal cannot be: those rows offer Delete only. */
export function canReverse(entry: TransactionDto): boolean {
  return entry.reverses === null && entry.reversedBy === null;
}

/** An entry made from a lease is changed there (the payment reversed, the fee waived): its row offers neither action (the API answers 409). */
export function isFromRent(entry: TransactionDto): boolean {
  return entry.leaseRef !== undefined;
}

function ActionButton({
  icon,
  title,
  label,
  busy,
  onClick,
  tone,
  className,
}: {
  icon: SpriteIconName;
  /** The tooltip; `label` (which names the entry) is the accessible name. */
  title: string;
  label: string;
  busy: boolean;
  onClick: () => void;
  tone: string;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={busy}
      aria-label={label}
      title={title}
      className={cx(
        "flex shrink-0 items-center justify-center rounded-md text-slate-500 transition focus-visible:outline-2 focus-visible:outline-brand-500 disabled:opacity-40",
        tone,
        className,
      )}
    >
      <SpriteIcon name={icon} className="size-4" />
    </button>
  );
}

/**
 * Reverse and Delete, each an icon button named with the entry's description.
 * Two buttons rather than a More menu: one Tab stop each, and no menu library
 * on the ledger page (docs/DECISIONS.md "Accounts").
 */
export function EntryActions({
  entry,
  onReverse,
  onDelete,
  busyId,
  buttonClassName,
  className,
}: EntryActionHandlers & { entry: TransactionDto; buttonClassName: string; className?: string }) {
  const t = useTranslations("accounts");
  const busy = busyId === entry._id;
  if (isFromRent(entry)) return <div className={className} />;
  return (
    <div className={cx("flex items-center justify-end gap-1", className)}>
      {canReverse(entry) && (
        <ActionButton
          icon="reverse"
          title={t("ledger.reverse")}
          label={t("ledger.reverseLabel", { description: entry.description })}
          busy={busy}
          onClick={() => onReverse(entry)}
          tone="hover:bg-brand-50 hover:text-brand-700"
          className={buttonClassName}
        />
      )}
      <ActionButton
        icon="trash"
        title={t("ledger.delete")}
        label={t("ledger.deleteLabel", { description: entry.description })}
        busy={busy}
        onClick={() => onDelete(entry)}
        tone="hover:bg-red-50 hover:text-red-700"
        className={buttonClassName}
      />
    </div>
  );
}

/**
 * The mark a reversal pair carries under its description: "Reversal" with the
 * day of the entry it cancels and the reason, or "Reversed" with the day of
 * its reversal. Nothing for other entries.
 */
export function ReversalNote({ entry, day }: { entry: TransactionDto; day: (iso: string) => string }) {
  const t = useTranslations("accounts");
  if (!entry.reverses && !entry.reversedBy) return null;
  const tag = "rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700";
  return (
    <span className="mt-1 flex flex-wrap items-baseline gap-x-2 gap-y-1 text-xs text-slate-600" data-testid="reversal-note">
      {entry.reverses ? (
        <>
          <span className={tag}>{t("ledger.reversal")}</span>{" "}
          <span>
            {t("ledger.reversalOf", { day: day(entry.reverses.date) })}
            {entry.reversalReason && <>{t("ledger.reason", { reason: entry.reversalReason })}</>}
          </span>
        </>
      ) : (
        <>
          <span className={tag}>{t("ledger.reversed")}</span> <span>{t("ledger.reversedOn", { day: day(entry.reversedBy!.date) })}</span>
        </>
      )}
    </span>
  );
}
