import { describe, expect, it } from "vitest";
import { RowBudget } from "@/server/imports/import-slot";

const settled = () => new Promise((resolve) => setImmediate(resolve));

describe("commits side by side within a row budget", () => {
  it("a small commit goes on beside a large one; a second large one waits its turn, and a small one is not held behind it", async () => {
    const budget = new RowBudget(55_000);
    const started: string[] = [];
    const take = (name: string, rows: number) => budget.take(rows).then(() => started.push(name));
    void take("large A", 50_000);
    void take("small B", 7);
    await settled();
    expect(started).toEqual(["large A", "small B"]);

    void take("large C", 50_000);
    void take("small D", 20);
    await settled();
    expect(started).toEqual(["large A", "small B", "small D"]);

    budget.give(50_000); // A is done
    await settled();
    expect(started).toEqual(["large A", "small B", "small D", "large C"]);
  });
});
