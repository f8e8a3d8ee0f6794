import { ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import type { ServiceProviderDto } from "@/lib/schemas/service-provider";

export function orderCountLabel(count: number): string {
  return count === 1 ? "1 service order" : `${count} service orders`;
}

export function ServiceProviderTile({ provider }: { provider: ServiceProviderDto }) {
  return (
    <Link
      href={`/service-providers/view/${provider._id}`}
      prefetch={false}
      className="group flex items-center gap-3 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 transition hover:ring-brand-300 hover:shadow-sm"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{provider.name}</p>
        <p className="truncate text-xs text-slate-500">
          {provider.contactFirstName} {provider.contactLastName} · {orderCountLabel(provider.totalServiceOrders)}
        </p>
      </div>
      <ChevronRightIcon className="size-5 shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true" />
    </Link>
  );
}
