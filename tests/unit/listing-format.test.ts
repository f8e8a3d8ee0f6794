import { describe, expect, it } from "vitest";
import {
  formatAcres,
  formatDay,
  formatListingPrice,
  formatListingSize,
  headlinePrice,
  pricesShown,
} from "@/components/listings/listing-format";

describe("listing view formats", () => {
  it.each([
    ["0.2755", "0.28"],
    ["0.2749", "0.27"],
    ["1", "1.00"],
    ["1.0000", "1.00"],
    ["0.0050", "0.01"],
    ["0.0049", "0.00"],
    ["9.9950", "10.00"],
    ["1234.5678", "1,234.57"],
  ])("acres %s read as %s (two places, rounded half up on the text)", (stored, shown) => {
    expect(formatAcres(stored)).toBe(shown);
  });

  it("acres that are not a plain decimal are shown as they are; none are none", () => {
    expect(formatAcres("n/a")).toBe("n/a");
    expect(formatAcres(null)).toBeNull();
  });

  it.each([
    ["for-rent", { rent: true, sale: false }],
    ["rented", { rent: true, sale: false }],
    ["for-sale", { rent: false, sale: true }],
    ["sold", { rent: false, sale: true }],
    ["rent-and-sale", { rent: true, sale: true }],
    ["rented-and-for-sale", { rent: true, sale: true }],
  ])("%s shows %j", (status, shown) => {
    expect(pricesShown(status)).toEqual(shown);
  });

  it("formats US dollars without float noise", () => {
    expect(formatListingPrice("850000.00")).toBe("$850,000");
    expect(formatListingPrice("1800.50")).toBe("$1,800.50");
    expect(formatListingPrice("12345678901.99")).toBe("$12,345,678,901.99");
    expect(formatListingPrice(null)).toBeNull();
    const perMonth = (price: string) => `${price} / month`;
    expect(headlinePrice({ status: "for-rent", cost: { salePriceInUS: "1.00", rentalPriceInUS: "2500.00" } }, perMonth)).toBe(
      "$2,500 / month",
    );
    expect(headlinePrice({ status: "sold", cost: { salePriceInUS: "640000.00", rentalPriceInUS: null } }, perMonth)).toBe("$640,000");
    expect(headlinePrice({ status: "rent-and-sale", cost: { salePriceInUS: "850000.00", rentalPriceInUS: "2500.00" } }, perMonth)).toBe(
      "$850,000 · $2,500 / month",
    );
    expect(headlinePrice({ status: "rent-and-sale", cost: { salePriceInUS: null, rentalPriceInUS: "2500.00" } }, perMonth)).toBe(
      "$2,500 / month",
    );
  });

  it("groups sizes and drops insignificant zeros", () => {
    expect(formatListingSize("43560.00")).toBe("43,560");
    expect(formatListingSize("0.2755")).toBe("0.2755");
    expect(formatListingSize("1.0000")).toBe("1");
    expect(formatListingSize(null)).toBeNull();
  });

  it("formats lease days as dates, whatever the machine's zone", () => {
    expect(formatDay("2026-01-01")).toBe("Jan 1, 2026");
    expect(formatDay(null)).toBeNull();
  });
});
