import type { Client } from "@/lib/generated/prisma/client";
import type { ClientDto } from "@/lib/schemas/client";

export type ClientWithCount = Client & { _count: { listings: number } };

/** Selects the listing count alongside the client in the same query. */
export const withPropertyCount = { _count: { select: { listings: true } } } as const;

export function toClientDto(client: ClientWithCount): ClientDto {
  return {
    _id: client.id,
    name: client.name,
    contactFirstName: client.contactFirstName,
    contactLastName: client.contactLastName,
    contactPrimaryNumber: client.contactPrimaryNumber,
    contactSecondaryNumber: client.contactSecondaryNumber,
    contactEmailAddress: client.contactEmailAddress,
    contactWebsiteURL: client.contactWebsiteURL,
    contactMailingAddress: client.contactMailingAddress,
    propertyCount: client._count.listings,
    createdAt: client.createdAt.toISOString(),
    updatedAt: client.updatedAt.toISOString(),
  };
}
