import { z } from "zod";
import { ROLES, type Role } from "@/lib/domain/enums";
import { paginationSchema, searchText } from "./common";

/** The signed-in user as the API and the shell see it (SPEC §3 Session.userInfo); never carries a password. */
export interface UserInfo {
  _id: string;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** Drives menu permissions (SPEC §3); equal to role. */
  roleCode: Role;
  isActive: boolean;
  picture: string | null;
}

/** GET /users: skip, limit, firstName (contains), role. */
export const userListQuerySchema = paginationSchema.extend({
  firstName: searchText,
  role: z.enum(ROLES, { error: "role must be admin or property-specialist." }).optional(),
});

export type UserListQuery = z.output<typeof userListQuerySchema>;
