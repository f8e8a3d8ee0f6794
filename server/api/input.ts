import type { NextRequest } from "next/server";
import { z, type ZodType } from "zod";
import { badRequest, fieldErrorsFrom, notFound, payloadTooLarge } from "@/server/errors";

/** Bodies above this are refused before parsing (a listing with notes is a few KB). */
const MAX_JSON_BYTES = 256 * 1024;

/**
 * Reads and validates a JSON body. Malformed, oversized or invalid input is a 400 (413) — never a 500.
 * Bodies that carry a picture as a data URL pass a larger `maxBytes`.
 */
export async function readJson<Schema extends ZodType>(
  req: NextRequest,
  schema: Schema,
  { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {},
): Promise<z.output<Schema>> {
  const declared = Number(req.headers.get("content-length") ?? "0");
  if (declared > maxBytes) throw payloadTooLarge();

  let text: string;
  try {
    text = await req.text();
  } catch {
    throw badRequest("The request body could not be read.");
  }
  if (text.length > maxBytes) throw payloadTooLarge();

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("The request body must be valid JSON.");
  }
  rejectNulCharacters(body);
  return validate(schema, body);
}

export function readQuery<Schema extends ZodType>(req: NextRequest, schema: Schema): z.output<Schema> {
  const query = Object.fromEntries(req.nextUrl.searchParams.entries());
  rejectNulCharacters(query);
  return validate(schema, query);
}

/**
 * PostgreSQL cannot store U+0000 in text, nor unpaired UTF-16 surrogates in
 * JSON (the audit log); refuse both here, for every endpoint, rather than
 * fail in the database.
 */
function rejectNulCharacters(value: unknown, depth = 0): void {
  if (depth > 32) throw badRequest("The request is nested too deeply.");
  if (typeof value === "string") {
    if (value.includes("\u0000")) throw badRequest("Text may not contain NUL characters.");
    if (!value.isWellFormed()) throw badRequest("Text contains invalid characters.");
  } else if (Array.isArray(value)) {
    for (const item of value) rejectNulCharacters(item, depth + 1);
  } else if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      rejectNulCharacters(key, depth + 1);
      rejectNulCharacters(item, depth + 1);
    }
  }
}

export function validate<Schema extends ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) {
    const fieldErrors = fieldErrorsFrom(parsed.error);
    const first = Object.values(fieldErrors)[0]?.[0];
    throw badRequest(first ?? "The request is invalid.", fieldErrors);
  }
  return parsed.data;
}

const uuid = z.uuid();

/** Ids in paths: anything that is not a UUID cannot name a record, so 404. */
export function readId(value: string | undefined): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
