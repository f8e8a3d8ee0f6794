import { useTranslations } from "next-intl";
import { Card } from "@/components/ui/card";
import { formatUsd, formatUsdAbsolute, isNegativeAmount } from "@/lib/domain/money";

/** What the tenant owes on all their leases; a negative balance is a credit. */
export function TenantBalanceCard({ balance, leaseCount }: { balance: string; leaseCount: number }) {
  const t = useTranslations("tenants");
  const credit = isNegativeAmount(balance);
  const leases = t("leaseCount", { count: leaseCount });
  return (
    <Card title={t("view.balance")}>
      <p className="text-2xl font-semibold tabular-nums text-slate-900">{credit ? formatUsdAbsolute(balance) : formatUsd(balance)}</p>
      <p className="mt-1 text-sm text-slate-600">{credit ? t("view.inCredit", { leases }) : t("view.owed", { leases })}</p>
    </Card>
  );
}
