import type { Prisma } from "@/lib/generated/prisma/client";
import type { EntitySearch } from "../field";
import { textWhere } from "../prisma-conditions";
import { columnSorts, timestampFields } from "./columns";
import { ownDocumentCategoryField } from "./documents";

type W = Prisma.TenantWhereInput;
type O = Prisma.TenantOrderByWithRelationInput;

const { by, byNullable } = columnSorts<O>();

/** The tenants list's Finder (PRODUCT.md#tenants): phones matched by their digits, in the generated *_digits columns. */
export const tenantSearch: EntitySearch<W, O> = {
  label: "Tenants",
  fields: [
    { name: "name", title: "Name", type: "string", where: textWhere<W>(["displayName"]) },
    { name: "firstName", title: "First name", type: "string", where: textWhere<W>(["firstName"]) },
    { name: "lastName", title: "Last name", type: "string", where: textWhere<W>(["lastName"]) },
    { name: "companyName", title: "Company name", type: "string", where: textWhere<W>(["companyName"], { nullable: true }) },
    { name: "email", title: "E-mail address", type: "string", where: textWhere<W>(["email"], { nullable: true }) },
    { name: "phone", title: "Phone", type: "string", phone: true, where: textWhere<W>(["phoneDigits"], { nullable: true }) },
    {
      name: "secondaryPhone",
      title: "Second phone",
      type: "string",
      phone: true,
      where: textWhere<W>(["secondaryPhoneDigits"], { nullable: true }),
    },
    { name: "mailingAddress", title: "Mailing address", type: "string", where: textWhere<W>(["mailingAddress"], { nullable: true }) },
    ...timestampFields<W>(),
    ownDocumentCategoryField<W>(),
  ],
  sorts: {
    name: by("nameOrder"),
    companyName: byNullable("companyName"),
    email: byNullable("email"),
    phone: byNullable("phone"),
    createdAt: by("createdAt"),
    updatedAt: by("updatedAt"),
  },
};
