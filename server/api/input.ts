import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import type { NextRequest } from "next/server";
import { z, type ZodType } from "zod";
import { formatBytes } from "@/lib/domain/file-size";
import { badRequest, invalidInput, isAppError, notFound, payloadTooLarge, unsupportedMediaType } from "@/server/errors";

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

/** Room for a multipart body's boundaries and headers beside its file. */
const MULTIPART_OVERHEAD = 64 * 1024;

/**
 * A multipart/form-data body with one file (415 for any other type), read as
 * it streams (busboy): the text fields kept, the file's bytes gathered once —
 * never the whole body a second time — and the upload cut off with a 413 as
 * soon as the file passes `maxBytes` or the body its framing allowance.
 */
export async function readUpload(
  req: Request,
  { maxBytes, fileField = "file" }: { maxBytes: number; fileField?: string },
): Promise<Upload> {
  const type = req.headers.get("content-type") ?? "";
  if (type.split(";", 1)[0]!.trim().toLowerCase() !== "multipart/form-data") {
    throw unsupportedMediaType("Send the file as multipart/form-data, in a field named “file”.");
  }
  const tooLarge = `The file is larger than ${formatBytes(maxBytes)}.`;
  const declared = req.headers.get("content-length");
  if (declared !== null && Number(declared) > maxBytes + MULTIPART_OVERHEAD) throw payloadTooLarge(tooLarge);
  if (!req.body) throw badRequest("Choose a file to upload.", { [fileField]: ["Choose a file to upload."] });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": type },
      defParamCharset: "utf8", // browsers send a file name's UTF-8 bytes as they are
      limits: { files: 1, fields: 20, parts: 22, fieldNameSize: 100, fieldSize: 8 * 1024, fileSize: maxBytes },
    });
  } catch {
    throw badRequest("The form could not be read as multipart/form-data.");
  }
  const source = Readable.fromWeb(req.body as NodeWebReadableStream<Uint8Array>);
  return new Promise<Upload>((resolve, reject) => {
    const fields: Record<string, string> = {};
    let file: { fileName: string; chunks: Buffer[]; size: number } | null = null;
    let received = 0;
    let settled = false;
    const fail = (error: unknown) => {
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      reject(error);
    };
    source.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes + MULTIPART_OVERHEAD) fail(payloadTooLarge(tooLarge));
    });
    parser.on("field", (name, value, info) => {
      if (info.nameTruncated || info.valueTruncated) fail(badRequest(`The field ${name} is too long.`));
      else fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== fileField || file) {
        stream.resume();
        return;
      }
      const current = { fileName: info.filename || "file", chunks: [] as Buffer[], size: 0 };
      file = current;
      stream.on("data", (chunk: Buffer) => {
        current.size += chunk.length;
        current.chunks.push(chunk);
      });
      stream.on("limit", () => fail(payloadTooLarge(tooLarge)));
    });
    for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"] as const)
      parser.on(limit, () => fail(badRequest("The form has too many fields: send the file and its few fields only.")));
    parser.on("error", () => fail(badRequest("The form could not be read as multipart/form-data.")));
    parser.on("close", () => {
      if (settled) return;
      const sent = file as { fileName: string; chunks: Buffer[]; size: number } | null;
      if (!sent) return fail(badRequest("Choose a file to upload.", { [fileField]: ["Choose a file to upload."] }));
      try {
        rejectNulCharacters(fields);
      } catch (error) {
        return fail(error);
      }
      settled = true;
      const bytes = Buffer.concat(sent.chunks, sent.size);
      sent.chunks.length = 0;
      resolve({ fileName: sent.fileName, bytes, fields });
    });
    source.on("error", () => fail(badRequest("The upload was interrupted.")));
    source.pipe(parser);
  });
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
