import type { Prisma } from "@/lib/generated/prisma/client";
import type { ListingFields } from "@/lib/schemas/listing";
import { fieldError } from "@/server/errors";
import { dbDate } from "@/lib/domain/agency-time";

/** The listing columns of a validated body (the picture is handled separately). */
export function listingColumns(fields: ListingFields) {
  const lease = fields.currentLease;
  return {
    clientId: fields.client,
    propertySpecialistId: fields.propertySpecialist,
    propertyName: fields.propertyName,
    listingType: fields.listingType,
    propertyType: fields.propertyType,
    location: fields.location,
    status: fields.status,
    zoning: fields.zoning,
    salePriceInUS: fields.cost.salePriceInUS,
    rentalPriceInUS: fields.cost.rentalPriceInUS,
    negotiable: fields.cost.negotiable,
    lotSizeSqFeet: fields.size.lotSizeSqFeet,
    lotSizeAcres: fields.size.lotSizeAcres,
    propertySizeSqFeet: fields.size.propertySizeSqFeet,
    bedrooms: fields.rooms.bedrooms,
    bathrooms: fields.rooms.bathrooms,
    otherRooms: fields.rooms.otherRooms.map((chip) => chip.name),
    amenities: fields.amenities.map((chip) => chip.name),
    services: fields.services.map((chip) => chip.name),
    leaseStartDate: lease?.startDate ? dbDate(lease.startDate) : null,
    leaseEndDate: lease?.endDate ? dbDate(lease.endDate) : null,
    tenantName: lease?.tenantName ?? null,
    tenantPhoneNumber: lease?.tenantPhoneNumber ?? null,
    tenantEmail: lease?.tenantEmail ?? null,
    notes: fields.notes,
  } satisfies Prisma.ListingUncheckedUpdateInput;
}

/**
 * The client and the specialist must exist, and the specialist must be a
 * property specialist (PRODUCT.md#roles: the form loads users with that role). A
 * listing keeps its current specialist even if that user's role changed.
 * Unknown references are a 422 with a field error, never a 500.
 */
export async function checkListingReferences(
  tx: Prisma.TransactionClient,
  fields: Pick<ListingFields, "client" | "propertySpecialist">,
  currentSpecialistId?: string,
) {
  const [client, specialist] = await Promise.all([
    tx.client.findUnique({ where: { id: fields.client }, select: { id: true } }),
    tx.user.findUnique({ where: { id: fields.propertySpecialist }, select: { id: true, role: true } }),
  ]);
  if (!client) throw fieldError("UNPROCESSABLE", "client", "The selected client does not exist.");
  if (!specialist) throw fieldError("UNPROCESSABLE", "propertySpecialist", "The selected property specialist does not exist.");
  if (specialist.role !== "property-specialist" && specialist.id !== currentSpecialistId) {
    throw fieldError("UNPROCESSABLE", "propertySpecialist", "The selected user is not a property specialist.");
  }
}
