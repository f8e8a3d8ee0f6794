import { ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { TEXT_TILE } from "@/components/ui/letter-groups";
import { formatUsd } from "@/lib/domain/money";
import type { TenantDto } from "@/lib/schemas/tenant";
import { TENANTS } from "./tenant-texts";

/** A tenant's tile in the list: name, a way to reach them, leases and balance. */
export function TenantTile({ tenant }: { tenant: TenantDto }) {
  const t = useTranslations("tenants");
  const reach = tenant.phone ?? tenant.email;
  return (
    <Link href={`${TENANTS.href}/view/${tenant._id}`} prefetch={false} className={TEXT_TILE}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-slate-900">{tenant.name}</p>
        <p className="truncate text-xs text-slate-500">
          {[
            reach,
            t("leaseCount", { count: tenant.leaseCount }),
            tenant.leaseCount > 0 ? t("list.owes", { amount: formatUsd(tenant.balance) }) : null,
          ]
            .filter(Boolean)
            .join(" · ")}
        </p>
      </div>
      <ChevronRightIcon className="size-4 shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true" />
    </Link>
  );
}
