import { fullName } from "@/lib/domain/people";
import type { SearchFieldLookup } from "@/lib/schemas/search";
import { findSpecialists } from "@/server/users/find-specialists";
import type { ListValue, LookupField, RecordValues } from "../field";

/**
 * Record lookups. Clients, listings and providers run to thousands: their
 * fields carry a hint for the UI's combobox (search the list endpoint with its
 * own text filter) instead of a list. Property specialists are the agency's
 * staff, a few dozen: they are listed.
 */
const API = "/api/v1";

function hint(endpoint: string, searchParam: string, labelField: string): SearchFieldLookup {
  return { endpoint: `${API}/${endpoint}`, searchParam, labelFields: [labelField], details: `${API}/${endpoint}/details/{id}` };
}

export const CLIENT_LOOKUP: RecordValues = { kind: "records", lookup: hint("clients", "name", "name") };
export const LISTING_LOOKUP: RecordValues = { kind: "records", lookup: hint("listings", "propertyName", "propertyName") };
export const PROVIDER_LOOKUP: RecordValues = { kind: "records", lookup: hint("services/providers", "name", "name") };

async function specialists(): Promise<ListValue[]> {
  return (await findSpecialists()).map((row) => ({ value: row.id, name: fullName(row) }));
}

export const SPECIALIST_LOOKUP: RecordValues = { kind: "records", list: specialists };

/** An enumeration's values with their labels, in the enumeration's order. */
export function enumList<Value extends string>(values: readonly Value[], labels: Record<Value, string>): ListValue[] {
  return values.map((value) => ({ value, name: labels[value] }));
}

/** A field that offers an enumeration's values, by their labels. */
export function enumField<W, Value extends string>(
  name: string,
  title: string,
  values: readonly Value[],
  labels: Record<Value, string>,
  where: LookupField<W>["where"],
): LookupField<W> {
  return { name, title, type: "lookup", values: { kind: "enum", list: enumList(values, labels) }, where };
}

/** A field that names records of another kind (`values`: one of the lookups above). */
export function recordField<W>(name: string, title: string, values: RecordValues, where: LookupField<W>["where"]): LookupField<W> {
  return { name, title, type: "lookup", values, where };
}
