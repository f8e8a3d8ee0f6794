import { deflateRawSync, crc32 } from "node:zlib";
import PDFDocument from "pdfkit";
import type { APIRequestContext } from "@playwright/test";
import { API, tokenHeaders } from "./api";

/** Builds real ZIP files for the document tests: each entry stored or deflated, optionally lying about its sizes. */
export interface ZipEntry {
  name: string;
  data: Buffer;
  deflate?: boolean;
}

export function zipOf(entries: ZipEntry[]): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, "utf8");
    const body = entry.deflate ? deflateRawSync(entry.data) : entry.data;
    const crc = crc32(entry.data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(entry.deflate ? 8 : 0, 8);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(entry.data.length, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(entry.deflate ? 8 : 0, 10);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(body.length, 20);
    central.writeUInt32LE(entry.data.length, 24);
    central.writeUInt16LE(name.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, body);
    centrals.push(central, name);
    offset += local.length + name.length + body.length;
  }
  const centralPart = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralPart.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, centralPart, end]);
}

const xml = (text: string) => Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>${text}`);

export function docxBytes(): Buffer {
  return zipOf([
    { name: "[Content_Types].xml", data: xml("<Types/>"), deflate: true },
    { name: "_rels/.rels", data: xml("<Relationships/>"), deflate: true },
    { name: "word/document.xml", data: xml("<w:document><w:body><w:p>Lease</w:p></w:body></w:document>"), deflate: true },
  ]);
}

export function xlsxBytes(): Buffer {
  return zipOf([
    { name: "[Content_Types].xml", data: xml("<Types/>"), deflate: true },
    { name: "xl/workbook.xml", data: xml("<workbook/>"), deflate: true },
  ]);
}

export function odtBytes(): Buffer {
  return zipOf([
    { name: "mimetype", data: Buffer.from("application/vnd.oasis.opendocument.text") },
    { name: "content.xml", data: xml("<office:document-content/>"), deflate: true },
  ]);
}

/** A ".docx" whose one entry inflates to 64 MB of zeros from ~64 KB: a ZIP bomb by ratio. */
export function zipBombDocx(): Buffer {
  return zipOf([
    { name: "[Content_Types].xml", data: xml("<Types/>"), deflate: true },
    { name: "word/document.xml", data: Buffer.alloc(64 * 1024 * 1024), deflate: true },
  ]);
}

export function pdfBytes(text = "Lease"): Buffer {
  return Buffer.from(`%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n% ${text}\ntrailer << /Root 1 0 R >>\n%%EOF\n`, "latin1");
}

/**
 * A real PDF made by pdfkit (what pdf.js renders): page 1 has a red block at the top left and a heading.
 * `size` in points (A4 by default: 595 × 842).
 */
export function renderablePdf({ heading = "Lease agreement", size = "A4" as string | [number, number] } = {}): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const doc = new PDFDocument({ size });
    const chunks: Buffer[] = [];
    doc.on("data", (chunk: Buffer) => chunks.push(chunk));
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
    doc.rect(50, 50, 200, 100).fill("#cc3333");
    doc.fillColor("black").fontSize(30).text(heading, 60, 200);
    doc.end();
  });
}

export interface UploadFields {
  entity: string;
  recordId: string;
  title?: string;
  category?: string;
  expiresOn?: string;
}

/** POST /documents with the fields first and the file last, as the card sends them. */
export function uploadDocument(
  request: APIRequestContext,
  token: string,
  fields: UploadFields,
  file: { name: string; buffer: Buffer; mimeType?: string },
) {
  return request.post(`${API}/documents`, {
    headers: tokenHeaders(token),
    multipart: { ...fields, file: { name: file.name, mimeType: file.mimeType ?? "application/octet-stream", buffer: file.buffer } },
  });
}
