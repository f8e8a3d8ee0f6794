import { describe, expect, it } from "vitest";
import { createTranslator } from "use-intl/core";
import { dropOnto, moveId, uploadBatches, withCover } from "@/lib/domain/gallery-order";
import english from "@/messages/en.json";
import spanish from "@/messages/es.json";

describe("the gallery's order", () => {
  const ids = ["a", "b", "c", "d"];

  it("moves one picture earlier or later, clamped to the ends", () => {
    expect(moveId(ids, 2, 1)).toEqual(["a", "c", "b", "d"]);
    expect(moveId(ids, 1, 2)).toEqual(["a", "c", "b", "d"]);
    expect(moveId(ids, 0, 3)).toEqual(["b", "c", "d", "a"]);
    expect(moveId(ids, 3, -5)).toEqual(["d", "a", "b", "c"]);
    expect(moveId(ids, 0, -1)).toBe(ids);
    expect(moveId(ids, 3, 9)).toBe(ids);
    expect(moveId(ids, 7, 0)).toBe(ids);
  });

  it("a drop takes the target's place; the cover goes first", () => {
    expect(dropOnto(ids, "d", "a")).toEqual(["d", "a", "b", "c"]);
    expect(dropOnto(ids, "a", "c")).toEqual(["b", "c", "a", "d"]);
    expect(dropOnto(ids, "b", "b")).toBe(ids);
    expect(dropOnto(ids, "x", "a")).toBe(ids);
    expect(withCover(ids, "c")).toEqual(["c", "a", "b", "d"]);
    expect(withCover(ids, "a")).toBe(ids);
  });

  it("names and announcements, in both languages (components/listings/picture-name.ts, listing-gallery.tsx)", () => {
    const t = createTranslator({ locale: "en-US", messages: english, namespace: "listings.gallery" });
    expect(t("name", { number: 1 })).toBe("Picture 1");
    expect(t("nameWithCaption", { number: 3, caption: "Pool at dusk" })).toBe("Picture 3, Pool at dusk");
    expect(t("movedToCover", { name: "Picture 3", position: 1, count: 5 })).toBe("Picture 3 moved to position 1 of 5, now the cover.");
    expect(t("moved", { name: "Picture 1", position: 4, count: 5 })).toBe("Picture 1 moved to position 4 of 5.");
    const es = createTranslator({ locale: "es-419", messages: spanish, namespace: "listings.gallery" });
    expect(es("nameWithCaption", { number: 3, caption: "Piscina" })).toBe(
      spanish.listings.gallery.nameWithCaption.replace("{number}", "3").replace("{caption}", "Piscina"),
    );
  });

  it("splits chosen files into uploads of at most ten", () => {
    expect(uploadBatches([], 10)).toEqual([]);
    expect(uploadBatches([1, 2, 3], 10)).toEqual([[1, 2, 3]]);
    const many = Array.from({ length: 23 }, (_, index) => index);
    expect(uploadBatches(many, 10).map((batch) => batch.length)).toEqual([10, 10, 3]);
    expect(uploadBatches(many, 10).flat()).toEqual(many);
  });
});
