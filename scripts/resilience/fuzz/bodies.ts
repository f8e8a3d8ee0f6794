/**
 * Malformed request bodies derived from a valid one, and the oracle that
 * decides whether the server must refuse a body. A body is kept only when
 * the endpoint's own zod schema rejects it (or it breaks a rule every
 * endpoint enforces before the schema: not JSON, too large, NUL or broken
 * UTF-16, nested too deep), so none of them is a valid write.
 */
import fc from "fast-check";
import type { ZodType } from "zod";
import { nastyString, nastyValue } from "./values";

export interface WireBody {
  /** How the case was made, for the report. */
  kind: string;
  contentType: string | null;
  text: string;
}

type Path = (string | number)[];

/** Every path into the body (objects and arrays), the body itself excluded. */
export function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (!value || typeof value !== "object") return [];
  const entries: [string | number, unknown][] = Array.isArray(value) ? value.map((item, index) => [index, item]) : Object.entries(value);
  return entries.flatMap(([key, item]) => [[...prefix, key], ...pathsOf(item, [...prefix, key])]);
}

function withChange(body: unknown, path: Path, change: (parent: Record<string | number, unknown>, key: string | number) => void): unknown {
  const copy = structuredClone(body) as Record<string | number, unknown>;
  let parent: unknown = copy;
  for (const key of path.slice(0, -1))
    parent = parent && typeof parent === "object" ? (parent as Record<string | number, unknown>)[key] : undefined;
  // An earlier change may have replaced an ancestor with a scalar: nothing left to change there.
  if (parent && typeof parent === "object") change(parent as Record<string | number, unknown>, path[path.length - 1]!);
  return copy;
}

const removed = (body: unknown, path: Path) =>
  withChange(body, path, (parent, key) => (Array.isArray(parent) ? parent.splice(Number(key), 1) : delete parent[key]));
const replaced = (body: unknown, path: Path, value: unknown) => withChange(body, path, (parent, key) => (parent[key] = value));

const CONTENT_TYPES = [
  "text/plain",
  "application/x-www-form-urlencoded",
  "multipart/form-data; boundary=fuzz",
  "application/xml",
  "application/json; charset=utf-16",
  null,
] as const;

/** JSON bodies with one or more fields removed, replaced or added; or the whole body replaced. */
function jsonVariants(valid: Record<string, unknown>): fc.Arbitrary<{ kind: string; value: unknown }> {
  const paths = pathsOf(valid);
  const path = fc.constantFrom(...paths);
  return fc.oneof(
    path.map((at) => ({ kind: `without ${at.join(".")}`, value: removed(valid, at) })),
    fc.tuple(path, nastyValue).map(([at, value]) => ({ kind: `${at.join(".")} replaced`, value: replaced(valid, at, value) })),
    fc.array(fc.tuple(path, nastyValue), { minLength: 2, maxLength: 5 }).map((changes) => ({
      kind: `${changes.map(([at]) => at.join(".")).join(", ")} replaced`,
      value: changes.reduce<unknown>((body, [at, value]) => replaced(body, at, value), valid),
    })),
    fc
      .tuple(
        fc.tuple(path, nastyValue),
        fc.dictionary(
          nastyString.filter((key) => key.length < 100),
          nastyValue,
          { minKeys: 1, maxKeys: 4 },
        ),
      )
      .map(([[at, value], extra]) => ({
        kind: `${at.join(".")} replaced, extra fields`,
        value: { ...(replaced(valid, at, value) as object), ...extra },
      })),
    nastyValue.map((value) => ({ kind: "whole body replaced", value })),
  );
}

/** Bodies that are not JSON at all, or JSON cut short. */
function rawVariants(valid: Record<string, unknown>): fc.Arbitrary<{ kind: string; text: string }> {
  const json = JSON.stringify(valid);
  return fc.oneof(
    fc.integer({ min: 0, max: json.length - 1 }).map((cut) => ({ kind: "JSON cut short", text: json.slice(0, cut) })),
    fc.string({ unit: "binary", maxLength: 200 }).map((text) => ({ kind: "random text", text })),
    fc.constant({ kind: "form-encoded", text: new URLSearchParams(valid as Record<string, string>).toString() }),
    fc.constant({ kind: "JSON with a trailing comma", text: `${json.slice(0, -1)},}` }),
    fc.constant({ kind: "single-quoted JSON", text: json.replaceAll('"', "'") }),
    fc.constant({ kind: "two JSON documents", text: `${json}${json}` }),
    fc
      .integer({ min: 1_000, max: 60_000 })
      .map((depth) => ({ kind: `${depth} nested arrays`, text: `${"[".repeat(depth)}${"]".repeat(depth)}` })),
  );
}

/** Every malformed body for an endpoint whose valid body is `valid`; the caller filters with `mustBeRefused`. */
export function malformedBodies(valid: Record<string, unknown>): fc.Arbitrary<WireBody> {
  const contentType = fc.oneof({ arbitrary: fc.constant<string | null>("application/json"), weight: 4 }, fc.constantFrom(...CONTENT_TYPES));
  return fc.oneof(
    { arbitrary: fc.tuple(jsonVariants(valid), contentType).map(([{ kind, value }, type]) => toWire(kind, value, type)), weight: 5 },
    {
      arbitrary: fc.tuple(rawVariants(valid), contentType).map(([{ kind, text }, type]) => ({ kind, text, contentType: type })),
      weight: 1,
    },
  );
}

function toWire(kind: string, value: unknown, contentType: string | null): WireBody {
  // undefined at the top (fc.anything) serialises to nothing: an empty body.
  return { kind, contentType, text: JSON.stringify(value) ?? "" };
}

export interface RefusalRules {
  schema: ZodType;
  maxBytes: number;
  /** What else makes a schema-valid body impossible to store (e.g. a picture that is not an image). */
  alsoRefused?: (body: unknown) => boolean;
}

/** True when the server must refuse this body: it is not a valid write. */
export function mustBeRefused(text: string, rules: RefusalRules): boolean {
  if (Buffer.byteLength(text) > rules.maxBytes) return true;
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return true;
  }
  if (breaksInputRules(body)) return true;
  if (!rules.schema.safeParse(body).success) return true;
  return rules.alsoRefused?.(body) ?? false;
}

/** The rules server/api/input.ts applies to every body and query before any schema. */
export function breaksInputRules(value: unknown, depth = 0): boolean {
  if (depth > 32) return true;
  if (typeof value === "string") return value.includes("\u0000") || !value.isWellFormed();
  if (!value || typeof value !== "object") return false;
  return Object.entries(value).some(([key, item]) => breaksInputRules(key, depth + 1) || breaksInputRules(item, depth + 1));
}
