import { describe, expect, it } from "vitest";
import { acresFromSquareFeet, acresMatchSquareFeet } from "@/components/listings/lot-size";

describe("lot size in acres from square feet (43,560 sq ft to the acre)", () => {
  it.each([
    ["43560", "1"],
    ["43,560.00", "1"],
    ["12000", "0.2755"], // 0.27548… rounds half up at four places
    ["21780", "0.5"],
    ["1", "0"],
    ["3", "0.0001"], // 0.0000689 → 0.0001
    ["0", "0"],
    ["435600000", "10,000"],
    ["999999999999999.99", "22,956,841,138.6593"],
  ])("%s sq ft → %s acres", (squareFeet, acres) => {
    expect(acresFromSquareFeet(squareFeet)).toBe(acres);
  });

  it.each(["", "abc", "-5", "12.345", "1e3"])("%j gives nothing to compute", (squareFeet) => {
    expect(acresFromSquareFeet(squareFeet)).toBeNull();
  });

  it("recognises stored acres that came from the square feet", () => {
    expect(acresMatchSquareFeet("1.0000", "43560.00")).toBe(true);
    expect(acresMatchSquareFeet("0.2755", "12000.00")).toBe(true);
    expect(acresMatchSquareFeet("0.3000", "12000.00")).toBe(false);
    expect(acresMatchSquareFeet("1", "")).toBe(false);
  });
});
