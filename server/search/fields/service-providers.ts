import type { Prisma } from "@/lib/generated/prisma/client";
import type { EntitySearch } from "../field";
import { contactPartyFields, contactPartySorts } from "./contact";

export const serviceProviderSearch: EntitySearch<Prisma.ServiceProviderWhereInput, Prisma.ServiceProviderOrderByWithRelationInput> = {
  label: "Service providers",
  fields: contactPartyFields<Prisma.ServiceProviderWhereInput>(),
  sorts: contactPartySorts(),
};
