import { ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import type { ServiceProviderDto } from "@/lib/schemas/service-provider";
import { TEXT_TILE } from "@/components/ui/letter-groups";

export function orderCountLabel(count: number): string {
  return count === 1 ? "1 service order" : `${count} service orders`;
}

export function ServiceProviderTile({ provider }: { provider: ServiceProviderDto }) {
  return (
    <Link href={`/service-providers/view/${provider._id}`} prefetch={false} className={TEXT_TILE}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-slate-900">{provider.name}</p>
        <p className="truncate text-xs text-slate-500">
          {provider.contactFirstName} {provider.contactLastName} · {orderCountLabel(provider.totalServiceOrders)}
        </p>
      </div>
      <ChevronRightIcon className="size-4 shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true" />
    </Link>
  );
}
