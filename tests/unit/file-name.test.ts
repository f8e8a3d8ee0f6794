import { describe, expect, it } from "vitest";
import { storedFileName } from "@/server/documents/file-type";
import { cleanFileName, stripInvisibleControls } from "@/server/files/file-name";
import { contentDisposition } from "@/server/http/downloads";

/**
 * server/files/file-name.ts: the one cleaning of uploaded file names
 * (documents, listing pictures, imports) and of names in download headers.
 */
const BIDI = ["\u202a", "\u202b", "\u202c", "\u202d", "\u202e", "\u2066", "\u2067", "\u2068", "\u2069", "\u200e", "\u200f", "\u061c"];

describe("cleanFileName", () => {
  it("strips every bidirectional control: a right-to-left override cannot disguise an extension", () => {
    expect(cleanFileName("invoice\u202egnp.exe.pdf")).toBe("invoicegnp.exe.pdf");
    for (const control of BIDI) expect(cleanFileName(`a${control}b${control}.csv`)).toBe("ab.csv");
    expect(cleanFileName(BIDI.join(""))).toBe("file");
  });

  it.each([
    ["Clients 2026.xlsx", "Clients 2026.xlsx"],
    ["../../etc/passwd", "passwd"],
    ["C:\\Users\\ann\\list.csv", "list.csv"],
    ["a\r\n\u0085b.csv", "ab.csv"],
    ["  .hidden.csv. ", "hidden.csv"],
    ["", "file"],
    [undefined, "file"],
    ["Ünïcödé 契約.csv", "Ünïcödé 契約.csv"],
    ["عقد\u061c.pdf", "عقد.pdf"],
  ])("%j → %j", (sent, clean) => {
    expect(cleanFileName(sent)).toBe(clean);
  });

  it("keeps at most maxLength characters and uses the fallback", () => {
    expect(cleanFileName("x".repeat(300))).toHaveLength(255);
    expect(cleanFileName("x".repeat(300), { maxLength: 120 })).toHaveLength(120);
    expect(cleanFileName("\u202e", { fallback: "document" })).toBe("document");
  });

  it("is what documents store and what download headers carry", () => {
    expect(storedFileName("invoice\u202egnp.exe.pdf", "application/pdf")).toBe("invoicegnp.exe.pdf");
    expect(storedFileName("\u2067photo\u2069.png", "image/png")).toBe("photo.png");
    // A name stored before the cleaning existed leaves the server clean too.
    expect(contentDisposition("attachment", "invoice\u202egnp.exe.pdf")).toBe(
      `attachment; filename="invoicegnp.exe.pdf"; filename*=UTF-8''invoicegnp.exe.pdf`,
    );
    expect(stripInvisibleControls("a\u200fb\u0000c")).toBe("abc");
  });
});
