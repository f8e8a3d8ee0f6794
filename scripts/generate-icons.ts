/**
 * Writes the web app manifest's icons (app/manifest.ts) to public/icons, and iOS's app/apple-icon.png, from
 * the brand mark of app/icon.svg: 192 and 512 px for "any" (the rounded tile),
 * and a 512 px "maskable" one whose mark sits inside the central safe zone
 * (a circle of 80% of the width) on a full-bleed brand background.
 * Run after changing the mark: `npx tsx scripts/generate-icons.ts`.
 */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";

const BRAND = "#21625d";
const HOUSE = "M9 24V11l7-4 7 4v13h-5v-6h-4v6z";
const out = join(process.cwd(), "public", "icons");

const tile = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="7" fill="${BRAND}"/><path d="${HOUSE}" fill="#fff"/></svg>`;
// The house spans 14 of 32 units around (16, 15.5); scaled by 0.8 it stays well inside the 80% circle.
const maskable = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${BRAND}"/><g transform="translate(16 16) scale(0.8) translate(-16 -15.5)"><path d="${HOUSE}" fill="#fff"/></g></svg>`;

async function write(svg: string, size: number, file: string) {
  await sharp(Buffer.from(svg), { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(join(process.cwd(), file));
  console.log(file);
}

async function main() {
  mkdirSync(out, { recursive: true });
  await write(tile, 192, "public/icons/icon-192.png");
  await write(tile, 512, "public/icons/icon-512.png");
  await write(maskable, 512, "public/icons/maskable-512.png");
  await write(maskable, 180, "app/apple-icon.png"); // iOS rounds the corners itself
}

void main();
