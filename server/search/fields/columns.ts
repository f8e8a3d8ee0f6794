import type { SortOrder } from "@/lib/schemas/search";
import type { SearchField } from "../field";
import { agencyDayWhere } from "../prisma-conditions";

/** "Created" and "Last changed", on a model with createdAt and updatedAt (found by agency day). */
export function timestampFields<W>(): SearchField<W>[] {
  return [
    { name: "createdAt", title: "Created", type: "date", dateTime: true, where: agencyDayWhere<W>(["createdAt"]) },
    { name: "updatedAt", title: "Last changed", type: "date", dateTime: true, where: agencyDayWhere<W>(["updatedAt"]) },
  ];
}

/**
 * Sorts on one column of a model's orderBy type `O`, the id breaking ties;
 * `byNullable` puts the rows without a value last, whichever the direction.
 */
export function columnSorts<O>() {
  const id = { id: "asc" } as O;
  return {
    id,
    by:
      (key: keyof O) =>
      (order: SortOrder): O[] => [{ [key]: order } as O, id],
    byNullable:
      (key: keyof O) =>
      (order: SortOrder): O[] => [{ [key]: { sort: order, nulls: "last" } } as O, id],
  };
}
