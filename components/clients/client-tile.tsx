import { ChevronRightIcon } from "@heroicons/react/20/solid";
import Link from "next/link";
import type { ClientDto } from "@/lib/schemas/client";
import { TEXT_TILE } from "@/components/ui/letter-groups";

export function propertyCountLabel(count: number): string {
  return count === 1 ? "1 property" : `${count} properties`;
}

export function ClientTile({ client }: { client: ClientDto }) {
  return (
    <Link href={`/clients/view/${client._id}`} prefetch={false} className={TEXT_TILE}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-slate-900">{client.name}</p>
        <p className="truncate text-xs text-slate-500">
          {client.contactFirstName} {client.contactLastName} · {propertyCountLabel(client.propertyCount)}
        </p>
      </div>
      <ChevronRightIcon className="size-4 shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true" />
    </Link>
  );
}
