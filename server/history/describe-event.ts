import type { HistoryAction, HistoryChange } from "@/lib/schemas/history";
import { formatUsdAbsolute } from "@/lib/domain/money";
import { SAVED_IN_OUTBOX_LINE } from "@/lib/domain/outbox";
import { HIDDEN_KEYS, HISTORY_FIELDS, LEDGER_COLUMN_LABELS, TRANSACTION_TYPE_LABELS, type FieldLabel } from "./history-fields";
import { formatValue, plainValue, type FormatContext } from "./format-value";

export interface StoredAuditEvent {
  action: string;
  entityType: string;
  changes: unknown;
}

export interface DescribedEvent {
  action: HistoryAction;
  changes: HistoryChange[];
}

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value);
const isChangePair = (value: unknown): value is { from: unknown; to: unknown } => isObject(value) && "from" in value && "to" in value;

/** "contactWebsiteURL" → "Contact website url": a readable name for keys without a label. */
export function spelledOut(key: string): string {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, "$1 $2")
    .replace(/[_-]+/g, " ")
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** A stored key's label, value kind and field name (the record JSON's; the key itself when unlisted). */
function fieldOf(entityType: string, key: string): Required<FieldLabel> {
  const known = HISTORY_FIELDS[entityType]?.[key];
  return { field: known?.field ?? key, label: known?.label ?? spelledOut(key), value: known?.value ?? { kind: "text" } };
}

/** A change that is a sentence of its own ('posted …', 'picture added'): no from. */
const happened = (field: string, label: string, to: string): HistoryChange => ({ field, label, from: null, to });

/** "settled: $1,500.00 held, $200.00 deducted, $300.00 applied, $1,000.00 refunded" (server/deposits/settle-deposit.ts). */
function depositSettledText(changes: Record<string, unknown>): string {
  const amount = (key: string) => {
    const value = plainValue(changes[key]);
    return typeof value === "string" && /^\d+(\.\d+)?$/.test(value) ? formatUsdAbsolute(value) : "$0.00";
  };
  return `settled: ${amount("held")} held, ${amount("deducted")} deducted, ${amount("applied")} applied, ${amount("refund")} refunded`;
}

/** The private calendar feed: made, replaced or revoked (never its address). */
const feedChange = (to: string) => happened("calendarFeed", "Calendar feed", to);

function pictureChange({ field, label }: FieldLabel & { field: string }, from: unknown, to: unknown): HistoryChange {
  if (from === null || from === undefined || from === "property1.jpg") return happened(field, label, "picture added");
  if (to === null || to === undefined || to === "property1.jpg") return happened(field, label, "picture removed");
  return happened(field, label, "picture replaced");
}

/** The { field: { from, to } } of an update, each formatted; unchanged-looking and hidden fields are left out. */
function fieldChanges(entityType: string, changes: Json, context: FormatContext): HistoryChange[] {
  const out: HistoryChange[] = [];
  for (const [key, value] of Object.entries(changes)) {
    if (HIDDEN_KEYS.has(key)) continue;
    if (key === "feedRevoked") {
      if (value) out.push(feedChange("revoked"));
      continue;
    }
    if (key === "passwordChanged") {
      if (value) out.push(happened("password", "Password", "password changed"));
      continue;
    }
    if (!isChangePair(value)) continue;
    const field = fieldOf(entityType, key);
    if (field.value.kind === "picture") {
      if (!out.some((change) => change.field === field.field)) out.push(pictureChange(field, value.from, value.to));
      continue;
    }
    const from = formatValue(field.value, value.from, context);
    const to = formatValue(field.value, value.to, context);
    if (from !== to) out.push({ field: field.field, label: field.label, from, to });
  }
  return out;
}

/** "Credit $1,200.00 by Wire 'May rent'" — one ledger entry in words. */
export function ledgerEntryText(entry: Json): string {
  const column = LEDGER_COLUMN_LABELS[entry.column as keyof typeof LEDGER_COLUMN_LABELS] ?? plainValue(entry.column) ?? "";
  const type = TRANSACTION_TYPE_LABELS[entry.type as keyof typeof TRANSACTION_TYPE_LABELS] ?? plainValue(entry.type);
  const value =
    typeof entry.value === "string" && /^-?\d+(\.\d+)?$/.test(entry.value) ? formatUsdAbsolute(entry.value) : plainValue(entry.value);
  const description = plainValue(entry.description);
  return [column, value, type ? `by ${type}` : null, description ? `'${description}'` : null].filter(Boolean).join(" ");
}

/** The reason given for reversing or deleting an entry, as a change of its own (none: an API call without one). */
function reasonChanges(changes: Json): HistoryChange[] {
  const reason = plainValue(changes.reason);
  return reason ? [happened("reason", "Reason", reason)] : [];
}

function signInLockChange(changes: Json): HistoryChange {
  const failures = typeof changes.failures === "number" ? changes.failures : 0;
  const from = failures === 1 ? "1 failed sign-in" : `${failures} failed sign-ins`;
  return { field: "signInLock", label: "Sign-in lock", from, to: "cleared" };
}

/** "passkey 'Work laptop' added", "backup codes made anew", "second step reset (every session ended)". */
function secondFactorText(changes: Json): string {
  const name = plainValue(changes.name);
  const texts: Record<string, string> = {
    "passkey-added": `passkey '${name}' added`,
    "passkey-removed": `passkey '${name}' removed`,
    "totp-added": "authenticator app set up",
    "totp-removed": "authenticator app removed",
    "backup-codes": "backup codes made anew",
    reset: "second step reset (every session ended)",
  };
  return texts[String(changes.event)] ?? "changed";
}

/**
 * "e-mailed to owner@example.com for 2026-02-01 to 2026-02-28", or, with no mail server,
 * "not e-mailed to owner@example.com for 2026-02-01 to 2026-02-28: saved in the Outbox — no mail server is set up".
 */
function statementSentText(changes: Json): string {
  const address = plainValue(changes.address);
  const from = plainValue(changes.from);
  const to = plainValue(changes.to);
  const captured = changes.captured === true;
  const text = [captured ? "not e-mailed" : "e-mailed", address ? `to ${address}` : null, from && to ? `for ${from} to ${to}` : null]
    .filter(Boolean)
    .join(" ");
  return captured ? `${text}: ${SAVED_IN_OUTBOX_LINE}` : text;
}

/** "work order e-mailed to Acme <acme@example.com>", or "work order to Acme <…> saved in the Outbox — no mail server is set up". */
function workOrderSentText(changes: Json): string {
  const to = `${plainValue(changes.provider) ?? ""} <${plainValue(changes.to) ?? ""}>`;
  return changes.captured === true ? `work order to ${to} ${SAVED_IN_OUTBOX_LINE}` : `work order e-mailed to ${to}`;
}

const ledgerChange = (to: string) => happened("ledger", "Ledger", to);

/** "document added 'Lease 2026' (lease.pdf)" — a document event on its record. */
function documentChange(verb: string, changes: Json): HistoryChange {
  const title = plainValue(changes.title);
  const fileName = plainValue(changes.fileName);
  const named = [title ? `'${title}'` : null, fileName && fileName !== title ? `(${fileName})` : null].filter(Boolean).join(" ");
  return happened("documents", "Documents", named ? `document ${verb} ${named}` : `document ${verb}`);
}

/** "3 pictures added; new cover" — a listing's gallery changed (issue 30 §2). */
function galleryChange(changes: Json): HistoryChange {
  const count = typeof changes.count === "number" ? changes.count : 1;
  const caption = plainValue(changes.caption);
  const what =
    changes.event === "add"
      ? count === 1
        ? "picture added"
        : `${count} pictures added`
      : changes.event === "remove"
        ? "picture removed"
        : changes.event === "order"
          ? "pictures reordered"
          : caption
            ? `caption set to '${caption}'`
            : "caption removed";
  return happened("gallery", "Gallery", changes.coverChanged === true ? `${what}; new cover` : what);
}

/** A change an import made, or undid, says so: "imported from {file}" (issue 31). */
function importChanges(changes: Json): HistoryChange[] {
  const from = plainValue(changes.importedFrom);
  const undone = plainValue(changes.importUndone);
  return [
    ...(from ? [happened("import", "Import", `imported from ${from}`)] : []),
    ...(undone ? [happened("import", "Import", `import of ${undone} undone`)] : []),
  ];
}

/**
 * One audit row as a history event. The verbs beyond create/update/delete are
 * mapped: a status change, a new avatar, a cleared sign-in lock, a calendar
 * feed made or revoked, a ledger
 * entry posted, reversed or deleted (with the reason given) are updates of
 * their record. Creates and deletes
 * carry no field list (the event says it all); rows of any older shape read
 * with what they hold.
 */
export function describeEvent(row: StoredAuditEvent, context: FormatContext): DescribedEvent {
  const changes = isObject(row.changes) ? row.changes : {};
  switch (row.action) {
    case "create":
      return { action: "create", changes: importChanges(changes) };
    case "delete":
      if (row.entityType === "account" && "entryId" in changes) {
        return { action: "update", changes: [ledgerChange(`deleted entry ${ledgerEntryText(changes)}`)] };
      }
      return { action: "delete", changes: importChanges(changes) };
    case "delete-entry":
      return { action: "update", changes: [ledgerChange(`deleted entry ${ledgerEntryText(changes)}`), ...reasonChanges(changes)] };
    case "post":
      return { action: "update", changes: [ledgerChange(`posted ${ledgerEntryText(changes)}`), ...importChanges(changes)] };
    case "reverse":
      return { action: "update", changes: [ledgerChange(`reversed entry ${ledgerEntryText(changes)}`), ...reasonChanges(changes)] };
    case "clear-sign-in-lock":
      return { action: "update", changes: [signInLockChange(changes)] };
    case "second-factor":
      return { action: "update", changes: [happened("secondFactor", "Sign-in security", secondFactorText(changes))] };
    case "email-statement":
      return { action: "update", changes: [happened("statement", "Statement", statementSentText(changes))] };
    case "charge":
      return { action: "update", changes: [happened("charges", "Charges", `charged to the owner: ${ledgerEntryText(changes)}`)] };
    case "document-add":
      return { action: "update", changes: [documentChange("added", changes)] };
    case "document-update":
      return { action: "update", changes: [documentChange("changed", changes)] };
    case "document-remove":
      return { action: "update", changes: [documentChange("removed", changes)] };
    case "gallery":
      return { action: "update", changes: [galleryChange(changes)] };
    case "send":
      return { action: "update", changes: [happened("email", "E-mail", workOrderSentText(changes))] };
    case "settle-deposit":
      return { action: "update", changes: [happened("deposit", "Deposit", depositSettledText(changes))] };
    case "feed-create":
      return { action: "update", changes: [feedChange(changes.replaced ? "new feed URL made (the old one revoked)" : "feed URL made")] };
    case "feed-revoke":
      return { action: "update", changes: [feedChange(changes.by === "admin" ? "revoked by an administrator" : "revoked")] };
    default: {
      const described = fieldChanges(row.entityType, changes, context);
      if (changes.reconciled && described.length === 0) described.push(ledgerChange("reconciled, nothing to correct"));
      described.push(...importChanges(changes));
      return { action: "update", changes: described };
    }
  }
}

/** The ids a page of events names (related records), to look their names up in one go. */
export function referencedIds(rows: StoredAuditEvent[]): Record<"client" | "user" | "listing" | "serviceProvider", Set<string>> {
  const ids = { client: new Set<string>(), user: new Set<string>(), listing: new Set<string>(), serviceProvider: new Set<string>() };
  for (const row of rows) {
    if (!isObject(row.changes)) continue;
    for (const [key, value] of Object.entries(row.changes)) {
      const field = HISTORY_FIELDS[row.entityType]?.[key];
      if (field?.value.kind !== "reference" || !isChangePair(value)) continue;
      for (const id of [value.from, value.to]) if (typeof id === "string") ids[field.value.to].add(id);
    }
  }
  return ids;
}
