/**
 * A tiny eye-level camera for the demo pictures: objects are placed in metres
 * (x right, y up, z away from the viewer), turned about their own vertical
 * axis for a three-quarter view, and projected onto a 1600 × 1200 canvas
 * whose horizon sits on the lower third line. Faces turned away from the
 * camera are skipped, and each visible face is lit by the sun's direction.
 */
export const WIDTH = 1600;
export const HEIGHT = 1200;
export const HORIZON = 800;
const FOCAL = 1500;

export type Vec = [number, number, number];
export type Point = [number, number];

export interface Placement {
  /** Where the object's origin stands (x across, z away, in metres). */
  x: number;
  z: number;
  /** Turn about the vertical axis, in degrees; positive shows the right side. */
  yaw: number;
}

export interface Camera {
  eyeHeight: number;
  /** Unit vector towards the sun. */
  sun: Vec;
}

export const add = (a: Vec, b: Vec): Vec => [a[0] + b[0], a[1] + b[1], a[2] + b[2]];
export const sub = (a: Vec, b: Vec): Vec => [a[0] - b[0], a[1] - b[1], a[2] - b[2]];
export const scale = (a: Vec, k: number): Vec => [a[0] * k, a[1] * k, a[2] * k];
const dot = (a: Vec, b: Vec) => a[0] * b[0] + a[1] * b[1] + a[2] * b[2];
const cross = (a: Vec, b: Vec): Vec => [a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]];
const normalise = (a: Vec): Vec => scale(a, 1 / Math.hypot(...a));

/** Object coordinates to world coordinates. */
export function placeVec(placement: Placement, point: Vec): Vec {
  const angle = (placement.yaw * Math.PI) / 180;
  const [x, y, z] = point;
  return [placement.x + x * Math.cos(angle) + z * Math.sin(angle), y, placement.z - x * Math.sin(angle) + z * Math.cos(angle)];
}

export function project(camera: Camera, world: Vec): Point {
  const depth = Math.max(world[2], 0.5);
  return [WIDTH / 2 + (FOCAL * world[0]) / depth, HORIZON - (FOCAL * (world[1] - camera.eyeHeight)) / depth];
}

/** A point on the ground (y = 0) at world position (x, z). */
export function groundPoint(camera: Camera, x: number, z: number): Point {
  return project(camera, [x, 0, z]);
}

/** Screen size of `metres` at distance `z`. */
export function pixels(metres: number, z: number): number {
  return (FOCAL * metres) / z;
}

/**
 * A flat polygon in object coordinates, drawn when it faces the camera. The
 * returned light factor is 0 (turned from the sun) to 1 (facing it).
 */
export function face(
  camera: Camera,
  placement: Placement,
  corners: readonly Vec[],
  inside: Vec,
): { points: Point[]; light: number } | null {
  const world = corners.map((corner) => placeVec(placement, corner));
  let normal = normalise(cross(sub(world[1]!, world[0]!), sub(world[2]!, world[0]!)));
  const centre = scale(world.reduce(add, [0, 0, 0]), 1 / world.length);
  if (dot(normal, sub(centre, placeVec(placement, inside))) < 0) normal = scale(normal, -1);
  const eye: Vec = [0, camera.eyeHeight, 0];
  if (dot(normal, sub(centre, eye)) >= 0) return null;
  return { points: world.map((point) => project(camera, point)), light: Math.max(0, dot(normal, camera.sun)) };
}

/** A point on a wall: `origin` plus `u` metres along `across` and `v` metres up. */
export function onWall(origin: Vec, across: Vec, u: number, v: number): Vec {
  return [origin[0] + across[0] * u, origin[1] + v, origin[2] + across[2] * u];
}

const round = (value: number) => Math.round(value * 10) / 10;

export function polygon(points: readonly Point[], fill: string, extra = ""): string {
  return `<polygon points="${points.map(([x, y]) => `${round(x)},${round(y)}`).join(" ")}" fill="${fill}"${extra ? ` ${extra}` : ""}/>`;
}

export function line(from: Point, to: Point, stroke: string, width: number): string {
  return `<line x1="${round(from[0])}" y1="${round(from[1])}" x2="${round(to[0])}" y2="${round(to[1])}" stroke="${stroke}" stroke-width="${round(width)}" stroke-linecap="round"/>`;
}

// ---------------------------------------------------------------- colour

function rgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function hex([r, g, b]: readonly number[]): string {
  const clamp = (channel: number) => Math.max(0, Math.min(255, Math.round(channel)));
  return `#${[r, g, b].map((channel) => clamp(channel!).toString(16).padStart(2, "0")).join("")}`;
}

/** `t` = 0 gives `a`, 1 gives `b`. */
export function mix(a: string, b: string, t: number): string {
  const [from, to] = [rgb(a), rgb(b)];
  return hex(from.map((channel, index) => channel + (to[index]! - channel) * t));
}

/** A face's colour under the sun: shaded sides darker, sunlit ones a touch warmer. */
export function lit(colour: string, light: number): string {
  return light > 0.5 ? mix(colour, "#fff6e0", (light - 0.5) * 0.25) : mix(colour, "#33415c", (0.5 - light) * 0.45);
}
