import { ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import type { ClientDto } from "@/lib/schemas/client";

export function propertyCountLabel(count: number): string {
  return count === 1 ? "1 property" : `${count} properties`;
}

export function ClientTile({ client }: { client: ClientDto }) {
  return (
    <Link
      href={`/clients/view/${client._id}`}
      prefetch={false}
      className="group flex items-center gap-3 rounded-xl bg-white p-4 shadow-xs ring-1 ring-slate-200 transition hover:ring-brand-300 hover:shadow-sm"
    >
      <div className="min-w-0 flex-1">
        <p className="truncate text-sm font-semibold text-slate-900">{client.name}</p>
        <p className="truncate text-xs text-slate-500">
          {client.contactFirstName} {client.contactLastName} · {propertyCountLabel(client.propertyCount)}
        </p>
      </div>
      <ChevronRightIcon className="size-5 shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true" />
    </Link>
  );
}
