import { HISTORY_ENTITY_LABELS, type ActivityEventDto, type ActivityFilters } from "@/lib/schemas/history";
import { agencyDay } from "@/lib/domain/agency-time";
import type { Actor } from "@/server/auth/actor";
import { prisma } from "@/server/db/client";
import { env } from "@/server/env";
import { unprocessable } from "@/server/errors";
import { agencyDateTime, csvStream, EXPORT_TOO_LARGE_MESSAGE, inOrder, MAX_EXPORT_ROWS, zoned, type CsvColumn } from "@/server/export/csv";
import type { ExportFile } from "@/server/export/export-list";
import { ACTIVITY_ORDER, activityWhere, assertMaySeeActivity, readActivityRows, toActivityEvents } from "./find-activity";

const ACTION_WORDS = { create: "Created", update: "Changed", delete: "Deleted" } as const;

/** One CSV row per event (its field changes in one cell), like the Activity page reads. */
function activityColumns(timeZone: string): CsvColumn<ActivityEventDto>[] {
  return [
    { header: zoned("When", timeZone), kind: "date", value: (event) => agencyDateTime(event.at, timeZone) },
    { header: "Who", kind: "text", value: (event) => event.actor.name },
    { header: "Action", kind: "text", value: (event) => ACTION_WORDS[event.action] },
    { header: "Kind of record", kind: "text", value: (event) => HISTORY_ENTITY_LABELS[event.record.entity] },
    { header: "Record", kind: "text", value: (event) => event.record.name },
    { header: "Record deleted", kind: "text", value: (event) => event.record.deleted },
    {
      header: "Changes",
      kind: "text",
      value: (event) =>
        event.changes
          .map((change) =>
            change.from === null
              ? `${change.label}: ${change.to ?? "(empty)"}`
              : `${change.label}: ${change.from} → ${change.to ?? "(empty)"}`,
          )
          .join("; "),
    },
  ];
}

/** GET /history/export: every event the filters match (at most MAX_EXPORT_ROWS), newest first, streamed as CSV (text cells neutralised). */
export async function exportActivity({ filters, actor }: { filters: ActivityFilters; actor: Actor }): Promise<ExportFile> {
  assertMaySeeActivity(actor);
  const ids = (
    await prisma.auditLog.findMany({
      where: activityWhere(filters),
      orderBy: ACTIVITY_ORDER,
      select: { id: true },
      take: MAX_EXPORT_ROWS + 1,
    })
  ).map((row) => row.id);
  if (ids.length > MAX_EXPORT_ROWS) throw unprocessable(EXPORT_TOO_LARGE_MESSAGE);
  const timeZone = env().APP_TIME_ZONE;
  return {
    fileName: `activity-${agencyDay(new Date(), timeZone).date}.csv`,
    total: ids.length,
    body: csvStream(ids, activityColumns(timeZone), async (batch) =>
      inOrder(batch, await toActivityEvents(await readActivityRows(batch)), (event) => event._id),
    ),
  };
}
