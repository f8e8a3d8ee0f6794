import type { Client } from "@/lib/generated/prisma/client";
import type { ClientDto } from "@/lib/schemas/contact-party";
import { contactPartyDto } from "@/server/contact-parties/contact-party-dto";

export type ClientWithCount = Client & { _count: { listings: number } };

/** Selects the listing count alongside the client in the same query. */
export const withPropertyCount = { _count: { select: { listings: true } } } as const;

export function toClientDto(client: ClientWithCount): ClientDto {
  return { ...contactPartyDto(client), propertyCount: client._count.listings };
}
