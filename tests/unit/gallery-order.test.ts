import { describe, expect, it } from "vitest";
import { dropOnto, moveAnnouncement, moveId, pictureName, uploadBatches, withCover } from "@/lib/domain/gallery-order";

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

  it("names and announcements", () => {
    expect(pictureName(null, 0)).toBe("Picture 1");
    expect(pictureName("Pool at dusk", 2)).toBe("Picture 3, Pool at dusk");
    expect(moveAnnouncement("Picture 3", 0, 5)).toBe("Picture 3 moved to position 1 of 5, now the cover.");
    expect(moveAnnouncement("Picture 1", 3, 5)).toBe("Picture 1 moved to position 4 of 5.");
  });

  it("splits chosen files into uploads of at most ten", () => {
    expect(uploadBatches([], 10)).toEqual([]);
    expect(uploadBatches([1, 2, 3], 10)).toEqual([[1, 2, 3]]);
    const many = Array.from({ length: 23 }, (_, index) => index);
    expect(uploadBatches(many, 10).map((batch) => batch.length)).toEqual([10, 10, 3]);
    expect(uploadBatches(many, 10).flat()).toEqual(many);
  });
});
