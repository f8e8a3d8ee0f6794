"use client";

import { ArrowDownTrayIcon, BanknotesIcon, PaperClipIcon } from "@heroicons/react/20/solid";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { preloadOnIntent } from "@/components/ui/preload-on-intent";
import { useToast } from "@/components/ui/toasts";
import { API_BASE } from "@/lib/client/api";
import { documentContentUrl } from "@/lib/domain/documents";
import { formatUsd } from "@/lib/domain/money";
import { toCents } from "@/lib/domain/rent";
import { useLanguage } from "@/lib/i18n/use-language";
import type { DepositSettlementDto } from "@/lib/schemas/deposit";
import type { LeaseDto } from "@/lib/schemas/lease";
import { mutatePrefix } from "@/lib/swr/mutate-prefix";
import { leaseDay } from "./lease-format";

// The settlement's form (zod's limits, Headless UI's dialog) is fetched when Settle deposit is first reached or pressed.
const loadSettleDialog = () => import("./deposit-settle-dialog");
const DepositSettleDialog = lazy(() => loadSettleDialog().then((module) => ({ default: module.DepositSettleDialog })));

function Fact({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium tracking-wide text-slate-500 uppercase">{label}</dt>
      <dd className="mt-1 text-sm break-words text-slate-900 tabular-nums" data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}

/** Whether the lease's deposit can be settled now: ended, not settled, something held. */
export function canSettleDeposit(lease: Pick<LeaseDto, "status" | "depositHeld">, settlement: DepositSettlementDto | null): boolean {
  return lease.status === "ended" && settlement === null && toCents(lease.depositHeld) > 0n;
}

/**
 * The lease page's Deposit section (PRODUCT.md#rent "Settling a deposit"): the
 * deposit and what is held; once the lease has ended, Settle deposit (the
 * dialog); once settled, how it was used — each deduction (with its document),
 * what paid the unpaid balance, the refund — and the settlement letter.
 */
export function LeaseDeposit({
  lease,
  settlement,
  today,
  className,
}: {
  lease: LeaseDto;
  settlement: DepositSettlementDto | null;
  today: string;
  className?: string;
}) {
  const t = useTranslations("leases");
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const settleable = canSettleDeposit(lease, settlement);
  return (
    <Card
      className={className}
      title={t("deposit.title")}
      label={t("deposit.title")}
      actions={
        settleable && (
          <Button size="sm" onClick={() => setOpen(true)} {...preloadOnIntent(loadSettleDialog)}>
            <BanknotesIcon className="size-4" aria-hidden="true" />
            {t("deposit.settle")}
          </Button>
        )
      }
    >
      {settlement ? (
        <SettlementSummary leaseId={lease._id} settlement={settlement} />
      ) : (
        <div className="space-y-3">
          <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
            <Fact label={t("deposit.securityDeposit")}>{formatUsd(lease.deposit)}</Fact>
            <Fact label={t("deposit.held")} testId="deposit-held">
              {formatUsd(lease.depositHeld)}
            </Fact>
          </dl>
          <p className="text-sm text-slate-600">
            {lease.status !== "ended" ? t("deposit.notEnded") : settleable ? t("deposit.settleable") : t("deposit.nothingHeld")}
          </p>
        </div>
      )}
      <Suspense>
        {open && (
          <DepositSettleDialog
            lease={lease}
            today={today}
            onClose={() => setOpen(false)}
            onSettled={async (result) => {
              setOpen(false);
              await mutatePrefix(`/leases/${lease._id}`);
              toast.success(t("deposit.settled", { amount: formatUsd(result.refund.value) }));
              if (result.letter.skipped) toast.error(result.letter.skipped);
              router.refresh();
            }}
          />
        )}
      </Suspense>
    </Card>
  );
}

function SettlementSummary({ leaseId, settlement }: { leaseId: string; settlement: DepositSettlementDto }) {
  const t = useTranslations("leases");
  const enums = useTranslations("enums");
  const language = useLanguage();
  const refundMethod = [
    enums(`paymentMethod.${settlement.refund.method}`),
    settlement.refund.reference && t("deposit.reference", { reference: settlement.refund.reference }),
  ]
    .filter(Boolean)
    .join(" · ");
  return (
    <div className="space-y-5" data-testid="deposit-settlement">
      <dl className="grid gap-x-6 gap-y-4 sm:grid-cols-2 lg:grid-cols-4">
        <Fact label={t("deposit.settledOn")}>{leaseDay(settlement.date, language)}</Fact>
        <Fact label={t("deposit.held")}>{formatUsd(settlement.held)}</Fact>
        <Fact label={t("deposit.applied")}>{formatUsd(settlement.applied)}</Fact>
        <Fact label={t("deposit.refund")} testId="deposit-refund">
          <span className="font-semibold">{formatUsd(settlement.refund.value)}</span>
          <span className="block text-xs text-slate-500">{refundMethod}</span>
        </Fact>
      </dl>
      <div>
        <h3 className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t("deposit.deductions")}</h3>
        {settlement.deductions.length === 0 ? (
          <p className="mt-1 text-sm text-slate-600">{t("deposit.none")}</p>
        ) : (
          <ul className="mt-1 divide-y divide-slate-100">
            {settlement.deductions.map((deduction, index) => (
              <li key={index} className="flex items-start justify-between gap-3 py-1.5 text-sm text-slate-700">
                <span className="min-w-0">
                  {deduction.description}
                  {deduction.documentId && deduction.documentTitle && (
                    <a
                      href={documentContentUrl(deduction.documentId)}
                      className="ml-2 inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
                    >
                      <PaperClipIcon className="size-4" aria-hidden="true" />
                      {deduction.documentTitle}
                    </a>
                  )}
                </span>
                <span className="whitespace-nowrap tabular-nums">-{formatUsd(deduction.value)}</span>
              </li>
            ))}
            <li className="flex justify-between gap-3 py-1.5 text-sm font-semibold text-slate-900">
              <span>{t("deposit.deducted")}</span>
              <span className="whitespace-nowrap tabular-nums">-{formatUsd(settlement.deducted)}</span>
            </li>
          </ul>
        )}
      </div>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2 text-sm">
        <a
          href={`${API_BASE}/leases/${leaseId}/deposit/settlement/letter`}
          download
          className="inline-flex items-center gap-1.5 font-medium text-brand-700 hover:underline"
        >
          <ArrowDownTrayIcon className="size-4" aria-hidden="true" />
          {t("deposit.letter")}
        </a>
        <span className="text-slate-600">
          {settlement.letter.messageId ? t("deposit.emailed") : settlement.letter.skipped}
          {settlement.settledBy ? t("deposit.settledBy", { name: settlement.settledBy.name }) : ""}
        </span>
      </div>
    </div>
  );
}
