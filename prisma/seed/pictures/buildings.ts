import { face, line, lit, onWall, placeVec, polygon, project, type Camera, type Placement, type Point, type Vec } from "./geometry";

/**
 * Building parts for the demo pictures, in metres in the building's own
 * coordinates: x across the front, y up, z from the front (negative) to the
 * back (positive), the footprint centred on the origin.
 */

/** A rectangle on a wall, `u` across and `v` up from the wall's lower left corner (seen from outside). */
export interface Opening {
  u0: number;
  v0: number;
  u1: number;
  v1: number;
  fill: string;
  /** A frame this wide (metres) around the opening, in `trim`. */
  frame?: number;
  trim?: string;
  /** Glazing bars: panes across and up. */
  panes?: [number, number];
}

export type WallSide = "front" | "right" | "back" | "left";

/** What a wall carries, given its side and its width in metres. */
export type OpeningsOf = (side: WallSide, width: number) => Opening[];

interface Wall {
  side: WallSide;
  origin: Vec;
  across: Vec;
  width: number;
}

function walls(min: Vec, max: Vec): Wall[] {
  const [x0, y0, z0] = min;
  const [x1, , z1] = max;
  return [
    { side: "front", origin: [x0, y0, z0], across: [1, 0, 0], width: x1 - x0 },
    { side: "right", origin: [x1, y0, z0], across: [0, 0, 1], width: z1 - z0 },
    { side: "back", origin: [x1, y0, z1], across: [-1, 0, 0], width: x1 - x0 },
    { side: "left", origin: [x0, y0, z1], across: [0, 0, -1], width: z1 - z0 },
  ];
}

/** The visible walls of a box from `min` to `max`, each with its openings. */
export function box(camera: Camera, placement: Placement, min: Vec, max: Vec, colour: string, openingsOf?: OpeningsOf): string {
  const height = max[1] - min[1];
  const inside: Vec = [(min[0] + max[0]) / 2, (min[1] + max[1]) / 2, (min[2] + max[2]) / 2];
  const parts: string[] = [];
  for (const wall of walls(min, max)) {
    const corners = [
      onWall(wall.origin, wall.across, 0, 0),
      onWall(wall.origin, wall.across, wall.width, 0),
      onWall(wall.origin, wall.across, wall.width, height),
      onWall(wall.origin, wall.across, 0, height),
    ];
    const drawn = face(camera, placement, corners, inside);
    if (!drawn) continue;
    parts.push(polygon(drawn.points, lit(colour, drawn.light)));
    for (const opening of openingsOf?.(wall.side, wall.width) ?? []) parts.push(openingSvg(camera, placement, wall, opening, drawn.light));
  }
  return parts.join("");
}

function openingSvg(camera: Camera, placement: Placement, wall: Wall, opening: Opening, light: number): string {
  const at = (u: number, v: number): Point => project(camera, placeVec(placement, onWall(wall.origin, wall.across, u, v)));
  const rect = (u0: number, v0: number, u1: number, v1: number) => [at(u0, v0), at(u1, v0), at(u1, v1), at(u0, v1)];
  const { u0, v0, u1, v1, frame = 0, trim = "#ffffff" } = opening;
  const parts: string[] = [];
  if (frame > 0) parts.push(polygon(rect(u0 - frame, v0 - frame, u1 + frame, v1 + frame), lit(trim, light)));
  parts.push(polygon(rect(u0, v0, u1, v1), opening.fill));
  // Sky reflected in the upper part of the glass.
  parts.push(polygon(rect(u0, v0 + (v1 - v0) * 0.55, u1, v1), "#ffffff", 'fill-opacity="0.16"'));
  const [across, up] = opening.panes ?? [1, 1];
  const bar = lit(trim, light);
  for (let i = 1; i < across; i++) {
    const u = u0 + ((u1 - u0) * i) / across;
    parts.push(line(at(u, v0), at(u, v1), bar, 3));
  }
  for (let j = 1; j < up; j++) {
    const v = v0 + ((v1 - v0) * j) / up;
    parts.push(line(at(u0, v), at(u1, v), bar, 3));
  }
  return parts.join("");
}

/** A hip roof over the box's top (`top`), overhanging by `eave`, rising `rise`; the ridge runs along the longer side. */
export function hipRoof(camera: Camera, placement: Placement, min: Vec, max: Vec, eave: number, rise: number, colour: string): string {
  const [x0, , z0] = [min[0] - eave, 0, min[2] - eave];
  const [x1, , z1] = [max[0] + eave, 0, max[2] + eave];
  const y = max[1];
  const half = Math.min(x1 - x0, z1 - z0) / 2;
  const alongX = x1 - x0 >= z1 - z0;
  const [cx, cz] = [(x0 + x1) / 2, (z0 + z1) / 2];
  const ridgeA: Vec = alongX ? [x0 + half, y + rise, cz] : [cx, y + rise, z0 + half];
  const ridgeB: Vec = alongX ? [x1 - half, y + rise, cz] : [cx, y + rise, z1 - half];
  const fl: Vec = [x0, y, z0];
  const fr: Vec = [x1, y, z0];
  const br: Vec = [x1, y, z1];
  const bl: Vec = [x0, y, z1];
  const planes: Vec[][] = alongX
    ? [
        [fl, fr, ridgeB, ridgeA],
        [fr, br, ridgeB],
        [br, bl, ridgeA, ridgeB],
        [bl, fl, ridgeA],
      ]
    : [
        [fl, fr, ridgeA],
        [fr, br, ridgeB, ridgeA],
        [br, bl, ridgeB],
        [bl, fl, ridgeA, ridgeB],
      ];
  const inside: Vec = [cx, y - 1, cz];
  const parts = [fascia(camera, placement, [x0, y - 0.3, z0], [x1, y, z1])];
  for (const plane of planes) {
    const drawn = face(camera, placement, plane, inside);
    if (drawn) parts.push(polygon(drawn.points, lit(colour, 0.35 + drawn.light * 0.65)));
  }
  return parts.join("");
}

/** The white board under the eaves. */
export function fascia(camera: Camera, placement: Placement, min: Vec, max: Vec): string {
  return box(camera, placement, min, max, "#f8f6f0");
}

/** A balcony in front of a wall: slab and railing, `width` wide, sticking out `depth`. */
export function balcony(
  camera: Camera,
  placement: Placement,
  centreX: number,
  frontZ: number,
  floorY: number,
  width: number,
  depth: number,
  rail: string,
): string {
  const [x0, x1] = [centreX - width / 2, centreX + width / 2];
  const slab = box(camera, placement, [x0, floorY - 0.2, frontZ - depth], [x1, floorY, frontZ], "#f4f1ea");
  const railing = box(camera, placement, [x0, floorY, frontZ - depth], [x1, floorY + 1, frontZ - depth + 0.05], rail);
  const top = [
    project(camera, placeVec(placement, [x0, floorY + 1, frontZ - depth])),
    project(camera, placeVec(placement, [x1, floorY + 1, frontZ - depth])),
  ] as const;
  return slab + railing + line(top[0], top[1], "#ffffff", 4);
}

/** A soft shadow on the ground beside a footprint, away from the sun. */
export function groundShadow(camera: Camera, placement: Placement, min: Vec, max: Vec, reach: number): string {
  const [sx, , sz] = camera.sun;
  const offset: Vec = [-sx * reach, 0, -sz * reach];
  const footprint: Vec[] = [
    [min[0], 0, min[2]],
    [max[0], 0, min[2]],
    [max[0], 0, max[2]],
    [min[0], 0, max[2]],
  ];
  const shifted = footprint.map((corner) => [corner[0] + offset[0], 0, corner[2] + offset[2]] as Vec);
  const hull = [...footprint, ...shifted].map((corner) => project(camera, placeVec(placement, corner)));
  return polygon(convexHull(hull), "#1f3b2f", 'fill-opacity="0.16"');
}

function convexHull(points: Point[]): Point[] {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const turn = (o: Point, a: Point, b: Point) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list: Point[]) => {
    const out: Point[] = [];
    for (const point of list) {
      while (out.length >= 2 && turn(out[out.length - 2]!, out[out.length - 1]!, point) <= 0) out.pop();
      out.push(point);
    }
    return out.slice(0, -1);
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** A rectangle lying on the ground (a pool, a terrace, a lot), in the building's coordinates. */
export function onGround(
  camera: Camera,
  placement: Placement,
  x0: number,
  z0: number,
  x1: number,
  z1: number,
  fill: string,
  extra = "",
): string {
  const corners: Vec[] = [
    [x0, 0.02, z0],
    [x1, 0.02, z0],
    [x1, 0.02, z1],
    [x0, 0.02, z1],
  ];
  return polygon(
    corners.map((corner) => project(camera, placeVec(placement, corner))),
    fill,
    extra,
  );
}
