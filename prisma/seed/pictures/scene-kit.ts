import type { PropertyType } from "@/lib/domain/enums";
import type { Random } from "../random";
import type { Opening } from "./buildings";
import { HORIZON, type Camera } from "./geometry";
import { clouds, ground, hills, sea, sky, treeLine, type Daylight } from "./scenery";

/** What the scenes share: the palette, the camera, and the backdrop of sky, sea or hills, and grass. */
export type PictureSubject = PropertyType | "land";
export type Scene = (random: Random, daylight: Daylight) => string;

export const PASTELS = ["#f5a88e", "#7fd1cf", "#f8dc8a", "#b6e3c6", "#f3b9c6", "#a9d6ee"] as const;
export const ROOFS = ["#c8553d", "#4f8a6b", "#8c9aa6", "#4e7fa8", "#cf7650"] as const;
export const GLASS = "#3e6f80";
export const FLOWERS = ["#f0607a", "#f59e42", "#e64e8d", "#ffd23f"] as const;

export const camera = (daylight: Daylight, eyeHeight = 1.7): Camera => ({ eyeHeight, sun: daylight.sun });
export const turn = (random: Random) => (random.chance(0.5) ? 1 : -1) * random.int(24, 38);
export const groundY = (metres: number, z: number, eye = 1.7) => HORIZON + (1500 * eye) / z - (1500 * metres) / z;

/** Windows spread along a wall: `count` of them, `width` × `height` m, sills at `sill`. */
export function windowRow(
  wallWidth: number,
  count: number,
  width: number,
  height: number,
  sill: number,
  extra: Partial<Opening> = {},
): Opening[] {
  const gap = (wallWidth - count * width) / (count + 1);
  return Array.from({ length: count }, (_, i) => ({
    u0: gap + i * (width + gap),
    v0: sill,
    u1: gap + i * (width + gap) + width,
    v1: sill + height,
    fill: GLASS,
    frame: 0.12,
    ...extra,
  }));
}

export function backdrop(random: Random, daylight: Daylight, view: "sea" | "hills", shoreY = HORIZON + 40): string {
  const parts = [sky(daylight), clouds(random, random.int(2, 4))];
  if (view === "sea") {
    parts.push(sea(random, daylight, shoreY), ground(daylight, shoreY, true));
  } else {
    parts.push(
      hills(random, daylight.hills[0], HORIZON - 10, random.int(120, 200)),
      hills(random, daylight.hills[1], HORIZON + 10, random.int(50, 110)),
    );
    parts.push(treeLine(random, HORIZON + 14, daylight.grass[1]), ground(daylight, HORIZON + 12));
  }
  return parts.join("");
}
