import { describe, expect, it } from "vitest";
import { nextSort } from "@/components/ui/data-table";

describe("a table header's click (nextSort)", () => {
  it("sorts a new column ascending, then descending, then by the list's own order", () => {
    const ascending = nextSort(null, "propertyName");
    expect(ascending).toEqual({ sort: "propertyName", order: "asc" });
    const descending = nextSort(ascending, "propertyName");
    expect(descending).toEqual({ sort: "propertyName", order: "desc" });
    expect(nextSort(descending, "propertyName")).toBeNull();
  });

  it("starts another column ascending, whatever the current sort's order", () => {
    expect(nextSort({ sort: "propertyName", order: "desc" }, "location")).toEqual({ sort: "location", order: "asc" });
  });
});
