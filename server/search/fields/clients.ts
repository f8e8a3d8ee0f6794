import type { Prisma } from "@/lib/generated/prisma/client";
import type { EntitySearch } from "../field";
import { contactPartyFields, contactPartySorts } from "./contact";
import { ownDocumentCategoryField } from "./documents";

export const clientSearch: EntitySearch<Prisma.ClientWhereInput, Prisma.ClientOrderByWithRelationInput> = {
  label: "Clients",
  fields: [...contactPartyFields<Prisma.ClientWhereInput>(), ownDocumentCategoryField<Prisma.ClientWhereInput>()],
  sorts: contactPartySorts(),
};
