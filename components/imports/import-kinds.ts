import { requiredImportFields, type ImportKind } from "@/lib/domain/import-fields";
import type { ImportDefaults, ImportDto, ImportMapping } from "@/lib/schemas/import";

/** What the import flow (import-flow.tsx) knows besides its steps: where each kind's records are listed, the API lists
 * an import changes, the result of a commit, the page's address, and the values it sends for every row. */

export const KIND_LIST_HREF: Record<ImportKind, string> = {
  clients: "/clients",
  "service-providers": "/service-providers",
  listings: "/listings",
  "opening-balances": "/accounts",
  tenants: "/tenants",
  // A tenant's page lists their leases and balances.
  leases: "/tenants",
};

/** The API lists an import changes, revalidated after a commit or an undo. */
export const KIND_API_PREFIXES: Record<ImportKind, string[]> = {
  clients: ["/clients", "/accounts"],
  "service-providers": ["/services/providers"],
  listings: ["/listings", "/clients", "/leases", "/tenants"],
  "opening-balances": ["/accounts"],
  tenants: ["/tenants"],
  leases: ["/leases", "/tenants", "/listings", "/rent-roll"],
};

export interface CommitResult {
  created: number;
  updated: number;
  unchanged: number;
  skipped: number;
  invalid: number;
}

/** The page's address while an import is being imported or done: `?import={id}`, so a reload comes back to it. */
export const IMPORT_PARAM = "import";

export function rememberImport(id: string | null) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set(IMPORT_PARAM, id);
  else url.searchParams.delete(IMPORT_PARAM);
  window.history.replaceState(window.history.state, "", url);
}

export const resultOf = (dto: ImportDto): CommitResult => ({
  created: dto.created,
  updated: dto.updated,
  unchanged: dto.unchanged,
  skipped: dto.skipped,
  invalid: dto.invalid,
});

/** The values for every row the mapping step shows — the required fields no column fills; blank ones are left out. */
export function defaultsFor(kind: ImportKind, role: string, mapping: ImportMapping, defaults: ImportDefaults): ImportDefaults {
  const mapped = new Set(Object.values(mapping).filter(Boolean));
  return Object.fromEntries(
    requiredImportFields(kind, role)
      .filter((field) => !mapped.has(field.name) && (defaults[field.name] ?? "").trim())
      .map((field) => [field.name, defaults[field.name]!]),
  );
}
