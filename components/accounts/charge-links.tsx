import Link from "next/link";
import { useTranslations } from "next-intl";
import { documentContentUrl } from "@/lib/domain/documents";
import type { TransactionDto } from "@/lib/schemas/account";
import { useLanguage } from "@/lib/i18n/use-language";
import { calendarDay } from "./ledger-format";

/** Stored names end in their type's extension (server/documents/file-type.ts): these open in the browser. */
const INLINE = /\.(pdf|jpe?g|png|webp)$/i;

/**
 * Under a charge to the owner's description (issue 30 §3): "Order #123",
 * which opens the service order, and its invoice — a PDF or a picture opens
 * in a new tab in the browser's own viewer, any other file downloads.
 * Under an entry made from rent, "Lease" (which opens it) and the payment's
 * day. Nothing for other entries. On paper the links print as their text.
 */
// At least 24 px tall (WCAG 2.5.8): on a phone the two links stack under the description.
const link =
  "inline-flex min-h-6 items-center font-medium text-brand-700 underline underline-offset-2 hover:text-brand-900 print:min-h-0 print:text-slate-900 print:no-underline";

/** Under an entry made from rent (issue 43): the lease it came from, and the day of the tenant's payment. */
function LeaseLink({ payment }: { payment: NonNullable<TransactionDto["paymentRef"]> }) {
  const t = useTranslations("accounts");
  const language = useLanguage();
  return (
    <span className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-slate-600" data-testid="lease-link">
      <Link href={`/leases/view/${payment.leaseRef}`} prefetch={false} className={link}>
        {t("charges.lease")}
      </Link>
      <span>{t("charges.paymentOf", { day: calendarDay(payment.date, "short", language) })}</span>
    </span>
  );
}

export function ChargeLinks({ entry }: { entry: TransactionDto }) {
  const t = useTranslations("accounts");
  if (entry.paymentRef) return <LeaseLink payment={entry.paymentRef} />;
  const order = entry.serviceOrderRef;
  if (!order) return null;
  const invoice = entry.documentRef;
  const inline = invoice ? INLINE.test(invoice.fileName) : false;
  return (
    <span className="mt-0.5 flex flex-wrap items-center gap-x-3 text-xs text-slate-600" data-testid="charge-links">
      <Link href={`/service-orders/view/${order._id}`} prefetch={false} className={link} title={order.name}>
        {t("charges.order", { number: order.orderNumber })}
      </Link>
      {invoice && (
        <a
          href={documentContentUrl(invoice._id, { inline })}
          {...(inline ? { target: "_blank", rel: "noopener" } : { download: invoice.fileName })}
          className={link}
        >
          {t("charges.invoice", { title: invoice.title })}
          {inline && <span className="sr-only">{t("charges.newTab")}</span>}
        </a>
      )}
    </span>
  );
}
