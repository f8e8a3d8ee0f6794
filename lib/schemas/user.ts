import { z } from "zod";
import { ROLES, type Role } from "@/lib/domain/enums";
import type { Language } from "@/lib/i18n/languages";
import { languageSchema } from "./language";
import { idSchema, paginationSchema, requiredEmail, requiredText, searchText, updateFieldsOf } from "./common";
import { listControls } from "./search";
import { PASSWORD_MAX_LENGTH } from "./sign-in-rules";

/** The signed-in user as the API and the shell see it (PRODUCT.md#sign-in Session.userInfo); never carries a password. */
export interface UserInfo {
  _id: string;
  userName: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
  /** Drives menu permissions (PRODUCT.md#roles); equal to role. */
  roleCode: Role;
  isActive: boolean;
  picture: string | null;
  /** The language of the mail the console sends the person. */
  language: Language;
}

/** GET /users: skip, limit, firstName (contains), role. */
export const userListQuerySchema = paginationSchema.extend({
  firstName: searchText,
  role: z.enum(ROLES, { error: "role must be admin or property-specialist." }).optional(),
  ...listControls("users"),
});

export type UserListQuery = z.output<typeof userListQuerySchema>;

// ---------------------------------------------------------------------------
// User management (issue 7): one fields schema for the form and the handlers.
// ---------------------------------------------------------------------------

export const PASSWORD_MIN_LENGTH = 8;
/** The longest password a user can set; sign-in refuses longer ones before any work (./sign-in-rules.ts). */
export { PASSWORD_MAX_LENGTH };

/** Passwords are never trimmed: spaces are characters like any other. */
export const passwordSchema = z
  .string({ error: "Password is required." })
  .min(1, "Password is required.")
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters.`);

export const roleSchema = z.enum(ROLES, {
  error: (issue) =>
    issue.input === undefined || issue.input === null || issue.input === ""
      ? "Role is required."
      : "Role must be admin or property-specialist.",
});

/**
 * PRODUCT.md#users: user name, first name, last name, e-mail (valid format) and role
 * are required; the password only on create. E-mail is stored lower-case.
 */
export const userFieldsSchema = z.object({
  userName: requiredText("User name", 80).refine((value) => !/\s/.test(value), "User name cannot contain spaces."),
  firstName: requiredText("First name", 80),
  lastName: requiredText("Last name", 80),
  email: requiredEmail("E-mail address").transform((value) => value.toLowerCase()),
  role: roleSchema,
  isActive: z.boolean({ error: "isActive must be true or false." }).default(true),
  /** Left out on register: the agency's (server side). */
  language: languageSchema.optional(),
});

/** POST /users/register. */
export const createUserSchema = userFieldsSchema.extend({ password: passwordSchema });

/**
 * PUT /users/update: `_id` and the fields to change; fields left out keep their
 * stored value (an update without `isActive` never re-enables a disabled user).
 * A password absent, null or blank keeps the old one.
 */
export const updateUserSchema = updateFieldsOf(userFieldsSchema).extend({
  _id: idSchema,
  password: z
    .union([z.literal(""), z.null(), passwordSchema], { error: "Password must be text." })
    .optional()
    .transform((value) => (value ? value : undefined)),
});

/** GET and PUT /users/me/preferences: the signed-in person's own choices. */
export const preferencesSchema = z.object({ language: languageSchema });

export type Preferences = z.output<typeof preferencesSchema>;

/** PUT /users/{id}/update/avatar: only the picture is read; anything else in the body is ignored. */
export const userAvatarSchema = z.object({
  picture: z.string({ error: "Picture is required." }).min(1, "Picture is required."),
});

/**
 * The form's schema: in create mode the password is required; in update mode
 * the form has no password field at all (PRODUCT.md#users: removed when loading for edit).
 */
export const userFormSchema = (mode: "create" | "update") =>
  mode === "create"
    ? createUserSchema
    : userFieldsSchema.extend({
        password: z
          .string()
          .optional()
          .transform(() => undefined),
      });

export type UserFormValues = z.input<typeof createUserSchema>;
export type UserFields = z.output<typeof userFieldsSchema>;
export type CreateUserInput = z.output<typeof createUserSchema>;
export type UpdateUserInput = z.output<typeof updateUserSchema>;
