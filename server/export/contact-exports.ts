import type { z } from "zod";
import {
  clientSchemas,
  serviceProviderSchemas,
  type ClientDto,
  type ContactPartyDto,
  type ServiceProviderDto,
} from "@/lib/schemas/contact-party";
import { toClientDto } from "@/server/clients/client-dto";
import { clientListOrder, clientListWhere } from "@/server/clients/find-clients";
import { prisma } from "@/server/db/client";
import { withListingCounts } from "@/server/listings/listing-counts";
import { serviceProviderListOrder, serviceProviderListWhere } from "@/server/service-providers/find-service-providers";
import { toServiceProviderDto } from "@/server/service-providers/service-provider-dto";
import { agencyDateTime, inOrder, zoned, type CsvColumn, type EntityExport } from "./csv";

/** Clients and service providers: the same contact columns, then their own count. */
function contactColumns<Row extends ContactPartyDto>(timeZone: string): CsvColumn<Row>[] {
  return [
    { header: "Name", kind: "text", value: (row) => row.name },
    { header: "Contact first name", kind: "text", value: (row) => row.contactFirstName },
    { header: "Contact last name", kind: "text", value: (row) => row.contactLastName },
    { header: "Primary number", kind: "text", value: (row) => row.contactPrimaryNumber },
    { header: "Secondary number", kind: "text", value: (row) => row.contactSecondaryNumber },
    { header: "E-mail address", kind: "text", value: (row) => row.contactEmailAddress },
    { header: "Website", kind: "text", value: (row) => row.contactWebsiteURL },
    { header: "Mailing address", kind: "text", value: (row) => row.contactMailingAddress },
    { header: zoned("Created", timeZone), kind: "date", value: (row) => agencyDateTime(row.createdAt, timeZone) },
  ];
}

const ids = (rows: { id: string }[]) => rows.map((row) => row.id);

const clientQuery = clientSchemas.listQuery.omit({ skip: true, limit: true });

export const clientExport: EntityExport<z.output<typeof clientQuery>, ClientDto> = {
  query: clientQuery,
  ids: async (query, _actor, take) =>
    ids(await prisma.client.findMany({ where: clientListWhere(query), orderBy: clientListOrder(query), select: { id: true }, take })),
  rows: async (batch) => {
    const rows = await withListingCounts(await prisma.client.findMany({ where: { id: { in: batch } } }));
    return inOrder(batch, rows.map(toClientDto), (row) => row._id);
  },
  columns: (timeZone) => [
    ...contactColumns<ClientDto>(timeZone),
    { header: "Listings", kind: "number", value: (row) => row.propertyCount },
  ],
};

const providerQuery = serviceProviderSchemas.listQuery.omit({ skip: true, limit: true });

export const serviceProviderExport: EntityExport<z.output<typeof providerQuery>, ServiceProviderDto> = {
  query: providerQuery,
  ids: async (query, _actor, take) =>
    ids(
      await prisma.serviceProvider.findMany({
        where: serviceProviderListWhere(query),
        orderBy: serviceProviderListOrder(query),
        select: { id: true },
        take,
      }),
    ),
  rows: async (batch) => {
    // Counted for the batch only (a `_count` include would aggregate every order of the agency per batch).
    const [rows, counts] = await Promise.all([
      prisma.serviceProvider.findMany({ where: { id: { in: batch } } }),
      prisma.serviceOrder.groupBy({ by: ["serviceProviderId"], where: { serviceProviderId: { in: batch } }, _count: { _all: true } }),
    ]);
    const countOf = new Map(counts.map((row) => [row.serviceProviderId, row._count._all]));
    const dtos = rows.map((row) => toServiceProviderDto({ ...row, _count: { serviceOrders: countOf.get(row.id) ?? 0 } }));
    return inOrder(batch, dtos, (row) => row._id);
  },
  columns: (timeZone) => [
    ...contactColumns<ServiceProviderDto>(timeZone),
    { header: "Service orders", kind: "number", value: (row) => row.totalServiceOrders },
  ],
};
