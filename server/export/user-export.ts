import type { z } from "zod";
import { ROLE_LABELS, type Role } from "@/lib/domain/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import { userListQuerySchema } from "@/lib/schemas/user";
import { prisma } from "@/server/db/client";
import { userListOrder, userListWhere } from "@/server/users/find-users";
import { agencyDateTime, inOrder, zoned, type EntityExport } from "./csv";

const query = userListQuerySchema.omit({ skip: true, limit: true });

/** What the CSV shows of a user (never the password hash). */
const columnsRead = {
  id: true,
  firstName: true,
  lastName: true,
  userName: true,
  email: true,
  role: true,
  isActive: true,
  createdAt: true,
} as const;
type UserRow = Prisma.UserGetPayload<{ select: typeof columnsRead }>;

/** The list's rule holds: admins export anyone; a specialist only with role=property-specialist (403 otherwise). */
export const userExport: EntityExport<z.output<typeof query>, UserRow> = {
  query,
  ids: async (filters, actor, take) =>
    (await prisma.user.findMany({ where: userListWhere(filters, actor), orderBy: userListOrder(filters), select: { id: true }, take })).map(
      (row) => row.id,
    ),
  rows: async (batch) => inOrder(batch, await prisma.user.findMany({ where: { id: { in: batch } }, select: columnsRead }), (row) => row.id),
  columns: (timeZone) => [
    { header: "First name", kind: "text", value: (row) => row.firstName },
    { header: "Last name", kind: "text", value: (row) => row.lastName },
    { header: "User name", kind: "text", value: (row) => row.userName },
    { header: "E-mail address", kind: "text", value: (row) => row.email },
    { header: "Role", kind: "text", value: (row) => ROLE_LABELS[row.role as Role] },
    { header: "Enabled", kind: "text", value: (row) => row.isActive },
    { header: zoned("Created", timeZone), kind: "date", value: (row) => agencyDateTime(row.createdAt, timeZone) },
  ],
};
