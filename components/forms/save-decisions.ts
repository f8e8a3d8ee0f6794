import type { DialogFailure } from "@/components/ui/dialogs";
import { ApiRequestError } from "@/lib/client/api";

/**
 * The decisions of the save flow (components/forms/use-save-flow.ts), as pure
 * functions so they are tested on their own (tests/unit/save-decisions.test.ts):
 * what a failed save says, which fields the server's errors mark, and what
 * the 'Hold On ...' alert says about an invalid form.
 */

export interface FailureTexts {
  /** The text (PRODUCT.md#messages) for this form's failed save. */
  failure: string;
  /** PRODUCT.md#messages: on this status the server's own message replaces the text (providers 400, reminders 422). */
  serverMessageOn?: number;
}

/** The dialog's own words, in the page's language (`common.messages`: 'Oops!', 'Offline' and its text). */
export interface FailureWords {
  oops: string;
  offlineTitle: string;
  offline: string;
}

/** The 'Hold On ...' alert's title and its general text (`common.messages`), in the page's language. */
export interface InvalidFormWords {
  holdOn: string;
  incomplete: string;
}

/**
 * - 401: nothing (the shell returns to sign-in).
 * - No connection (status 0): 'Offline' with the text (PRODUCT.md#messages), the one dialog the person sees.
 * - `serverMessageOn`: 'Oops!' with the server's message.
 * - Any other 4xx: 'Oops!', the text (PRODUCT.md#messages), and the server's reason under it.
 * - 5xx and anything else: 'Oops!' and the text (PRODUCT.md#messages).
 */
export function saveFailureOf(error: unknown, { failure, serverMessageOn }: FailureTexts, words: FailureWords): DialogFailure | null {
  if (!(error instanceof ApiRequestError)) return { title: words.oops, message: failure, tone: "warning" };
  if (error.status === 401) return null;
  if (error.status === 0) return { title: words.offlineTitle, message: words.offline, tone: "offline" };
  if (error.status === serverMessageOn) return { title: words.oops, message: error.message, tone: "warning" };
  const detail = error.status >= 400 && error.status < 500 ? error.message : undefined;
  return { title: words.oops, message: failure, detail, tone: "warning" };
}

/**
 * The server's field errors as the form's: a server field is renamed by
 * `renames` (e.g. serviceDueDateTime → dueDate), then marked only when the
 * form has that field. Fields the form does not have are left to the
 * dialog's text.
 */
export function formFieldErrors(
  fieldErrors: Record<string, string[]> | undefined,
  renames: Readonly<Record<string, string>>,
  hasField: (path: string) => boolean,
): { field: string; message: string }[] {
  const marked: { field: string; message: string }[] = [];
  for (const [serverField, messages] of Object.entries(fieldErrors ?? {})) {
    const field = renames[serverField] ?? serverField;
    if (messages[0] && hasField(field)) marked.push({ field, message: messages[0] });
  }
  return marked;
}

export interface InvalidField {
  path: string;
  message: string;
}

/** react-hook-form's nested error tree as a list of fields and their messages, in the tree's order. */
export function invalidFieldsOf(errors: unknown, prefix = ""): InvalidField[] {
  if (!errors || typeof errors !== "object") return [];
  const node = errors as Record<string, unknown>;
  if (typeof node.message === "string" && typeof node.type === "string") return [{ path: prefix, message: node.message }];
  return Object.entries(node).flatMap(([key, child]) => (key === "ref" ? [] : invalidFieldsOf(child, prefix ? `${prefix}.${key}` : key)));
}

export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === "string") return value.trim() === "";
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

/**
 * What the 'Hold On ...' alert says (PRODUCT.md#forms). A required field left empty:
 * 'Please complete all required fields marked with the Asterisk (*)' (or the
 * form's own text, e.g. the transaction's). Every invalid field filled in
 * (an hour of 13, 12 AM, a past date, a malformed e-mail): that rule's own
 * message instead, each once.
 */
export function invalidFormAlert(
  invalid: readonly InvalidField[],
  valueAt: (path: string) => unknown,
  words: InvalidFormWords,
  incomplete: string = words.incomplete,
): { title: string; messages: string[] } {
  const anyEmpty = invalid.some((field) => isBlank(valueAt(field.path)));
  const messages = anyEmpty || invalid.length === 0 ? [incomplete] : [...new Set(invalid.map((field) => field.message))];
  return { title: words.holdOn, messages };
}
