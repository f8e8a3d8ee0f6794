import { z } from "zod";
import type { LeaseStatus } from "@/lib/domain/rent";
import type { Language } from "@/lib/i18n/languages";
import { languageSchema } from "./language";
import { optionalEmail, optionalText, paginationSchema, searchText, updateFieldsOf } from "./common";
import { listControls } from "./search";

/**
 * Tenants (PRODUCT.md#tenants): who rents. A person (first and last name) or
 * a company (its name); every other field optional. The same schemas check the
 * form (zodResolver) and the bodies of POST /tenants and PUT /tenants/{id}.
 */
export const TENANT_NAME_MESSAGE = "Enter a first and last name, or a company name.";

export const tenantFieldsObject = z.object({
  firstName: optionalText("First name", 200),
  lastName: optionalText("Last name", 200),
  companyName: optionalText("Company name", 200),
  email: optionalEmail("E-mail address"),
  phone: optionalText("Phone", 40),
  secondaryPhone: optionalText("Second phone", 40),
  mailingAddress: optionalText("Mailing address", 500),
  notes: optionalText("Notes", 4000),
  /** The language of the tenant's receipts and letters; left out on create, the agency's (server side). */
  language: languageSchema.optional(),
});

/**
 * A company name, or both a first and a last name. The message is put on each
 * name field that is missing, so the form marks them and the API's 400 names them.
 */
function aName(tenant: { firstName?: string | null; lastName?: string | null; companyName?: string | null }, ctx: z.RefinementCtx) {
  if (tenant.companyName || (tenant.firstName && tenant.lastName)) return;
  for (const field of ["firstName", "lastName"] as const) {
    if (!tenant[field]) ctx.addIssue({ code: "custom", path: [field], message: TENANT_NAME_MESSAGE });
  }
  ctx.addIssue({ code: "custom", path: ["companyName"], message: TENANT_NAME_MESSAGE });
}

/** POST /tenants, and the form. */
export const tenantCreateSchema = tenantFieldsObject.superRefine(aName);

/** PUT /tenants/{id}: the fields sent change; the name rule holds for the merged tenant (server/updates.ts). */
export const tenantUpdateSchema = updateFieldsOf(tenantFieldsObject, "The body must be a JSON object of tenant fields.");

/** GET /tenants: paging, `name` (in the name, the e-mail or the phones' digits), the Finder's criteria and the table's sort. */
export const tenantListQuerySchema = paginationSchema.extend({ name: searchText, ...listControls("tenants") });

export type TenantFormValues = z.input<typeof tenantCreateSchema>;
export type TenantFields = z.output<typeof tenantCreateSchema>;
export type TenantUpdateInput = z.output<typeof tenantUpdateSchema>;
export type TenantListQuery = z.output<typeof tenantListQuerySchema>;

/** A tenant as the API returns it. Money as a string with two decimals. */
export interface TenantDto {
  _id: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  /** The name lists show: the company, else "First Last". */
  name: string;
  email: string | null;
  phone: string | null;
  secondaryPhone: string | null;
  mailingAddress: string | null;
  notes: string | null;
  language: Language;
  /** What the tenant owes on all their leases (negative: a credit). */
  balance: string;
  /** How many leases name the tenant, past and present. */
  leaseCount: number;
  createdAt: string;
  updatedAt: string;
}

/** One of a tenant's leases, as their page lists them (server/tenants/tenant-leases.ts). */
export interface TenantLeaseDto {
  _id: string;
  listingRef: { _id: string; propertyName: string };
  startDate: string | null;
  endDate: string | null;
  endedEarlyOn: string | null;
  rent: string;
  status: LeaseStatus;
  balance: string;
  primary: boolean;
}
