import type { Random } from "../random";
import { HEIGHT, HORIZON, mix, polygon, WIDTH, type Point, type Vec } from "./geometry";

/** The light of a picture: sky, sun, sea and grass for a time of day. */
export interface Daylight {
  name: string;
  skyTop: string;
  skyLow: string;
  sunColour: string;
  /** Where the sun stands on the canvas, and its direction for shading. */
  sunAt: Point;
  sun: Vec;
  sea: [string, string];
  grass: [string, string];
  hills: [string, string];
}

const vec = (x: number, y: number, z: number): Vec => {
  const length = Math.hypot(x, y, z);
  return [x / length, y / length, z / length];
};

export const DAYLIGHTS: readonly Daylight[] = [
  {
    name: "morning",
    skyTop: "#7cc6ea",
    skyLow: "#fdebd8",
    sunColour: "#fff3c4",
    sunAt: [240, 300],
    sun: vec(-0.7, 0.55, -0.45),
    sea: ["#5fc4cf", "#9ee0dc"],
    grass: ["#a9d98f", "#7fc27a"],
    hills: ["#9cc7b8", "#7fb3a0"],
  },
  {
    name: "noon",
    skyTop: "#4fb0e6",
    skyLow: "#d3f0fb",
    sunColour: "#fffbe6",
    sunAt: [1180, 150],
    sun: vec(0.35, 0.9, -0.25),
    sea: ["#2fb3c6", "#7fdad6"],
    grass: ["#9fd88a", "#6fbf6e"],
    hills: ["#8fc2a8", "#6aa88c"],
  },
  {
    name: "afternoon",
    skyTop: "#62b9e6",
    skyLow: "#fff1cc",
    sunColour: "#fff0b8",
    sunAt: [1340, 260],
    sun: vec(0.75, 0.5, -0.4),
    sea: ["#3cb8c4", "#8fdcd4"],
    grass: ["#b4db8c", "#84c275"],
    hills: ["#a3c9aa", "#83b395"],
  },
  {
    name: "golden hour",
    skyTop: "#6fa9d8",
    skyLow: "#ffcf9e",
    sunColour: "#ffe1a6",
    sunAt: [1400, 560],
    sun: vec(0.85, 0.25, -0.45),
    sea: ["#4aa9bd", "#f2c9a0"],
    grass: ["#bcd58a", "#8fb872"],
    hills: ["#b5b99a", "#939f86"],
  },
];

export function sky(daylight: Daylight): string {
  return (
    `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${daylight.skyTop}"/>` +
    `<stop offset="1" stop-color="${daylight.skyLow}"/></linearGradient>` +
    `<radialGradient id="glow"><stop offset="0" stop-color="${daylight.sunColour}" stop-opacity="0.9"/>` +
    `<stop offset="1" stop-color="${daylight.sunColour}" stop-opacity="0"/></radialGradient></defs>` +
    `<rect width="${WIDTH}" height="${HORIZON + 40}" fill="url(#sky)"/>` +
    `<circle cx="${daylight.sunAt[0]}" cy="${daylight.sunAt[1]}" r="260" fill="url(#glow)"/>` +
    `<circle cx="${daylight.sunAt[0]}" cy="${daylight.sunAt[1]}" r="70" fill="${daylight.sunColour}"/>`
  );
}

export function clouds(random: Random, count: number): string {
  const parts: string[] = [];
  for (let n = 0; n < count; n++) {
    const [x, y, width] = [random.int(-100, WIDTH), random.int(90, 430), random.int(220, 460)];
    const puffs = random.int(3, 5);
    parts.push(`<g fill="#ffffff" opacity="${(0.72 + random.next() * 0.24).toFixed(2)}">`);
    parts.push(`<rect x="${x}" y="${y - 30}" width="${width}" height="44" rx="22"/>`);
    for (let p = 0; p < puffs; p++) {
      const r = random.int(30, 62);
      parts.push(`<circle cx="${x + 40 + ((width - 80) * p) / Math.max(1, puffs - 1)}" cy="${y - 18 - r * 0.4}" r="${r}"/>`);
    }
    parts.push("</g>");
  }
  return parts.join("");
}

/** A ridge of rolling hills whose foot is at `baseY`, up to `height` px tall. */
export function hills(random: Random, colour: string, baseY: number, height: number): string {
  const phase = random.next() * Math.PI * 2;
  const waves = 1.5 + random.next() * 2;
  const points: Point[] = [];
  for (let x = -40; x <= WIDTH + 40; x += 40) {
    const t = x / WIDTH;
    const y =
      baseY - height * (0.55 + 0.3 * Math.sin(phase + t * Math.PI * waves) + 0.15 * Math.sin(phase * 2 + t * Math.PI * waves * 3.1));
    points.push([x, y]);
  }
  return polygon([...points, [WIDTH + 40, HEIGHT], [-40, HEIGHT]], colour);
}

/** The sea from the horizon down to `shoreY`, with a few glints. */
export function sea(random: Random, daylight: Daylight, shoreY: number): string {
  const glints: string[] = [];
  for (let n = 0; n < 14; n++) {
    const y = HORIZON + 4 + random.next() * (shoreY - HORIZON - 8);
    const x = random.int(0, WIDTH);
    glints.push(
      `<rect x="${x}" y="${y.toFixed(1)}" width="${random.int(40, 160)}" height="3" rx="1.5" fill="#ffffff" fill-opacity="0.45"/>`,
    );
  }
  return (
    `<defs><linearGradient id="sea" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${daylight.sea[0]}"/>` +
    `<stop offset="1" stop-color="${daylight.sea[1]}"/></linearGradient></defs>` +
    `<rect y="${HORIZON}" width="${WIDTH}" height="${shoreY - HORIZON}" fill="url(#sea)"/>${glints.join("")}`
  );
}

/** Grass from `fromY` to the bottom of the picture; sand along the top edge when `beach`. */
export function ground(daylight: Daylight, fromY: number, beach = false): string {
  const sand = beach ? `<rect y="${fromY}" width="${WIDTH}" height="22" fill="#f3e3bf"/>` : "";
  return (
    `<defs><linearGradient id="grass" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${daylight.grass[0]}"/>` +
    `<stop offset="1" stop-color="${daylight.grass[1]}"/></linearGradient></defs>` +
    `<rect y="${fromY}" width="${WIDTH}" height="${HEIGHT - fromY}" fill="url(#grass)"/>${sand}`
  );
}

/** A coconut palm standing at `base`, `height` px tall, its top leaning `lean` px sideways. */
export function palm(random: Random, base: Point, height: number, lean: number): string {
  const [bx, by] = base;
  const top: Point = [bx + lean, by - height];
  const along = (t: number): Point => {
    const control: Point = [bx + lean * 0.15, by - height * 0.55];
    const u = 1 - t;
    return [u * u * bx + 2 * u * t * control[0] + t * t * top[0], u * u * by + 2 * u * t * control[1] + t * t * top[1]];
  };
  const width = (t: number) => height * (0.034 - 0.014 * t);
  const left: Point[] = [];
  const right: Point[] = [];
  for (let i = 0; i <= 12; i++) {
    const [x, y] = along(i / 12);
    left.push([x - width(i / 12), y]);
    right.unshift([x + width(i / 12), y]);
  }
  const parts = [polygon([...left, ...right], "#8b7258")];
  for (let i = 1; i < 12; i++) {
    const [x, y] = along(i / 12);
    parts.push(
      `<rect x="${(x - width(i / 12)).toFixed(1)}" y="${y.toFixed(1)}" width="${(2 * width(i / 12)).toFixed(1)}" height="3" fill="#6f5a45" fill-opacity="0.5"/>`,
    );
  }
  const fronds = random.int(7, 9);
  const span = height * 0.42;
  for (let f = 0; f < fronds; f++) {
    const angle = Math.PI * (1.05 + (0.9 * f) / (fronds - 1)) + (random.next() - 0.5) * 0.2;
    const reach = span * (0.8 + random.next() * 0.35);
    const tip: Point = [top[0] + Math.cos(angle) * reach, top[1] + Math.sin(angle) * reach * 0.55 + reach * 0.45];
    const mid: Point = [(top[0] + tip[0]) / 2, (top[1] + tip[1]) / 2 - reach * 0.28];
    const normal: Point = [-(tip[1] - top[1]) / reach, (tip[0] - top[0]) / reach];
    const leafWidth = reach * 0.14;
    const colour = f % 2 === 0 ? "#3f8f5a" : "#2f7a4d";
    parts.push(
      `<path d="M${top[0].toFixed(1)},${top[1].toFixed(1)} Q${(mid[0] + normal[0] * leafWidth).toFixed(1)},${(mid[1] + normal[1] * leafWidth).toFixed(1)} ` +
        `${tip[0].toFixed(1)},${tip[1].toFixed(1)} Q${(mid[0] - normal[0] * leafWidth).toFixed(1)},${(mid[1] - normal[1] * leafWidth).toFixed(1)} ` +
        `${top[0].toFixed(1)},${top[1].toFixed(1)}Z" fill="${colour}"/>`,
    );
  }
  for (let c = 0; c < 3; c++) {
    parts.push(
      `<circle cx="${(top[0] - 8 + c * 8).toFixed(1)}" cy="${(top[1] + 10 + (c % 2) * 5).toFixed(1)}" r="${(height * 0.018).toFixed(1)}" fill="#6b5a2e"/>`,
    );
  }
  return parts.join("");
}

/** A rounded shrub centred at `centre`, `size` px wide, with flowers when given a colour. */
export function shrub(random: Random, centre: Point, size: number, flowers?: string): string {
  const parts: string[] = [];
  const greens = ["#4e9a5b", "#5fae66", "#3f8a52"];
  for (let n = 0; n < 6; n++) {
    const r = size * (0.22 + random.next() * 0.16);
    const x = centre[0] + (random.next() - 0.5) * size * 0.7;
    const y = centre[1] - r * 0.6 - random.next() * size * 0.15;
    parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${r.toFixed(1)}" fill="${greens[n % 3]}"/>`);
  }
  if (flowers) {
    for (let n = 0; n < 7; n++) {
      const x = centre[0] + (random.next() - 0.5) * size * 0.75;
      const y = centre[1] - size * (0.15 + random.next() * 0.45);
      parts.push(`<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="${(size * 0.035).toFixed(1)}" fill="${flowers}"/>`);
    }
  }
  return parts.join("");
}

/** A distant strip of trees along the horizon. */
export function treeLine(random: Random, y: number, colour: string): string {
  const parts: string[] = [];
  for (let x = -20; x < WIDTH + 20; x += random.int(18, 40)) {
    const r = random.int(10, 24);
    parts.push(`<circle cx="${x}" cy="${y - r * 0.5}" r="${r}" fill="${mix(colour, "#2f6b4a", random.next() * 0.3)}"/>`);
  }
  return parts.join("");
}
