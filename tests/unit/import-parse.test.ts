import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { amountText, dateText, enumValue, plainCell } from "@/server/imports/cell-values";
import { TOO_MANY_CELLS, TOO_MANY_COLUMNS, TOO_MANY_ROWS, TOO_MUCH_TEXT } from "@/server/imports/limits";
import { parseImportFile } from "@/server/imports/parse-file";
import { EXTERNAL_LINKS, ZIP_BOMB } from "@/server/imports/zip-guard";
import { LISTING_STATUS_LABELS } from "@/lib/domain/enums";
import { proposeField } from "@/lib/domain/import-fields";
import { AppError } from "@/server/errors";
import { fiftyThousandClientsXlsx, millionRowsXlsx, wideCharactersCsv, wideNumbersXlsx, xlsxOfRows } from "../support/hostile-imports";
import { zipOf } from "../support/zip";

const fixture = (name: string) => readFileSync(new URL(`../fixtures/imports/${name}`, import.meta.url));

async function refusal(bytes: Buffer): Promise<AppError> {
  const error = await parseImportFile(bytes).catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

const contentTypes = { name: "[Content_Types].xml", data: Buffer.from("<Types/>"), deflate: true };

function utf16le(text: string, bom = true): Buffer {
  const body = Buffer.from(text, "utf16le");
  return bom ? Buffer.concat([Buffer.from([0xff, 0xfe]), body]) : body;
}

describe("CSV", () => {
  const text = "Name,City\r\nJosé Muñoz,Castries\r\n";
  it.each([
    ["UTF-8", Buffer.from(text, "utf8")],
    ["UTF-8 with BOM", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, "utf8")])],
    ["UTF-16 LE with BOM", utf16le(text)],
    ["UTF-16 LE without BOM", utf16le(text, false)],
    ["UTF-16 BE with BOM", Buffer.concat([Buffer.from([0xfe, 0xff]), Buffer.from(text, "utf16le").swap16()])],
    ["Windows-1252", Buffer.from(text, "latin1")],
  ])("reads %s with é and ñ right", async (_, bytes) => {
    const table = await parseImportFile(bytes);
    expect(table).toEqual({ fileType: "csv", columns: ["Name", "City"], rows: [["José Muñoz", "Castries"]] });
  });

  it("reads Windows-1252's own characters (€, curly quotes)", async () => {
    const table = await parseImportFile(Buffer.from([...Buffer.from("Note\r\n"), 0x80, 0x20, 0x93, 0x61, 0x94, 0x0d, 0x0a]));
    expect(table.rows).toEqual([["€ “a”"]]);
  });

  it.each([
    ["semicolons", "Name;City;Rent\nA;B;1 250,00\nC;D;2\n"],
    ["tabs", "Name\tCity\tRent\nA\tB\t1 250,00\nC\tD\t2\n"],
  ])("detects %s as the separator", async (_, csv) => {
    const table = await parseImportFile(Buffer.from(csv));
    expect(table.columns).toEqual(["Name", "City", "Rent"]);
    expect(table.rows[0]).toEqual(["A", "B", "1 250,00"]);
  });

  it("keeps newlines inside quotes and drops blank rows", async () => {
    const table = await parseImportFile(Buffer.from('Name,Address\n"A","1 Bay St\nCastries"\n,\n\n"B","x"\n'));
    expect(table.rows).toEqual([
      ["A", "1 Bay St\nCastries"],
      ["B", "x"],
    ]);
  });

  it("names blank and repeated headers", async () => {
    const table = await parseImportFile(Buffer.from("Phone,,Phone\n1,2,3\n"));
    expect(table.columns).toEqual(["Phone", "Column 2", "Phone (2)"]);
  });

  it("refuses more than 50,000 rows (422) and a file without rows", async () => {
    const big = Buffer.from(`Name\n${"x\n".repeat(50_001)}`);
    expect((await refusal(big)).code).toBe("UNPROCESSABLE");
    expect((await refusal(big)).message).toBe(TOO_MANY_ROWS);
    expect((await refusal(Buffer.from("Name\n\n"))).code).toBe("UNPROCESSABLE");
  }, 20_000);

  it("takes exactly 50,000 rows", async () => {
    const table = await parseImportFile(Buffer.from(`Name\n${"x\n".repeat(50_000)}`));
    expect(table.rows).toHaveLength(50_000);
  }, 20_000);
});

describe("limits, crossed while the file streams", () => {
  // Each of these ran a 320 MB heap out when the sheet was loaded whole before its rows were counted.
  it.each([
    ["1,000,001 rows × 2 number cells (XLSX)", millionRowsXlsx, TOO_MANY_ROWS],
    ["50,001 rows × 40 number cells (XLSX)", wideNumbersXlsx, TOO_MANY_CELLS],
    ["50,001 rows × 200 one-character cells (CSV, 20 MB)", wideCharactersCsv, TOO_MANY_CELLS],
  ])(
    "refuses %s with 422",
    async (_, file, message) => {
      const error = await refusal(file());
      expect(error.code).toBe("UNPROCESSABLE");
      expect(error.message).toBe(message);
    },
    30_000,
  );

  it("takes a realistic 50,000-client workbook", async () => {
    const table = await parseImportFile(fiftyThousandClientsXlsx());
    expect(table.rows).toHaveLength(50_000);
    expect(table.rows[49_999]).toEqual([
      "Owner 50000 Holdings Ltd",
      "First50000",
      "Surname50000",
      "+1 (758) 555-0000",
      "owner50000@example.com",
      "50000 Bay Street, Castries",
      "owner50000.example",
      "Long-standing owner; prefers e-mail.",
    ]);
  }, 30_000);

  it("refuses a row wider than 200 columns wherever it is, and more text than the limit", async () => {
    const wideLast = xlsxOfRows(12, (index) => (index === 11 ? Array.from({ length: 201 }, () => 1) : ["a", "b"]));
    expect((await refusal(wideLast)).message).toBe(TOO_MANY_COLUMNS);
    const long = "y".repeat(10_000);
    const text = Buffer.from(`Note\n${`${long}\n`.repeat(1_601)}`);
    expect((await refusal(text)).message).toBe(TOO_MUCH_TEXT);
  });

  it("refuses shared strings larger than the reader may hold, by their declared size", async () => {
    const strings = Array.from({ length: 1_500_000 }, (_, index) => `<si><t>Owner ${index.toString(36)}</t></si>`).join("");
    const workbook = zipOf([contentTypes, { name: "xl/sharedStrings.xml", data: Buffer.from(`<sst>${strings}</sst>`), deflate: true }]);
    expect((await refusal(workbook)).message).toBe(TOO_MUCH_TEXT);
  });
});

describe("file type by bytes", () => {
  it.each([
    ["PNG", Buffer.from("89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489", "hex")],
    ["PDF", Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.from([0, 1, 2, 3, 0, 0, 0, 5, 6, 7])])],
    ["a ZIP that is not a workbook", Buffer.from("504b0304140000000000" + "00".repeat(30), "hex")],
    ["an old binary .xls", Buffer.from("d0cf11e0a1b11ae1" + "00".repeat(40), "hex")],
  ])("refuses %s with 415", async (_, bytes) => {
    expect((await refusal(bytes)).code).toBe("UNSUPPORTED_MEDIA_TYPE");
  });
});

describe("XLSX", () => {
  it("reads a workbook written by openpyxl: formula-looking text stays text, a formula without a cached value is never evaluated", async () => {
    const table = await parseImportFile(fixture("clients-openpyxl.xlsx"));
    expect(table.fileType).toBe("xlsx");
    expect(table.columns).toEqual(["Owner", "First name", "Surname", "Cell", "E-mail address", "Address", "Website", "Computed"]);
    expect(table.rows[0]).toEqual([
      "Fixture Estates Ltd",
      "José",
      "Muñoz",
      "+1 (758) 555-0142",
      "jose.fixture@example.com",
      "1 Bay St, Castries",
      "fixture-estates.example",
      "",
    ]);
    expect(table.rows[1]![3]).toBe("17585550143");
    expect(table.rows[2]![0]).toBe("=cmd|' /C calc'!A0");
  });

  it("reads Excel date cells as yyyy-MM-dd", async () => {
    const table = await parseImportFile(fixture("listings-openpyxl.xlsx"));
    expect(table.rows[0]!.slice(14)).toEqual(["2026-01-01", "2026-12-31", "Ann Baptiste"]);
    expect(table.rows[0]![9]).toBe("0.18");
  });

  it("reads a formula's cached value", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("A");
    sheet.addRow(["Name", "Rent"]);
    sheet.addRow(["A", { formula: "1000+550", result: 1550 }]);
    const table = await parseImportFile(Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(table.rows).toEqual([["A", "1550"]]);
  });

  it("refuses a ZIP bomb by its declared sizes, before inflating", async () => {
    const error = await refusal(
      zipOf([contentTypes, { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(20 * 1024 * 1024), deflate: true }]),
    );
    expect(error.code).toBe("UNPROCESSABLE");
    expect(error.message).toBe(ZIP_BOMB);
  });

  it("refuses an entry that inflates past the size it declares", async () => {
    const error = await refusal(
      zipOf([contentTypes, { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(900_000), deflate: true, declaredSize: 1000 }]),
    );
    expect(error.message).toBe(ZIP_BOMB);
  });

  it("refuses a workbook with external links", async () => {
    const error = await refusal(
      zipOf([contentTypes, { name: "xl/externalLinks/externalLink1.xml", data: Buffer.from("<x/>"), deflate: true }]),
    );
    expect(error.message).toBe(EXTERNAL_LINKS);
  });
});

describe("cell values", () => {
  it.each([
    ["$1,250.50", "1250.50"],
    ["(500.00)", "-500.00"],
    ["-$75", "-75"],
    ["1 250", "1250"],
    ["US$ 10", "10"],
    ["abc", "abc"],
  ])("amount %s → %s", (text, expected) => expect(amountText(text)).toBe(expected));

  it.each([
    ["2026-03-04", null, "2026-03-04"],
    ["25/12/2026", null, "2026-12-25"],
    ["12/25/2026", null, "2026-12-25"],
    ["03/04/2026", "dmy", "2026-04-03"],
    ["03/04/2026", "mdy", "2026-03-04"],
    ["04/04/2026", null, "2026-04-04"],
  ] as const)("date %s (%s) → %s", (text, order, expected) => expect(dateText(text, order)).toBe(expected));

  it("asks for the order of an ambiguous date", () => expect(dateText("03/04/2026", null)).toEqual({ ambiguous: true }));

  it("undoes the export's formula guard only", () => {
    expect(plainCell("'=SUM(A1)")).toBe("=SUM(A1)");
    expect(plainCell("'+1 758")).toBe("+1 758");
    expect(plainCell("'quoted'")).toBe("'quoted'");
  });

  it("reads enumerations by value or label", () => {
    expect(enumValue("For Rent", LISTING_STATUS_LABELS)).toBe("for-rent");
    expect(enumValue("rented-and-for-sale", LISTING_STATUS_LABELS)).toBe("rented-and-for-sale");
    expect(enumValue("Leased", LISTING_STATUS_LABELS)).toBe("Leased");
  });

  it("proposes fields from headers, export headers and synonyms", () => {
    expect(proposeField("clients", "Owner")).toBe("name");
    expect(proposeField("clients", "Cell")).toBe("contactPrimaryNumber");
    expect(proposeField("clients", "E-mail Address")).toBe("contactEmailAddress");
    expect(proposeField("listings", "Rent per month (US$)")).toBe("rentalPriceInUS");
    expect(proposeField("listings", "Beds")).toBe("bedrooms");
    expect(proposeField("listings", "Created (America/St_Lucia)")).toBeNull();
    // The whole header first: "Lot size (acres)" is the acres field even while "Lot size" (sq ft) is free.
    expect(proposeField("listings", "Lot size (acres)")).toBe("lotSizeAcres");
    expect(proposeField("listings", "Lot size (sq ft)")).toBe("lotSizeSqFeet");
  });
});
