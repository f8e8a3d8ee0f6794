"use client";

import type { QuickFindHit, QuickFindKind } from "@/lib/schemas/search";

/** A record opened through the palette: what the palette showed of it, and its kind. */
export type RecentRecord = QuickFindHit & { kind: QuickFindKind };

/**
 * The records a person last opened through the command palette, newest
 * first, kept in this browser under the user's id. Like the offline copies,
 * they are deleted when the session ends (forgetOfflineData): the next person
 * at a shared desk does not see what the last one opened.
 */
const MAX_RECENT = 5;
const PREFIX = "quick-find-recent:";
const keyOf = (userId: string) => `${PREFIX}${userId}`;

function isHit(value: unknown): value is RecentRecord {
  const hit = value as Partial<RecentRecord> | null;
  return (
    typeof hit?._id === "string" &&
    typeof hit.kind === "string" &&
    typeof hit.label === "string" &&
    typeof hit.detail === "string" &&
    typeof hit.href === "string" &&
    hit.href.startsWith("/")
  );
}

export function readRecent(userId: string): RecentRecord[] {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(keyOf(userId)) ?? "[]");
    return Array.isArray(stored) ? stored.filter(isHit).slice(0, MAX_RECENT) : [];
  } catch {
    return [];
  }
}

export function rememberRecent(userId: string, hit: RecentRecord) {
  const { _id, kind, label, detail, href } = hit;
  const next = [{ _id, kind, label, detail, href }, ...readRecent(userId).filter((known) => known._id !== _id)].slice(0, MAX_RECENT);
  try {
    localStorage.setItem(keyOf(userId), JSON.stringify(next));
  } catch {
    // Storage full or blocked: the palette works without recents.
  }
}

/** Every user's recents in this browser (the session ended). */
export function forgetRecentRecords() {
  try {
    for (const key of Object.keys(localStorage)) if (key.startsWith(PREFIX)) localStorage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}
