"use client";

/**
 * What a person was typing when their session ended (issue 32 §1), kept in
 * this browser until they sign in again and open the same form:
 *
 * - keyed by the user's id and the form (its page and its confirmation text),
 *   so a different user signing in on the device never finds it;
 * - written only when the session ends by the idle timeout (or a 401) with
 *   the form changed, read once (taking it deletes it), dropped after
 *   MAX_DRAFT_AGE_MS (a session lasts at most 12 h) and by sign-out;
 * - never holding a password: fields named like one, and the names the form
 *   renders as `type="password"`, are left out.
 */
const PREFIX = "agency:draft:";
export const MAX_DRAFT_AGE_MS = 12 * 60 * 60 * 1000;

/** The part of Storage drafts use (tests pass one in memory). */
export type DraftStorage = Pick<Storage, "getItem" | "setItem" | "removeItem" | "key" | "length">;

const browserStorage = (): DraftStorage | null => {
  try {
    return typeof localStorage === "undefined" ? null : localStorage;
  } catch {
    return null;
  }
};

export const draftKey = (userId: string, form: string) => `${PREFIX}${userId}:${form}`;

const PASSWORD_NAME = /pass(word|phrase)|secret/i;

/** A copy of `values` without password fields, at any depth (`secret` names the fields the form shows as passwords). */
export function withoutPasswords(values: unknown, secret: ReadonlySet<string> = new Set(), path = ""): unknown {
  if (Array.isArray(values)) return values.map((item, index) => withoutPasswords(item, secret, path ? `${path}.${index}` : String(index)));
  if (values === null || typeof values !== "object") return values;
  const kept: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(values)) {
    const fieldPath = path ? `${path}.${name}` : name;
    if (PASSWORD_NAME.test(name) || secret.has(fieldPath) || secret.has(name)) continue;
    kept[name] = withoutPasswords(value, secret, fieldPath);
  }
  return kept;
}

export function saveDraft(
  userId: string,
  form: string,
  values: unknown,
  {
    secret,
    now = Date.now(),
    storage = browserStorage(),
  }: { secret?: ReadonlySet<string>; now?: number; storage?: DraftStorage | null } = {},
): void {
  if (!storage || !userId) return;
  try {
    storage.setItem(draftKey(userId, form), JSON.stringify({ savedAt: now, values: withoutPasswords(values, secret) }));
  } catch {
    // Storage full or blocked: nothing is kept.
  }
}

/** The user's draft of this form, deleted as it is read; null when there is none, or it is too old or unreadable. */
export function takeDraft<T = unknown>(
  userId: string,
  form: string,
  { now = Date.now(), storage = browserStorage() }: { now?: number; storage?: DraftStorage | null } = {},
): T | null {
  if (!storage || !userId) return null;
  try {
    const key = draftKey(userId, form);
    const stored = storage.getItem(key);
    if (stored === null) return null;
    storage.removeItem(key);
    const draft = JSON.parse(stored) as { savedAt?: unknown; values?: unknown };
    if (typeof draft.savedAt !== "number" || now - draft.savedAt > MAX_DRAFT_AGE_MS || now < draft.savedAt) return null;
    if (draft.values === null || typeof draft.values !== "object") return null;
    return draft.values as T;
  } catch {
    return null;
  }
}

export function discardDraft(userId: string, form: string, storage = browserStorage()): void {
  try {
    storage?.removeItem(draftKey(userId, form));
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/** Every draft in this browser, of every user (sign-out). */
export function forgetDrafts(storage = browserStorage()): void {
  if (!storage) return;
  try {
    const keys: string[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (key?.startsWith(PREFIX)) keys.push(key);
    }
    for (const key of keys) storage.removeItem(key);
  } catch {
    // Storage blocked: nothing was kept.
  }
}

/** Told to every form when the session ends in this tab, before the page leaves for sign-in. */
export const SESSION_ENDING_EVENT = "agency:session-ending";
