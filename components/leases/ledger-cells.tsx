import { useTranslations } from "next-intl";
import { SpriteIcon } from "@/components/ui/sprite-icon";
import { formatUsd, formatUsdAbsolute, isNegativeAmount } from "@/lib/domain/money";
import type { LedgerEntryDto } from "@/lib/schemas/lease";

/** The tenant's ledger's cells (lease-ledger.tsx): an entry's amount, the balance after it, what is open, what it is. */

const tag = "rounded-md bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700";

/** A charge or a reversal adds to what the tenant owes ('+', red); a payment takes from it ('-', green). */
export function amountOf(entry: LedgerEntryDto) {
  return entry.kind === "payment"
    ? { text: `-${formatUsdAbsolute(entry.value)}`, tone: "text-emerald-700" }
    : { text: `+${formatUsdAbsolute(entry.value)}`, tone: "text-red-700" };
}

export function balanceOf(balance: string) {
  return { text: formatUsd(balance), tone: isNegativeAmount(balance) ? "text-emerald-700" : "text-slate-900" };
}

/** The Open column: what is still owed on a charge, or "Paid"; on a payment, the credit it left. */
export function OpenCell({ entry }: { entry: LedgerEntryDto }) {
  const t = useTranslations("leases");
  // A payment's open part is what no charge has used yet: a credit.
  if (entry.kind === "payment" && entry.open && !/^0+(\.0+)?$/.test(entry.open) && !entry.reversedBy) {
    return <span className="text-emerald-700 tabular-nums">{t("ledger.creditLeft", { amount: formatUsd(entry.open) })}</span>;
  }
  if (entry.kind !== "charge" || entry.open === null) return null;
  if (/^0+(\.0+)?$/.test(entry.open)) {
    return (
      <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800 ring-1 ring-emerald-600/25 ring-inset">
        <SpriteIcon name="check-circle" className="size-3.5" />
        {t("ledger.paid")}
      </span>
    );
  }
  return (
    <span className="inline-flex items-center gap-1 font-medium text-amber-800 tabular-nums">
      <SpriteIcon name="clock" className="size-3.5" />
      {formatUsd(entry.open)}
      <span className="sr-only">{t("ledger.openSr")}</span>
    </span>
  );
}

/** "Rent · Bank transfer · TRX-118", the entry's kind and what kind of charge or payment it is. */
export function EntryMeta({ entry }: { entry: LedgerEntryDto }) {
  const t = useTranslations("leases");
  const enums = useTranslations("enums");
  const parts =
    entry.kind === "charge"
      ? [entry.type ? enums(`chargeType.${entry.type}`) : null]
      : entry.kind === "payment"
        ? [entry.method ? enums(`paymentMethod.${entry.method}`) : null, entry.reference]
        : [];
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <span className={tag}>{t(`ledger.kind.${entry.kind}`)}</span>
      {parts.filter(Boolean).map((part, index) => (
        <span key={index} className="text-xs text-slate-600">
          {part}
        </span>
      ))}
    </span>
  );
}

export function ReversalNote({ entry }: { entry: LedgerEntryDto }) {
  const t = useTranslations("leases");
  if (entry.kind === "reversal" || entry.kind === "waiver") {
    return (
      <span className="mt-1 block text-xs text-slate-600">
        {entry.reversalReason && t("ledger.reason", { reason: entry.reversalReason })}
      </span>
    );
  }
  if (entry.kind === "payment" && entry.reversedBy)
    return <span className="mt-1 block text-xs text-red-700">{t("ledger.reversedNote")}</span>;
  if (entry.kind === "charge" && entry.reversedBy)
    return <span className="mt-1 block text-xs text-slate-600">{t("ledger.waivedNote")}</span>;
  return null;
}
