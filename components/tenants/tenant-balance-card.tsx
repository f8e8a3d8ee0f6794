import { Card } from "@/components/ui/card";
import { formatUsd, formatUsdAbsolute, isNegativeAmount } from "@/lib/domain/money";
import { leaseCountText } from "./tenant-texts";

/** What the tenant owes on all their leases; a negative balance is a credit. */
export function TenantBalanceCard({ balance, leaseCount }: { balance: string; leaseCount: number }) {
  const credit = isNegativeAmount(balance);
  return (
    <Card title="Balance">
      <p className="text-2xl font-semibold tabular-nums text-slate-900">{credit ? formatUsdAbsolute(balance) : formatUsd(balance)}</p>
      <p className="mt-1 text-sm text-slate-600">
        {credit ? "In credit" : "Owed"} on {leaseCountText(leaseCount)}
      </p>
    </Card>
  );
}
