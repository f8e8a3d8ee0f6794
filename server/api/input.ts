import type { NextRequest } from "next/server";
import { z, type ZodType } from "zod";
import { formatBytes } from "@/lib/domain/file-size";
import { badRequest, invalidInput, isAppError, notFound, payloadTooLarge, unsupportedMediaType } from "@/server/errors";
import { partBytes, readMultipart } from "@/server/http/multipart";

/** Bodies above this are refused (a listing with notes is a few KB). */
export const MAX_JSON_BYTES = 256 * 1024;

/**
 * Reads and validates a JSON body. A body that is not declared as JSON is a
 * 415; malformed, oversized or invalid input is a 400 (413) — never a 500.
 * Bodies that carry a picture as a data URL pass a larger `maxBytes`.
 */
export async function readJson<Schema extends ZodType>(
  req: Request,
  schema: Schema,
  { maxBytes = MAX_JSON_BYTES }: { maxBytes?: number } = {},
): Promise<z.output<Schema>> {
  if (!isJsonContentType(req.headers.get("content-type"))) throw unsupportedMediaType();
  const text = await readBodyText(req, maxBytes);

  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest("The request body must be valid JSON.");
  }
  rejectNulCharacters(body);
  return validate(schema, body);
}

/**
 * A JSON body a route takes but does not require (a DELETE's reason): a
 * request that sends nothing — no Content-Type, no length or a length of 0,
 * not chunked — is `undefined`; anything sent is read as readJson reads it.
 */
export async function readOptionalJson<Schema extends ZodType>(req: Request, schema: Schema): Promise<z.output<Schema> | undefined> {
  const sendsNothing =
    req.headers.get("content-type") === null &&
    (req.headers.get("content-length") ?? "0") === "0" &&
    req.headers.get("transfer-encoding") === null;
  return sendsNothing ? undefined : readJson(req, schema);
}

/** `application/json`, with or without parameters (`; charset=utf-8`), in any case. */
export function isJsonContentType(value: string | null): boolean {
  return value?.split(";", 1)[0]!.trim().toLowerCase() === "application/json";
}

/**
 * The body as UTF-8 text, read chunk by chunk with a byte count: a declared
 * Content-Length over the limit is refused before anything is read, and a
 * body without one (chunked) is cancelled the moment it passes the limit, so
 * no request can make the server hold more than `maxBytes` of it.
 */
export async function readBodyText(req: Request, maxBytes: number): Promise<string> {
  // Like Request.text(): UTF-8, a leading byte-order mark dropped, bad bytes replaced.
  return new TextDecoder().decode(await readBodyBytes(req, maxBytes));
}

/** The body's bytes, counted as they stream and cut off past `maxBytes` (413, with `tooLarge` as its message). */
export async function readBodyBytes(req: Request, maxBytes: number, tooLarge?: string): Promise<Buffer> {
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes) throw payloadTooLarge(tooLarge);
  if (!req.body) return Buffer.alloc(0);

  const reader = req.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      received += value.byteLength;
      if (received > maxBytes) {
        await reader.cancel().catch(() => {});
        throw payloadTooLarge(tooLarge);
      }
      chunks.push(value);
    }
  } catch (error) {
    if (isAppError(error)) throw error;
    throw badRequest("The request body could not be read.");
  } finally {
    reader.releaseLock();
  }
  return Buffer.concat(chunks);
}

/** What a multipart form carries beside its text fields: the bytes of its one file. */
export interface Upload {
  fileName: string;
  bytes: Buffer;
  fields: Record<string, string>;
}

/**
 * A multipart/form-data body with one file (415 for any other type), read by
 * the one multipart reader (multipart.ts): the text fields kept, the file's
 * bytes gathered once, the upload cut off with a 413 as soon as the file
 * passes `maxBytes` or the body its framing allowance.
 */
export async function readUpload(
  req: Request,
  { maxBytes, fileField = "file" }: { maxBytes: number; fileField?: string },
): Promise<Upload> {
  const noFile = "Choose a file to upload.";
  const { fields, results } = await readMultipart(
    { contentType: req.headers.get("content-type"), contentLength: req.headers.get("content-length"), body: req.body },
    {
      limits: { files: 1, fields: 20, fileBytes: maxBytes },
      messages: {
        notMultipart: "Send the file as multipart/form-data, in a field named “file”.",
        tooLarge: () => `The file is larger than ${formatBytes(maxBytes)}.`,
        tooManyParts: "The form has too many fields: send the file and its few fields only.",
        noFile,
      },
      fileField,
      onFile: async (part) => ({ fileName: part.fileName ?? "file", bytes: await partBytes(part) }),
    },
  );
  rejectNulCharacters(fields);
  return { ...results[0]!, fields };
}

export function readQuery<Schema extends ZodType>(req: NextRequest, schema: Schema): z.output<Schema> {
  const query = Object.fromEntries(req.nextUrl.searchParams.entries());
  rejectNulCharacters(query);
  const parsed = validate(schema, query);
  // Values decoded inside the query (the criteria's JSON: "\u0000") are checked once decoded.
  rejectNulCharacters(parsed);
  return parsed;
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
  if (!parsed.success) throw invalidInput(parsed.error);
  return parsed.data;
}

const uuid = z.uuid();

/** Ids in paths: anything that is not a UUID cannot name a record, so 404. */
export function readId(value: string | undefined): string {
  const parsed = uuid.safeParse(value);
  if (!parsed.success) throw notFound();
  return parsed.data;
}
