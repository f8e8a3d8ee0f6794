import { Readable } from "node:stream";
import type { ReadableStream as NodeWebReadableStream } from "node:stream/web";
import busboy from "busboy";
import { AppError, badRequest, payloadTooLarge, unsupportedMediaType } from "@/server/errors";

/**
 * The one multipart/form-data reader (busboy) behind every upload — documents,
 * listing pictures, imports: the body read as it streams, never whole; its
 * text fields kept; each file handed over as a stream while the rest of the
 * body still arrives. A body past its allowance, a file past its limit, too
 * many parts, a malformed body or a dropped connection each end the upload at
 * once with the one error shape (413, 400); a wrong type is a 415.
 */
export interface MultipartRequest {
  contentType: string | null;
  contentLength: string | null;
  body: ReadableStream<Uint8Array> | null;
}

/** Room for the multipart framing and the text fields around the files. */
export const MULTIPART_OVERHEAD = 64 * 1024;

/** One file part as it arrives. */
export interface FilePart {
  /** The form field it was sent in. */
  field: string;
  /** The name it was sent with (UTF-8), if any. */
  fileName: string | undefined;
  /** The text fields sent before it. */
  fields: Record<string, string>;
  /** Its bytes; busboy cuts it at `limits.fileBytes` (then `truncated` is true). */
  stream: Readable & { truncated?: boolean };
}

export interface MultipartOptions<Result> {
  limits: { files: number; fields: number; fileBytes: number; fieldBytes?: number };
  messages: {
    /** 415: the body is not multipart/form-data. */
    notMultipart: string;
    /** 413: a file past its limit (the part, when one is known), or the body past its allowance. */
    tooLarge: (part?: FilePart) => string;
    /** 400: more files, fields or parts than the limits. */
    tooManyParts: string;
    /** 400: no file part arrived. */
    noFile: string;
  };
  /** The field files are sent in; a file in another field is skipped, or refused when `strictFileField`. */
  fileField?: string;
  strictFileField?: boolean;
  /** Text fields are refused (400, this message) — for uploads of files only. */
  refuseFields?: string;
  /**
   * Called for each file in order of arrival, while the body goes on streaming; `bodyRead` settles when the
   * whole body has been read (rejects when the upload fails). Its result is awaited before the reader answers,
   * and its failure fails the upload.
   */
  onFile(part: FilePart, bodyRead: Promise<void>): Promise<Result>;
}

export const isMultipart = (contentType: string | null) => contentType?.split(";", 1)[0]!.trim().toLowerCase() === "multipart/form-data";

export async function readMultipart<Result>(
  request: MultipartRequest,
  options: MultipartOptions<Result>,
): Promise<{ fields: Record<string, string>; results: Result[] }> {
  const { limits, messages, fileField = "file" } = options;
  if (!isMultipart(request.contentType)) throw unsupportedMediaType(messages.notMultipart);
  const bodyBytes = limits.files * limits.fileBytes + MULTIPART_OVERHEAD;
  if (request.contentLength !== null && Number(request.contentLength) > bodyBytes) throw payloadTooLarge(messages.tooLarge());
  if (!request.body) throw badRequest(messages.noFile, { [fileField]: [messages.noFile] });

  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { "content-type": request.contentType! },
      defParamCharset: "utf8", // browsers send a file name's UTF-8 bytes as they are (busboy would read Latin-1)
      // busboy signals `parts` on reaching it, `files` and `fields` on passing them.
      limits: {
        files: limits.files,
        fields: limits.fields,
        parts: limits.files + limits.fields + 1,
        fieldNameSize: 100,
        fieldSize: limits.fieldBytes ?? 8 * 1024,
        fileSize: limits.fileBytes,
      },
    });
  } catch {
    throw unreadable();
  }
  const source = Readable.fromWeb(request.body as NodeWebReadableStream<Uint8Array>);

  return new Promise((resolve, reject) => {
    const fields: Record<string, string> = {};
    const work: Promise<Result>[] = [];
    let received = 0;
    let settled = false;
    let bodyEnded!: () => void;
    let bodyFailed!: (error: AppError) => void;
    const bodyRead = new Promise<void>((done, failed) => {
      bodyEnded = done;
      bodyFailed = failed;
    });
    bodyRead.catch(() => undefined);

    const fail = (error: unknown) => {
      const appError = error instanceof AppError ? error : unreadable();
      bodyFailed(appError);
      if (settled) return;
      settled = true;
      source.unpipe(parser);
      source.destroy();
      reject(appError);
    };

    source.on("data", (chunk: Buffer) => {
      received += chunk.length;
      if (received > bodyBytes) fail(payloadTooLarge(messages.tooLarge()));
    });
    parser.on("field", (name, value, info) => {
      if (options.refuseFields) fail(badRequest(options.refuseFields));
      else if (info.nameTruncated || info.valueTruncated) fail(badRequest(`The field ${name.slice(0, 50)} is too long.`));
      else fields[name] = value;
    });
    parser.on("file", (name, stream, info) => {
      if (name !== fileField) {
        stream.resume();
        if (options.strictFileField)
          fail(badRequest(`Unexpected field ${JSON.stringify(name.slice(0, 50))}: put each file in a field named \`${fileField}\`.`));
        return;
      }
      const part: FilePart = { field: name, fileName: info.filename || undefined, fields: { ...fields }, stream };
      stream.on("limit", () => fail(payloadTooLarge(messages.tooLarge(part))));
      const result = options.onFile(part, bodyRead);
      result.catch(fail);
      work.push(result);
    });
    for (const limit of ["partsLimit", "filesLimit", "fieldsLimit"] as const)
      parser.on(limit, () => fail(badRequest(messages.tooManyParts)));
    parser.on("error", () => fail(unreadable()));
    parser.on("close", () => {
      bodyEnded();
      if (work.length === 0) return fail(badRequest(messages.noFile, { [fileField]: [messages.noFile] }));
      Promise.all(work).then((results) => {
        if (settled) return;
        settled = true;
        resolve({ fields, results });
      }, fail);
    });
    source.on("error", () => fail(badRequest("The upload was interrupted.")));
    source.pipe(parser);
  });
}

/** A file part's bytes gathered into one Buffer (for files small enough to hold: imports, pictures). */
export async function partBytes(part: FilePart): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of part.stream as AsyncIterable<Buffer>) {
    chunks.push(chunk);
    size += chunk.length;
  }
  return Buffer.concat(chunks, size);
}

const unreadable = () => badRequest("The multipart body could not be read.");
