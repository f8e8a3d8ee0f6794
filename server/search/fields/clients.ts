import type { Prisma } from "@/lib/generated/prisma/client";
import type { EntitySearch } from "../field";
import { contactPartyFields, contactPartySorts } from "./contact";

export const clientSearch: EntitySearch<Prisma.ClientWhereInput, Prisma.ClientOrderByWithRelationInput> = {
  label: "Clients",
  fields: contactPartyFields<Prisma.ClientWhereInput>(),
  sorts: contactPartySorts(),
};
