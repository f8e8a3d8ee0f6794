import { ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { TEXT_TILE } from "@/components/ui/letter-groups";
import { formatUsd, formatUsdAbsolute, isNegativeAmount, isZeroAmount } from "@/lib/domain/money";
import type { TenantDto } from "@/lib/schemas/tenant";
import { TENANTS } from "./tenant-texts";

/**
 * A tenant's tile in the list: name, then their leases and what they owe (or hold in credit), then a way to reach
 * them. The detail is one line that never cuts the money: the phone or e-mail comes last and, when the line has no
 * room for all of it (a narrow tile, Spanish's longer words), wraps onto a second line the tile clips — out of
 * sight, still read by a screen reader.
 */
export function TenantTile({ tenant }: { tenant: TenantDto }) {
  const t = useTranslations("tenants");
  const reach = tenant.phone ?? tenant.email;
  const money =
    tenant.leaseCount === 0 || isZeroAmount(tenant.balance)
      ? null
      : isNegativeAmount(tenant.balance)
        ? t("list.inCredit", { amount: formatUsdAbsolute(tenant.balance) })
        : t("list.owes", { amount: formatUsd(tenant.balance) });
  return (
    <Link href={`${TENANTS.href}/view/${tenant._id}`} prefetch={false} className={TEXT_TILE}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-slate-900">{tenant.name}</p>
        <p className="flex h-4 flex-wrap gap-x-1 overflow-hidden text-xs/4 text-slate-500">
          <span className="min-w-0 truncate">{[t("leaseCount", { count: tenant.leaseCount }), money].filter(Boolean).join(" · ")}</span>
          {reach && <span className="whitespace-nowrap">· {reach}</span>}
        </p>
      </div>
      <ChevronRightIcon className="size-4 shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true" />
    </Link>
  );
}
