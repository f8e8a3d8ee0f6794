import { box, groundShadow, hipRoof, onGround, type OpeningsOf } from "./buildings";
import { face, HORIZON, line, lit, placeVec, polygon, project, type Camera, type Placement, type Vec } from "./geometry";
import { palm, shrub } from "./scenery";
import { backdrop, camera, FLOWERS, groundY, PASTELS, ROOFS, turn, windowRow, type Scene } from "./scene-kit";

/** A pastel single-storey cottage with a hip roof and a veranda. */
export const house: Scene = (random, daylight) => {
  const cam = camera(daylight);
  const place: Placement = { x: random.int(-1, 1), z: random.int(23, 26), yaw: turn(random) };
  const [w, d] = [random.int(13, 16), random.int(9, 11)];
  const [min, max]: [Vec, Vec] = [
    [-w / 2, 0.5, -d / 2],
    [w / 2, 3.6, d / 2],
  ];
  const wall = random.pick(PASTELS);
  const shutter = random.pick(["#2f8f8a", "#f6f1e4", "#4e7fa8", "#c8553d"]);
  const openings: OpeningsOf = (side, width) =>
    side === "front"
      ? [
          { u0: width / 2 - 0.5, v0: 0, u1: width / 2 + 0.5, v1: 2.15, fill: "#7a5236", frame: 0.1 },
          ...windowRow(width / 2 - 0.6, 2, 1.1, 1.3, 0.9, { frame: 0.22, trim: shutter, panes: [2, 2] }),
          ...windowRow(width / 2 - 0.6, 2, 1.1, 1.3, 0.9, { frame: 0.22, trim: shutter, panes: [2, 2] }).map((o) => ({
            ...o,
            u0: o.u0 + width / 2 + 0.6,
            u1: o.u1 + width / 2 + 0.6,
          })),
        ]
      : windowRow(width, 2, 1.1, 1.3, 0.9, { frame: 0.22, trim: shutter, panes: [2, 2] });
  const parts = [
    backdrop(random, daylight, random.chance(0.5) ? "sea" : "hills"),
    groundShadow(cam, place, [-w / 2, 0, -d / 2 - 2.4], [w / 2, 0, d / 2], 3),
  ];
  parts.push(box(cam, place, [-w / 2, 0, -d / 2 - 2.4], [w / 2, 0.5, d / 2], "#e9e4d8"));
  parts.push(box(cam, place, min, max, wall, openings));
  parts.push(hipRoof(cam, place, min, max, 0.6, random.int(20, 27) / 10, random.pick(ROOFS)));
  parts.push(veranda(cam, place, w, d, random.pick(ROOFS)));
  for (let i = 0; i < 4; i++)
    parts.push(shrub(random, project(cam, placeVec(place, [-w / 2 + 1 + (i * (w - 2)) / 3, 0, -d / 2 - 3])), 100, random.pick(FLOWERS)));
  parts.push(palm(random, [random.int(180, 300), groundY(0, 16)], random.int(480, 560), random.int(20, 60)));
  if (random.chance(0.6)) parts.push(palm(random, [random.int(1320, 1440), groundY(0, 19)], random.int(380, 460), -random.int(10, 50)));
  return parts.join("");
};

/** A veranda across the front: deck, posts, a rail, and a low roof. */
function veranda(cam: Camera, place: Placement, w: number, d: number, roof: string): string {
  const front = -d / 2 - 2.4;
  const parts: string[] = [];
  const corner = (x: number, y: number, z: number) => project(cam, placeVec(place, [x, y, z]));
  const plane = face(
    cam,
    place,
    [
      [-w / 2 - 0.3, 3.05, front - 0.3],
      [w / 2 + 0.3, 3.05, front - 0.3],
      [w / 2 + 0.3, 3.6, -d / 2],
      [-w / 2 - 0.3, 3.6, -d / 2],
    ],
    [0, 0, 0],
  );
  for (let i = 0; i <= 5; i++) {
    const x = -w / 2 + 0.2 + (i * (w - 0.4)) / 5;
    parts.push(box(cam, place, [x - 0.08, 0.5, front], [x + 0.08, 3.05, front + 0.16], "#fbfaf6"));
  }
  parts.push(line(corner(-w / 2, 1.4, front), corner(w / 2, 1.4, front), "#fbfaf6", 5));
  parts.push(line(corner(-w / 2, 0.95, front), corner(w / 2, 0.95, front), "#fbfaf6", 3));
  const under = [
    corner(-w / 2 - 0.3, 3.05, front - 0.3),
    corner(w / 2 + 0.3, 3.05, front - 0.3),
    corner(w / 2 + 0.3, 2.85, front - 0.3),
    corner(-w / 2 - 0.3, 2.85, front - 0.3),
  ];
  parts.push(polygon(under, "#f8f6f0"));
  if (plane) parts.push(polygon(plane.points, lit(roof, 0.4 + plane.light * 0.5)));
  return parts.join("");
}

/** A white villa with a pool and palms, the sea behind. */
export const villa: Scene = (random, daylight) => {
  const cam = camera(daylight);
  const place: Placement = { x: random.int(-2, 2), z: random.int(30, 34), yaw: turn(random) };
  const [w, d] = [random.int(15, 18), random.int(10, 12)];
  const wing = random.int(8, 10);
  const side = place.yaw > 0 ? -1 : 1;
  const glassDoors: OpeningsOf = (s, width) =>
    s === "front"
      ? [...windowRow(width, 3, 2.2, 2.4, 0.1, { panes: [3, 1] }), ...windowRow(width, 3, 2.2, 1.6, 3.7, { panes: [2, 1] })]
      : windowRow(width, 2, 1.4, 1.5, 3.8, {});
  const wingOpenings: OpeningsOf = (s, width) =>
    s === "front" ? windowRow(width, 2, 2.4, 2.3, 0.1, { panes: [3, 1] }) : windowRow(width, 1, 1.4, 1.4, 1, {});
  const main: [Vec, Vec] = [
    [-w / 2, 0, -d / 2],
    [w / 2, 6.6, d / 2],
  ];
  const annex: [Vec, Vec] =
    side < 0
      ? [
          [-w / 2 - wing, 0, -d / 2 + 1.5],
          [-w / 2, 3.5, d / 2 - 1],
        ]
      : [
          [w / 2, 0, -d / 2 + 1.5],
          [w / 2 + wing, 3.5, d / 2 - 1],
        ];
  const white = "#fbfaf6";
  const tiled = random.chance(0.5);
  const parts = [backdrop(random, daylight, "sea", HORIZON + random.int(30, 46)), groundShadow(cam, place, main[0], main[1], 4)];
  parts.push(onGround(cam, place, -w / 2 - 2, -d / 2 - 11, w / 2 + 2, -d / 2, "#efe6d6"));
  // The annex stands behind the main block on the side turned away from the viewer.
  parts.push(
    box(cam, place, annex[0], annex[1], white, wingOpenings),
    tiled
      ? hipRoof(cam, place, annex[0], annex[1], 0.5, 1.4, "#cf7650")
      : box(cam, place, [annex[0][0] - 0.2, 3.5, annex[0][2] - 0.2], [annex[1][0] + 0.2, 3.8, annex[1][2] + 0.2], "#e4ddd0"),
  );
  parts.push(box(cam, place, main[0], main[1], white, glassDoors));
  parts.push(
    tiled
      ? hipRoof(cam, place, main[0], main[1], 0.7, 2.2, "#cf7650")
      : box(cam, place, [-w / 2 - 0.3, 6.6, -d / 2 - 0.3], [w / 2 + 0.3, 7, d / 2 + 0.3], "#e4ddd0"),
  );
  parts.push(onGround(cam, place, -w / 2 + 1, -d / 2 - 9.5, w / 2 - 3, -d / 2 - 3.5, "#ffffff"));
  parts.push(onGround(cam, place, -w / 2 + 1.4, -d / 2 - 9.1, w / 2 - 3.4, -d / 2 - 3.9, "#3fc1d0"));
  parts.push(onGround(cam, place, -w / 2 + 1.4, -d / 2 - 6.9, w / 2 - 3.4, -d / 2 - 3.9, "#8be0e4", 'fill-opacity="0.55"'));
  parts.push(palm(random, [random.int(170, 300), groundY(0, 17)], random.int(520, 600), random.int(30, 70)));
  parts.push(palm(random, [random.int(1280, 1420), groundY(0, 15)], random.int(540, 620), -random.int(20, 70)));
  if (random.chance(0.5)) parts.push(palm(random, [random.int(1100, 1200), groundY(0, 26)], random.int(330, 380), random.int(-30, 30)));
  parts.push(
    shrub(random, [random.int(420, 520), groundY(0, 20)], 90, random.pick(FLOWERS)),
    shrub(random, [random.int(1080, 1180), groundY(0, 21)], 80),
  );
  return parts.join("");
};
