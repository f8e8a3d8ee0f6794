import type { Prisma } from "@/lib/generated/prisma/client";
import type { EntitySearch } from "../field";
import { contactPartyFields, contactPartySorts } from "./contact";
import { ownDocumentCategoryField } from "./documents";

export const serviceProviderSearch: EntitySearch<Prisma.ServiceProviderWhereInput, Prisma.ServiceProviderOrderByWithRelationInput> = {
  label: "Service providers",
  fields: [...contactPartyFields<Prisma.ServiceProviderWhereInput>(), ownDocumentCategoryField<Prisma.ServiceProviderWhereInput>()],
  sorts: contactPartySorts(),
};
