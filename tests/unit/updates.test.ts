import { describe, expect, it } from "vitest";
import { z } from "zod";
import { AppError } from "@/server/errors";
import { checkMerged, mergeUpdate } from "@/server/updates";

describe("mergeUpdate: what an update body means", () => {
  const stored = {
    name: "Bayview",
    notes: "Gated",
    dueAt: new Date("2030-01-01T10:00:00Z"),
    tags: ["a", "b"],
    cost: { salePriceInUS: "100.00", rentalPriceInUS: "5.00", negotiable: true },
    currentLease: null as null | Record<string, unknown>,
  };

  it("keeps what is not sent", () => {
    expect(mergeUpdate(stored, {})).toEqual(stored);
    expect(mergeUpdate(stored, { name: undefined })).toEqual(stored);
  });

  it("replaces what is sent, null included (null clears)", () => {
    expect(mergeUpdate(stored, { name: "Seaview", notes: null })).toEqual({ ...stored, name: "Seaview", notes: null });
  });

  it("merges a nested object field by field", () => {
    expect(mergeUpdate(stored, { cost: { rentalPriceInUS: "7.00" } }).cost).toEqual({
      salePriceInUS: "100.00",
      rentalPriceInUS: "7.00",
      negotiable: true,
    });
  });

  it("takes a nested object whole where nothing was stored, and null clears a whole section", () => {
    expect(mergeUpdate(stored, { currentLease: { tenantName: "Ana" } }).currentLease).toEqual({ tenantName: "Ana" });
    expect(mergeUpdate({ ...stored, currentLease: { tenantName: "Ana" } }, { currentLease: null }).currentLease).toBeNull();
  });

  it("replaces lists and dates whole", () => {
    const dueAt = new Date("2031-05-05T00:00:00Z");
    expect(mergeUpdate(stored, { tags: ["c"], dueAt })).toMatchObject({ tags: ["c"], dueAt });
  });

  it("never changes the stored record itself", () => {
    const copy = structuredClone(stored);
    mergeUpdate(stored, { name: "x", cost: { negotiable: false } });
    expect(stored).toEqual(copy);
  });
});

describe("checkMerged", () => {
  const schema = z
    .object({ status: z.string(), price: z.number().nullable() })
    .refine((value) => value.status !== "for-sale" || value.price !== null, { path: ["price"], message: "Sale price is required." });

  it("answers the parsed record when every rule holds", () => {
    expect(checkMerged(schema, { status: "for-sale", price: 5 })).toEqual({ status: "for-sale", price: 5 });
  });

  it("throws the one 400 with the rule's message and field", () => {
    let thrown: unknown;
    try {
      checkMerged(schema, { status: "for-sale", price: null });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(AppError);
    expect(thrown).toMatchObject({
      code: "BAD_REQUEST",
      message: "Sale price is required.",
      fieldErrors: { price: ["Sale price is required."] },
    });
  });
});
