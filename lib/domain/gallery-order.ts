/**
 * The listing gallery's pure rules (components/listings/listing-gallery.tsx):
 * moving a picture, the order a drop makes, what the live region says, and
 * how chosen files are split into uploads the server accepts.
 */

/** `ids` with the one at `from` moved to `to` (both clamped to the list); the same array when nothing moves. */
export function moveId(ids: readonly string[], from: number, to: number): readonly string[] {
  const target = Math.max(0, Math.min(ids.length - 1, to));
  if (from < 0 || from >= ids.length || from === target) return ids;
  const next = [...ids];
  const [moved] = next.splice(from, 1);
  next.splice(target, 0, moved!);
  return next;
}

/** The order after dropping `dragged` onto `target`'s place (it takes that place; the others shift). */
export function dropOnto(ids: readonly string[], dragged: string, target: string): readonly string[] {
  return moveId(ids, ids.indexOf(dragged), ids.indexOf(target));
}

/** The cover first, the others in their order. */
export function withCover(ids: readonly string[], cover: string): readonly string[] {
  return moveId(ids, ids.indexOf(cover), 0);
}

/** Chosen files in uploads of at most `perUpload` each (the server's limit per request). */
export function uploadBatches<T>(files: readonly T[], perUpload: number): T[][] {
  const batches: T[][] = [];
  for (let start = 0; start < files.length; start += perUpload) batches.push(files.slice(start, start + perUpload));
  return batches;
}
