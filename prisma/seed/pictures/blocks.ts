import { balcony, box, groundShadow, onGround, type OpeningsOf } from "./buildings";
import { HEIGHT, HORIZON, line, placeVec, polygon, project, WIDTH, type Placement, type Vec } from "./geometry";
import { palm, shrub } from "./scenery";
import { backdrop, camera, FLOWERS, GLASS, groundY, PASTELS, turn, windowRow, type Scene } from "./scene-kit";

/** A three- or four-storey block with balconies. */
export const apartment: Scene = (random, daylight) => {
  const cam = camera(daylight);
  const floors = random.int(3, 4);
  const place: Placement = { x: random.int(-2, 2), z: 30 + floors * 3, yaw: turn(random) };
  const [w, d] = [random.int(20, 24), random.int(11, 13)];
  const top = floors * 3.1 + 0.6;
  const units = Math.round(w / 5);
  const openings: OpeningsOf = (side, width) =>
    Array.from({ length: floors }, (_, f) =>
      side === "front"
        ? windowRow(width, units, 1.9, f === 0 ? 2.2 : 2.3, f * 3.1 + (f === 0 ? 0 : 0.35), { panes: [2, 1] })
        : windowRow(width, Math.max(2, Math.round(width / 4.5)), 1.2, 1.4, f * 3.1 + 1, {}),
    ).flat();
  const parts = [
    backdrop(random, daylight, random.chance(0.4) ? "sea" : "hills"),
    groundShadow(cam, place, [-w / 2, 0, -d / 2], [w / 2, 0, d / 2], 5),
  ];
  parts.push(box(cam, place, [-w / 2, 0, -d / 2], [w / 2, top, d / 2], random.pick(PASTELS), openings));
  parts.push(box(cam, place, [-w / 2 - 0.2, top, -d / 2 - 0.2], [w / 2 + 0.2, top + 0.35, d / 2 + 0.2], "#f8f6f0"));
  const gap = (w - units * 1.9) / (units + 1);
  for (let f = 1; f < floors; f++) {
    for (let u = 0; u < units; u++)
      parts.push(
        balcony(
          cam,
          place,
          -w / 2 + gap + u * (1.9 + gap) + 0.95,
          -d / 2,
          f * 3.1,
          2.8,
          1.3,
          random.pick(["#ffffff", "#f8dc8a", "#7fd1cf"]),
        ),
      );
  }
  parts.push(palm(random, [random.int(160, 260), groundY(0, 15)], random.int(560, 640), random.int(30, 80)));
  for (let i = 0; i < 5; i++)
    parts.push(
      shrub(
        random,
        project(cam, placeVec(place, [-w / 2 + 1 + (i * (w - 2)) / 4, 0, -d / 2 - 1.6])),
        80,
        i % 2 ? random.pick(FLOWERS) : undefined,
      ),
    );
  return parts.join("");
};

/** A tower by the sea. */
export const condo: Scene = (random, daylight) => {
  const cam = camera(daylight, 1.8);
  const floors = random.int(9, 12);
  const place: Placement = { x: random.int(-2, 2), z: 52 + floors * 2.5, yaw: turn(random) };
  const [w, d] = [random.int(15, 18), random.int(13, 15)];
  const top = floors * 3;
  const wall = random.pick(["#f6f1e4", "#a9d6ee", "#f5a88e", "#b6e3c6"]);
  const openings: OpeningsOf = (side, width) =>
    Array.from({ length: floors }, (_, f) =>
      windowRow(width, side === "front" || side === "back" ? 3 : 2, width / (side === "front" ? 4 : 3.2), 2.1, f * 3 + 0.4, {
        panes: [3, 1],
      }),
    ).flat();
  const parts = [backdrop(random, daylight, "sea", HORIZON + random.int(26, 36))];
  parts.push(groundShadow(cam, place, [-w / 2, 0, -d / 2], [w / 2, 0, d / 2], 10));
  parts.push(box(cam, place, [-w / 2, 0, -d / 2], [w / 2, top, d / 2], wall, openings));
  parts.push(box(cam, place, [-w / 2 - 0.3, top, -d / 2 - 0.3], [w / 2 + 0.3, top + 0.6, d / 2 + 0.3], "#f8f6f0"));
  for (let f = 1; f < floors; f++) parts.push(balcony(cam, place, 0, -d / 2, f * 3, w - 1, 1.6, "#bfe6ef"));
  parts.push(onGround(cam, place, -w / 2 - 3, -d / 2 - 9, w / 2 + 3, -d / 2, "#efe6d6"));
  parts.push(onGround(cam, place, -w / 2 + 2, -d / 2 - 7.5, w / 2 - 2, -d / 2 - 2, "#3fc1d0"));
  for (let i = 0; i < 4; i++)
    parts.push(
      shrub(
        random,
        project(cam, placeVec(place, [-w / 2 - 2 + (i * (w + 4)) / 3, 0, -d / 2 - 10])),
        100,
        i % 2 ? random.pick(FLOWERS) : undefined,
      ),
    );
  parts.push(palm(random, [random.int(140, 260), HEIGHT - random.int(40, 90)], random.int(640, 720), random.int(40, 90)));
  parts.push(palm(random, [random.int(1340, 1460), HEIGHT - random.int(60, 120)], random.int(560, 640), -random.int(30, 90)));
  return parts.join("");
};

/** Two storeys with a glass front and a car park. */
export const office: Scene = (random, daylight) => {
  const cam = camera(daylight);
  const place: Placement = { x: random.int(-2, 2), z: random.int(34, 38), yaw: turn(random) };
  const [w, d] = [random.int(22, 26), random.int(13, 15)];
  const concrete = random.pick(["#ece7dd", "#dfe6e8", "#f3e6cf"]);
  const openings: OpeningsOf = (side, width) =>
    side === "front"
      ? [
          {
            u0: 0.8,
            v0: 0.2,
            u1: width - 0.8,
            v1: 7.6,
            fill: random.pick(["#6fb2c9", "#5aa3b8", "#7fc0cf"]),
            frame: 0.3,
            trim: "#cfd8dc",
            panes: [Math.round(width / 2.4), 3],
          },
        ]
      : [0, 1].flatMap((floor) => [
          {
            u0: 0.8,
            v0: floor * 4 + 1,
            u1: width - 0.8,
            v1: floor * 4 + 2.6,
            fill: GLASS,
            frame: 0.15,
            trim: "#cfd8dc",
            panes: [Math.round(width / 2), 1] as [number, number],
          },
        ]);
  const parts = [backdrop(random, daylight, "hills"), groundShadow(cam, place, [-w / 2, 0, -d / 2], [w / 2, 0, d / 2], 5)];
  parts.push(onGround(cam, place, -w / 2 - 4, -d / 2 - 12, w / 2 + 4, -d / 2, "#9aa3a8"));
  for (let i = 0; i <= 8; i++) {
    const x = -w / 2 - 2 + (i * (w + 4)) / 8;
    parts.push(
      line(project(cam, placeVec(place, [x, 0.03, -d / 2 - 11])), project(cam, placeVec(place, [x, 0.03, -d / 2 - 6])), "#f4f4f0", 4),
    );
  }
  parts.push(box(cam, place, [-w / 2, 0, -d / 2], [w / 2, 8.4, d / 2], concrete, openings));
  parts.push(box(cam, place, [-w / 2 - 0.4, 8.4, -d / 2 - 0.4], [w / 2 + 0.4, 9, d / 2 + 0.4], "#f8f6f0"));
  parts.push(box(cam, place, [-3, 3.2, -d / 2 - 2.6], [3, 3.5, -d / 2], "#f8f6f0"));
  for (const x of [-w / 2 + 2, w / 2 - 2])
    parts.push(shrub(random, project(cam, placeVec(place, [x, 0, -d / 2 - 1])), 90, random.pick(FLOWERS)));
  parts.push(palm(random, [random.int(150, 260), groundY(0, 15)], random.int(560, 640), random.int(30, 80)));
  return parts.join("");
};

/** A green lot marked with boundary stakes, hills or sea behind. */
export const land: Scene = (random, daylight) => {
  // Standing on a rise at the roadside, so the lot itself shows.
  const eye = 3.2;
  const cam = camera(daylight, eye);
  const [w, d] = [random.int(16, 20), random.int(20, 26)];
  const place: Placement = { x: random.int(-1, 1), z: 26 + d / 2, yaw: turn(random) / 2 };
  const parts = [backdrop(random, daylight, random.chance(0.5) ? "sea" : "hills", HORIZON + random.int(18, 30))];
  parts.push(onGround(cam, place, -w / 2 - 30, -d / 2 - 8, w / 2 + 30, d / 2 + 14, "#7fb86a", 'fill-opacity="0.35"'));
  parts.push(onGround(cam, place, -w / 2, -d / 2, w / 2, d / 2, "#cfe9a8"));
  parts.push(onGround(cam, place, -1.8, -d / 2 - 16, 1.8, -d / 2, "#d9c39a"));
  const corners: Vec[] = [
    [-w / 2, 0, -d / 2],
    [w / 2, 0, -d / 2],
    [w / 2, 0, d / 2],
    [-w / 2, 0, d / 2],
  ];
  const tops = corners.map(([x, , z]) => project(cam, placeVec(place, [x, 0.4, z])));
  for (let i = 0; i < 4; i++) parts.push(line(tops[i]!, tops[(i + 1) % 4]!, "#f26b3a", 1.5));
  for (const [x, , z] of [...corners].sort((a, b) => placeVec(place, b)[2] - placeVec(place, a)[2])) {
    parts.push(box(cam, place, [x - 0.08, 0, z - 0.08], [x + 0.08, 1.5, z + 0.08], "#b08a5a"));
    const [tx, ty] = project(cam, placeVec(place, [x, 1.45, z]));
    const size = (1500 * 0.5) / placeVec(place, [x, 0, z])[2];
    parts.push(
      polygon(
        [
          [tx, ty],
          [tx + size, ty + size * 0.3],
          [tx, ty + size * 0.6],
        ],
        "#f26b3a",
      ),
    );
  }
  parts.push(palm(random, [random.int(1240, 1400), groundY(0, 30, eye)], random.int(420, 480), random.int(-40, 40)));
  if (random.chance(0.6)) parts.push(palm(random, [random.int(160, 300), groundY(0, 34, eye)], random.int(360, 420), random.int(-30, 30)));
  for (let i = 0; i < 4; i++)
    parts.push(shrub(random, [random.int(80, WIDTH - 80), groundY(0, random.int(15, 19), eye)], random.int(90, 130)));
  return parts.join("");
};
