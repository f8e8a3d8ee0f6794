import type { ServiceProvider } from "@/lib/generated/prisma/client";
import type { ServiceProviderDto } from "@/lib/schemas/service-provider";

export type ServiceProviderWithCount = ServiceProvider & { _count: { serviceOrders: number } };

/** Selects the order count alongside the provider in the same query. */
export const withOrderCount = { _count: { select: { serviceOrders: true } } } as const;

export function toServiceProviderDto(provider: ServiceProviderWithCount): ServiceProviderDto {
  return {
    _id: provider.id,
    name: provider.name,
    contactFirstName: provider.contactFirstName,
    contactLastName: provider.contactLastName,
    contactPrimaryNumber: provider.contactPrimaryNumber,
    contactSecondaryNumber: provider.contactSecondaryNumber,
    contactEmailAddress: provider.contactEmailAddress,
    contactWebsiteURL: provider.contactWebsiteURL,
    contactMailingAddress: provider.contactMailingAddress,
    totalServiceOrders: provider._count.serviceOrders,
    createdAt: provider.createdAt.toISOString(),
    updatedAt: provider.updatedAt.toISOString(),
  };
}
