import type { ServiceProvider } from "@/lib/generated/prisma/client";
import type { ServiceProviderDto } from "@/lib/schemas/contact-party";
import { contactPartyDto } from "@/server/contact-parties/contact-party-dto";

export type ServiceProviderWithCount = ServiceProvider & { _count: { serviceOrders: number } };

/** Selects the order count alongside the provider in the same query. */
export const withOrderCount = { _count: { select: { serviceOrders: true } } } as const;

export function toServiceProviderDto(provider: ServiceProviderWithCount): ServiceProviderDto {
  return { ...contactPartyDto(provider), totalServiceOrders: provider._count.serviceOrders };
}
