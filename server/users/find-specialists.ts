import { prisma } from "@/server/db/client";

/** The most specialists one choice lists: the agency's staff are a few dozen; the bound holds whatever the table holds. */
export const MAX_LISTED_SPECIALISTS = 500;

/** Users with the property-specialist role, by first name (disabled ones too: they may still hold listings). */
export function findSpecialists() {
  return prisma.user.findMany({
    where: { role: "property-specialist" },
    select: { id: true, firstName: true, lastName: true },
    orderBy: [{ firstNameOrder: "asc" }, { lastName: "asc" }, { id: "asc" }],
    take: MAX_LISTED_SPECIALISTS,
  });
}
