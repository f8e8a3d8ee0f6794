import type { Random } from "../random";
import { apartment, condo, land, office } from "./blocks";
import { HEIGHT, WIDTH } from "./geometry";
import { house, villa } from "./homes";
import type { PictureSubject, Scene } from "./scene-kit";
import type { Daylight } from "./scenery";

/**
 * One flat illustration per property type (DESIGN.md §4 "Demo pictures"):
 * an eye-level three-quarter view, the subject in the middle 60% of the
 * frame, the horizon on the lower third, Caribbean pastels, no text. Every
 * choice (colours, turn, roof, palms, sea or hills) comes from `random`.
 */
export type { PictureSubject } from "./scene-kit";

const SCENES: Record<PictureSubject, Scene> = { house, villa, apartment, condo, "office-space": office, land };

export function pictureSvg(subject: PictureSubject, random: Random, daylight: Daylight): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${SCENES[subject](random, daylight)}</svg>`;
}
