import type { Prisma } from "@/lib/generated/prisma/client";
import type { SortOrder } from "@/lib/schemas/search";
import type { SearchField } from "../field";
import { textWhere } from "../prisma-conditions";
import { columnSorts, timestampFields } from "./columns";

/**
 * The fields clients and service providers share (PRODUCT.md#clients: "same fields as
 * client"), also offered by the accounts list (its rows are clients). Phone
 * numbers are matched by their digits, in the generated *_digits columns.
 */
type ContactWhere = Prisma.ClientWhereInput | Prisma.ServiceProviderWhereInput;

export function contactPartyFields<W extends ContactWhere>(): SearchField<W>[] {
  return [
    { name: "name", title: "Name", type: "string", where: textWhere<W>(["name"]) },
    { name: "contactFirstName", title: "Contact first name", type: "string", where: textWhere<W>(["contactFirstName"]) },
    { name: "contactLastName", title: "Contact last name", type: "string", where: textWhere<W>(["contactLastName"]) },
    { name: "contactPrimaryNumber", title: "Primary number", type: "string", phone: true, where: textWhere<W>(["contactPrimaryDigits"]) },
    {
      name: "contactSecondaryNumber",
      title: "Secondary number",
      type: "string",
      phone: true,
      where: textWhere<W>(["contactSecondaryDigits"], { nullable: true }),
    },
    { name: "contactEmailAddress", title: "E-mail address", type: "string", where: textWhere<W>(["contactEmailAddress"]) },
    { name: "contactWebsiteURL", title: "Website", type: "string", where: textWhere<W>(["contactWebsiteURL"], { nullable: true }) },
    { name: "contactMailingAddress", title: "Mailing address", type: "string", where: textWhere<W>(["contactMailingAddress"]) },
    ...timestampFields<W>(),
  ];
}

type ContactOrderBy = Prisma.ClientOrderByWithRelationInput & Prisma.ServiceProviderOrderByWithRelationInput;

/** The sorts of LIST_SORTS.clients / ["service-providers"]; the id breaks ties. */
export function contactPartySorts(): Record<string, (order: SortOrder) => ContactOrderBy[]> {
  const { by } = columnSorts<ContactOrderBy>();
  return {
    name: by("nameOrder"),
    contactFirstName: by("contactFirstName"),
    contactLastName: by("contactLastName"),
    contactPrimaryNumber: by("contactPrimaryNumber"),
    contactEmailAddress: by("contactEmailAddress"),
    createdAt: by("createdAt"),
    updatedAt: by("updatedAt"),
  };
}
