import PDFDocument from "pdfkit";
import type { APIRequestContext } from "@playwright/test";
import { API, tokenHeaders } from "./api";
import { zipOf } from "./zip";

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
