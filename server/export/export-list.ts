import type { SearchEntity } from "@/lib/schemas/search";
import { agencyDay } from "@/lib/domain/agency-time";
import type { Actor } from "@/server/auth/actor";
import { env } from "@/server/env";
import { unprocessable } from "@/server/errors";
import { accountExport } from "./account-export";
import { clientExport, serviceProviderExport } from "./contact-exports";
import { csvStream, EXPORT_TOO_LARGE_MESSAGE, MAX_EXPORT_ROWS, type EntityExport } from "./csv";
import { listingExport } from "./listing-export";
import { reminderExport } from "./reminder-export";
import { serviceOrderExport } from "./service-order-export";
import { tenantExport } from "./tenant-export";
import { userExport } from "./user-export";

type AnyExport = EntityExport<unknown, unknown>;
/** Each export's query and row types are its own; the registry only passes a query its own schema parsed. */
const erase = <Query, Row>(entityExport: EntityExport<Query, Row>) => entityExport as unknown as AnyExport;

const EXPORTS: Record<SearchEntity, AnyExport> = {
  clients: erase(clientExport),
  listings: erase(listingExport),
  "service-providers": erase(serviceProviderExport),
  "service-orders": erase(serviceOrderExport),
  reminders: erase(reminderExport),
  accounts: erase(accountExport),
  users: erase(userExport),
  tenants: erase(tenantExport),
};

/** The query schema of an entity's export: its list's, without paging. */
export function exportQuerySchema(entity: SearchEntity) {
  return EXPORTS[entity].query;
}

export interface ExportFile {
  fileName: string;
  total: number;
  body: ReadableStream<Uint8Array>;
}

/**
 * GET /export/{entity}: with the list's parameters (criteria and sort
 * included; `query` as exportQuerySchema(entity) parsed it), the matching ids
 * are found, then the CSV streams. `listings-2026-11-24.csv`: named by the
 * agency's today.
 */
export async function exportList(entity: SearchEntity, query: unknown, actor: Actor): Promise<ExportFile> {
  const entityExport = EXPORTS[entity];
  const ids = await entityExport.ids(query, actor, MAX_EXPORT_ROWS + 1);
  if (ids.length > MAX_EXPORT_ROWS) throw unprocessable(EXPORT_TOO_LARGE_MESSAGE);
  const timeZone = env().APP_TIME_ZONE;
  return {
    fileName: `${entity}-${agencyDay(new Date(), timeZone).date}.csv`,
    total: ids.length,
    body: csvStream(ids, entityExport.columns(timeZone), (batch) => entityExport.rows(batch, timeZone)),
  };
}
