import { LISTING_STATUS_LABELS, ROLE_LABELS, type ListingStatus, type Role, type ServiceOrderStatus } from "@/lib/domain/enums";
import type { QuickFindHit, QuickFindKind } from "@/lib/schemas/search";
import { SERVICE_ORDER_STATUS_LABELS } from "@/lib/domain/enums";
import { DOCUMENT_CATEGORY_LABELS, type DocumentCategory } from "@/lib/domain/documents";
import type { Actor } from "@/server/auth/actor";
import { formatInZone } from "@/lib/domain/agency-time";

/**
 * What quick-find searches in each kind of record (alias `t`), and how a row
 * it found is shown. `labelColumn` is the column the ranking looks at (exact,
 * prefix and word-start matches first), `sortKey` orders equally ranked rows
 * (names A–Z, or the newest first with `sortDescending`).
 * Every text column here has a trigram index (migration 20261123020000_search).
 */
export interface QuickFindSource {
  key: QuickFindKind;
  table: string;
  labelColumn: string;
  /** `lower(labelColumn)` as an indexed column, when there is one: the exact-match tier reads it. */
  exactColumn?: string;
  sortKey: string;
  sortDescending?: boolean;
  textColumns: string[];
  /** Digits-only columns (phone numbers), searched with the digits of what was typed. */
  digitColumns?: string[];
  /** A number typed as "42" or "#42" finds this column's exact value first (orders). */
  numberColumn?: string;
  /** Columns the row shows, over `t` and `joins`. */
  select: string;
  joins?: string;
  /** A condition every row found must meet, over `t` (documents: complete ones, users' for admins only). */
  where?: (actor: Actor) => string;
  toHit(row: Record<string, unknown>, timeZone: string): QuickFindHit;
}

const text = (value: unknown) => (typeof value === "string" ? value : "");
const joined = (...parts: unknown[]) => parts.map(text).filter(Boolean).join(" · ");
/** Clients and service providers: a name and a contact person, searched and shown alike. */
function contactSource(key: QuickFindKind, table: string, path: string): QuickFindSource {
  return {
    key,
    table,
    labelColumn: "t.name",
    exactColumn: "t.name_sort",
    sortKey: "t.name_order",
    textColumns: ["t.name", "t.contact_first_name", "t.contact_last_name", "t.contact_email_address"],
    digitColumns: ["t.contact_primary_digits", "t.contact_secondary_digits"],
    select: "t.name, t.contact_first_name, t.contact_last_name, t.contact_primary_number",
    toHit: (row) => ({
      _id: text(row.id),
      label: text(row.name),
      detail: joined(`${text(row.contact_first_name)} ${text(row.contact_last_name)}`.trim(), row.contact_primary_number),
      href: `/${path}/view/${text(row.id)}`,
    }),
  };
}

export const QUICK_FIND_SOURCES: QuickFindSource[] = [
  contactSource("clients", "clients", "clients"),
  {
    key: "listings",
    table: "listings",
    labelColumn: "t.property_name",
    exactColumn: "t.property_name_sort",
    sortKey: "t.property_name_order",
    // The current lease's tenant too (name, e-mail, phone digits): "who rents the place with 0101?" leads to the listing.
    textColumns: ["t.property_name", "t.location", "t.tenant_name", "t.tenant_email"],
    digitColumns: ["t.tenant_phone_digits"],
    select: "t.property_name, t.location, t.status, t.tenant_name",
    toHit: (row) => ({
      _id: text(row.id),
      label: text(row.property_name),
      detail: joined(
        row.location,
        LISTING_STATUS_LABELS[row.status as ListingStatus],
        text(row.tenant_name) ? `Tenant ${text(row.tenant_name)}` : "",
      ),
      href: `/listings/view/${text(row.id)}`,
    }),
  },
  contactSource("serviceProviders", "service_providers", "service-providers"),
  {
    key: "serviceOrders",
    table: "service_orders",
    labelColumn: "t.name",
    // The newest orders first among equals.
    sortKey: "t.order_number",
    sortDescending: true,
    textColumns: ["t.name"],
    numberColumn: "t.order_number",
    select: "t.order_number, t.name, t.status::text AS status, l.property_name, p.name AS provider_name",
    joins: "JOIN listings l ON l.id = t.listing_id JOIN service_providers p ON p.id = t.service_provider_id",
    toHit: (row) => ({
      _id: text(row.id),
      label: `#${String(row.order_number)} ${text(row.name)}`,
      detail: joined(row.property_name, row.provider_name, SERVICE_ORDER_STATUS_LABELS[row.status as ServiceOrderStatus]),
      href: `/service-orders/view/${text(row.id)}`,
    }),
  },
  {
    key: "reminders",
    table: "reminders",
    labelColumn: "t.name",
    // The latest reminders first among equals.
    sortKey: "t.due_at",
    sortDescending: true,
    textColumns: ["t.name"],
    select: "t.name, t.due_at, l.property_name",
    joins: "JOIN listings l ON l.id = t.listing_id",
    toHit: (row, timeZone) => ({
      _id: text(row.id),
      label: text(row.name),
      detail: joined(row.property_name, formatInZone(row.due_at as Date, timeZone, "MMM d, y - h:mma")),
      href: `/reminders/view/${text(row.id)}`,
    }),
  },
  {
    key: "tenants",
    table: "tenants",
    labelColumn: "t.display_name",
    exactColumn: "t.name_sort",
    sortKey: "t.name_order",
    textColumns: ["t.display_name", "t.email"],
    digitColumns: ["t.phone_digits", "t.secondary_phone_digits"],
    select: "t.display_name, t.email, t.phone",
    toHit: (row) => ({
      _id: text(row.id),
      label: text(row.display_name),
      detail: joined(row.phone, row.email),
      href: `/tenants/view/${text(row.id)}`,
    }),
  },
  {
    key: "documents",
    table: "documents",
    labelColumn: "t.title",
    sortKey: "lower(t.title)",
    textColumns: ["t.title"],
    // The record's name for the detail: one of the LEFT JOINs meets (accounts are their clients').
    select: `t.title, t.category, t.entity, t.record_id::text AS record_id, t.expires_on,
      coalesce(rc.name, rl.property_name, rp.name, '#' || ro.order_number || ' ' || ro.name, ru.first_name || ' ' || ru.last_name,
               rt.display_name, 'Lease of ' || rll.property_name) AS record_name`,
    joins: `LEFT JOIN clients rc ON t.entity IN ('clients', 'accounts') AND rc.id = t.record_id
      LEFT JOIN listings rl ON t.entity = 'listings' AND rl.id = t.record_id
      LEFT JOIN service_providers rp ON t.entity = 'service-providers' AND rp.id = t.record_id
      LEFT JOIN service_orders ro ON t.entity = 'service-orders' AND ro.id = t.record_id
      LEFT JOIN users ru ON t.entity = 'users' AND ru.id = t.record_id
      LEFT JOIN tenants rt ON t.entity = 'tenants' AND rt.id = t.record_id
      LEFT JOIN leases re ON t.entity = 'leases' AND re.id = t.record_id
      LEFT JOIN listings rll ON rll.id = re.listing_id`,
    where: (actor) => (actor.role === "admin" ? "t.complete" : "t.complete AND t.entity <> 'users'"),
    toHit: (row) => ({
      _id: text(row.id),
      label: text(row.title),
      detail: joined(
        DOCUMENT_CATEGORY_LABELS[row.category as DocumentCategory],
        row.record_name,
        row.expires_on instanceof Date ? `Expires ${formatInZone(row.expires_on, "UTC", "MMM d, y")}` : "",
      ),
      href: `/${text(row.entity)}/view/${text(row.record_id)}`,
    }),
  },
  {
    key: "users",
    table: "users",
    labelColumn: "t.first_name",
    exactColumn: "t.first_name_sort",
    sortKey: "t.first_name_order",
    textColumns: ["t.first_name", "t.last_name", "t.user_name", "t.email"],
    select: "t.first_name, t.last_name, t.email, t.role",
    toHit: (row) => ({
      _id: text(row.id),
      label: `${text(row.first_name)} ${text(row.last_name)}`.trim(),
      detail: joined(ROLE_LABELS[row.role as Role], row.email),
      href: `/users/view/${text(row.id)}`,
    }),
  },
];
