import { isListOperator, type Criterion, type Operator } from "@/lib/schemas/search";
import type { SearchField } from "@/server/search/field";

/** A value of each Finder field's type that the criteria check accepts (tests/unit/search-criteria.test.ts, tests/db/search-conditions.test.ts). */
export type AnyField = SearchField<unknown>;

export const SOME_UUID = "0b5e7a52-6d0c-4d6e-9a51-3a0d3f1b2c11";

/** A value `operator` takes on `field`: a list of one for "is any of" / "is none of". */
export function goodValueFor(field: AnyField, operator: Operator): Criterion["value"] {
  const value = goodValue(field);
  return isListOperator(operator) ? ([value] as Criterion["value"]) : value;
}

export function goodValue(field: AnyField): Criterion["value"] {
  switch (field.type) {
    case "string":
      return field.phone ? "555-0101" : "bay";
    case "number":
      return field.integer ? 3 : "2500.50";
    case "date":
      return "2026-01-31";
    case "boolean":
      return true;
    case "lookup":
      return field.values.kind === "enum" ? field.values.list[0]!.value : SOME_UUID;
  }
}
