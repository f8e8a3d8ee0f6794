import { ROLE_LABELS, ROLES } from "@/lib/domain/enums";
import type { Prisma } from "@/lib/generated/prisma/client";
import type { EntitySearch, SearchField } from "../field";
import { agencyDayWhere, booleanWhere, inWhere, textWhere } from "../prisma-conditions";
import { enumField } from "./lookups";
import { columnSorts } from "./columns";
import { ownDocumentCategoryField } from "./documents";

type W = Prisma.UserWhereInput;
type O = Prisma.UserOrderByWithRelationInput;

const fields: SearchField<W>[] = [
  { name: "firstName", title: "First name", type: "string", where: textWhere<W>(["firstName"]) },
  { name: "lastName", title: "Last name", type: "string", where: textWhere<W>(["lastName"]) },
  { name: "userName", title: "User name", type: "string", where: textWhere<W>(["userName"]) },
  { name: "email", title: "E-mail address", type: "string", where: textWhere<W>(["email"]) },
  enumField("role", "Role", ROLES, ROLE_LABELS, inWhere<W>(["role"])),
  { name: "isActive", title: "Enabled", type: "boolean", where: booleanWhere<W>(["isActive"]) },
  { name: "createdAt", title: "Created", type: "date", dateTime: true, where: agencyDayWhere<W>(["createdAt"]) },
  // Users' documents are admins' only (server/documents/document-access.ts): so is searching by them.
  { ...ownDocumentCategoryField<W>(), adminOnly: true },
];

const { by } = columnSorts<O>();

export const userSearch: EntitySearch<W, O> = {
  label: "Users",
  fields,
  sorts: {
    firstName: by("firstNameOrder"),
    lastName: by("lastName"),
    userName: by("userName"),
    email: by("email"),
    role: by("role"),
    isActive: by("isActive"),
  },
};

/** GET /users without `sort`: by first name, case-insensitively. */
export const USER_DEFAULT_SORT = { name: "firstName", orderBy: userSearch.sorts.firstName!("asc") };
