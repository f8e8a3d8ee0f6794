import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { demoPictureSvg, PICTURE_SUBJECTS, renderDemoPicture, VARIANTS_PER_SUBJECT } from "@/prisma/seed/pictures/demo-pictures";

/** The demo pictures are drawn from SVG at seed time (DESIGN.md §4): deterministic, varied, and nothing but drawing. */
describe("demo pictures", () => {
  it.each(PICTURE_SUBJECTS)("%s: the same variant always gives the same drawing, and every variant differs", (subject) => {
    const variants = Array.from({ length: VARIANTS_PER_SUBJECT }, (_, variant) => demoPictureSvg(subject, variant));
    expect(VARIANTS_PER_SUBJECT).toBeGreaterThanOrEqual(3);
    expect(new Set(variants).size).toBe(VARIANTS_PER_SUBJECT);
    expect(demoPictureSvg(subject, 1)).toBe(variants[1]);
  });

  it.each(PICTURE_SUBJECTS)("%s: no text, no linked files, a 1600 × 1200 canvas", (subject) => {
    const svg = demoPictureSvg(subject, 0);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1600" height="1200" viewBox="0 0 1600 1200">/);
    expect(svg).not.toMatch(/<text|<image|<use|href=|NaN|undefined/);
  });

  it("renders a JPEG of 1600 × 1200 under 300 KB", async () => {
    const jpeg = await renderDemoPicture("villa", 2);
    const metadata = await sharp(jpeg).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["jpeg", 1600, 1200]);
    expect(jpeg.length).toBeLessThan(300_000);
  });
});
