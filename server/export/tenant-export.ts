import type { z } from "zod";
import { tenantListQuerySchema, type TenantDto } from "@/lib/schemas/tenant";
import { prisma } from "@/server/db/client";
import { tenantListOrder, tenantListWhere } from "@/server/tenants/find-tenants";
import { toTenantDtos } from "@/server/tenants/tenant-dto";
import { agencyDateTime, inOrder, zoned, type EntityExport } from "./csv";

const query = tenantListQuerySchema.omit({ skip: true, limit: true });

/** GET /export/tenants: the tenants list's rows, with their lease count and balance (exact decimal text). */
export const tenantExport: EntityExport<z.output<typeof query>, TenantDto> = {
  query,
  ids: async (filters, _actor, take) =>
    (await prisma.tenant.findMany({ where: tenantListWhere(filters), orderBy: tenantListOrder(filters), select: { id: true }, take })).map(
      (row) => row.id,
    ),
  rows: async (batch) =>
    inOrder(batch, await toTenantDtos(await prisma.tenant.findMany({ where: { id: { in: batch } } })), (row) => row._id),
  columns: (timeZone) => [
    { header: "Name", kind: "text", value: (row) => row.name },
    { header: "First name", kind: "text", value: (row) => row.firstName },
    { header: "Last name", kind: "text", value: (row) => row.lastName },
    { header: "Company name", kind: "text", value: (row) => row.companyName },
    { header: "E-mail address", kind: "text", value: (row) => row.email },
    { header: "Phone", kind: "text", value: (row) => row.phone },
    { header: "Second phone", kind: "text", value: (row) => row.secondaryPhone },
    { header: "Mailing address", kind: "text", value: (row) => row.mailingAddress },
    { header: "Leases", kind: "number", value: (row) => row.leaseCount },
    { header: "Balance (USD)", kind: "number", value: (row) => row.balance },
    { header: zoned("Created", timeZone), kind: "date", value: (row) => agencyDateTime(row.createdAt, timeZone) },
  ],
};
