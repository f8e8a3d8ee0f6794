import { describe, expect, it } from "vitest";
import { isAppError } from "@/server/errors";
import { classifyHead, inspectZip, storedFileName, TextCheck } from "@/server/documents/file-type";
import { contentDisposition } from "@/server/http/downloads";
import { docxBytes, odtBytes, xlsxBytes } from "../support/documents";
import { zipOf } from "../support/zip";

/** The pure rules of server/documents/file-type.ts; tests/api/documents.spec.ts drives them through the API. */
const reader = (bytes: Buffer) => async (offset: number, length: number) => bytes.subarray(offset, offset + length);
const refused = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return isAppError(error, "UNSUPPORTED_MEDIA_TYPE");
  }
  return false;
};

describe("classifyHead", () => {
  it.each([
    ["%PDF-1.7\n", { kind: "type", contentType: "application/pdf" }],
    ["\xff\xd8\xff\xe0", { kind: "type", contentType: "image/jpeg" }],
    ["\x89PNG\r\n\x1a\n", { kind: "type", contentType: "image/png" }],
    ["RIFF\0\0\0\0WEBPVP8 ", { kind: "type", contentType: "image/webp" }],
    ["\0\0\0\x18ftypheic", { kind: "type", contentType: "image/heic" }],
    ["\0\0\0\x18ftypmif1", { kind: "type", contentType: "image/heic" }],
    ["PK\x03\x04", { kind: "zip" }],
    ["date,amount\n", { kind: "text" }],
    ["Price < 500, see notes", { kind: "text" }],
  ])("%j", (head, expected) => {
    expect(classifyHead(Buffer.from(head, "latin1"))).toEqual(expected);
  });

  it.each([
    "<!doctype html><p>x",
    "   \n<svg/>",
    "\ufeff<html>",
    "<?xml version='1.0'?>",
    "Hello <script>alert(1)</script>",
    "notes <IMG SRC=x onerror=alert(1)>",
    "MZ\x90\0",
    "\x7fELF",
    "\xca\xfe\xba\xbe",
    "#!/usr/bin/env node",
    "\0\0\0\x18ftypavif",
  ])("refuses %j", (head) => {
    const bytes = Buffer.from(head, head.startsWith("\ufeff") ? "utf8" : "latin1");
    if (head.startsWith("\0\0\0\x18ftypavif")) {
      // Not a HEIF brand we take: falls to text, and text with NUL bytes is refused by TextCheck.
      expect(refused(() => new TextCheck().push(bytes, true))).toBe(true);
      return;
    }
    expect(refused(() => classifyHead(bytes))).toBe(true);
  });
});

describe("TextCheck", () => {
  it("takes UTF-8 split anywhere across chunks", () => {
    const bytes = Buffer.from("café — ünïcode ✓\r\n\tend\f");
    for (let cut = 1; cut < bytes.length; cut++) {
      const check = new TextCheck();
      check.push(bytes.subarray(0, cut));
      check.push(bytes.subarray(cut), true);
    }
  });

  it.each([
    ["Latin-1", Buffer.from([0x63, 0x61, 0x66, 0xe9])],
    ["a NUL", Buffer.from("a\0b")],
    ["an escape", Buffer.from("a\x1b[31mred")],
    ["a truncated sequence at the end", Buffer.from([0x61, 0xe2, 0x82])],
  ])("refuses %s", (_name, bytes) => {
    expect(refused(() => new TextCheck().push(bytes, true))).toBe(true);
  });
});

describe("inspectZip", () => {
  it("tells DOCX, XLSX and ODT apart by their directory", async () => {
    for (const [bytes, type] of [
      [docxBytes(), "application/vnd.openxmlformats-officedocument.wordprocessingml.document"],
      [xlsxBytes(), "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"],
      [odtBytes(), "application/vnd.oasis.opendocument.text"],
    ] as const) {
      await expect(inspectZip(bytes.length, reader(bytes))).resolves.toBe(type);
    }
  });

  it.each([
    ["a plain archive", zipOf([{ name: "a.txt", data: Buffer.from("a") }])],
    [
      "macros",
      zipOf([
        { name: "[Content_Types].xml", data: Buffer.from("x") },
        { name: "xl/workbook.xml", data: Buffer.from("x") },
        { name: "xl/vbaProject.bin", data: Buffer.from("x") },
      ]),
    ],
    [
      "an entry claiming 200:1 and more",
      zipOf([
        { name: "[Content_Types].xml", data: Buffer.from("x") },
        { name: "word/document.xml", data: Buffer.alloc(8 * 1024 * 1024), deflate: true },
      ]),
    ],
    ["a truncated file", docxBytes().subarray(0, 40)],
    ["a mimetype that is not ODF", zipOf([{ name: "mimetype", data: Buffer.from("application/epub+zip") }])],
  ])("refuses %s", async (_name, bytes) => {
    await expect(inspectZip(bytes.length, reader(bytes))).rejects.toSatisfy((error) => isAppError(error, "UNSUPPORTED_MEDIA_TYPE"));
  });
});

describe("storedFileName and contentDisposition", () => {
  it.each([
    ["Lease.pdf", "application/pdf", "Lease.pdf"],
    ["scan.PDF", "application/pdf", "scan.PDF"],
    ["../../etc/passwd", "text/plain", "passwd.txt"],
    ["C:\\Users\\ann\\photo.jpeg", "image/jpeg", "photo.jpeg"],
    ["page.html", "text/plain", "page.html.txt"],
    ["a\r\nb.pdf", "application/pdf", "ab.pdf"],
    ["...", "application/pdf", "document.pdf"],
    [undefined, "text/csv", "document.csv"],
    [`${"x".repeat(300)}.pdf`, "application/pdf", `${"x".repeat(196)}.pdf`],
  ] as const)("%j as %s → %j", (sent, type, stored) => {
    expect(storedFileName(sent, type)).toBe(stored);
  });

  it.each([
    ["Lease.pdf", `attachment; filename="Lease.pdf"; filename*=UTF-8''Lease.pdf`],
    [`a";b.pdf`, `attachment; filename="a_;b.pdf"; filename*=UTF-8''a%22%3Bb.pdf`],
    ["Ünïcödé 契約.pdf", `attachment; filename="Unicode __.pdf"; filename*=UTF-8''%C3%9Cn%C3%AFc%C3%B6d%C3%A9%20%E5%A5%91%E7%B4%84.pdf`],
    ["x\r\nSet-Cookie: a=b", `attachment; filename="xSet-Cookie: a=b"; filename*=UTF-8''xSet-Cookie%3A%20a%3Db`],
    ["it's (1).pdf", `attachment; filename="it's (1).pdf"; filename*=UTF-8''it%27s%20%281%29.pdf`],
  ])("%j", (name, header) => {
    expect(contentDisposition("attachment", name)).toBe(header);
    expect(header).not.toMatch(/[\r\n]/);
  });
});
