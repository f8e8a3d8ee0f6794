import { zipOf } from "./zip";

/**
 * The import files that stopped the server when a sheet was loaded whole (they ran a 320 MB heap out),
 * and a realistic large one that must still be taken. Built by hand — the sheet's XML streamed into a
 * ZIP — so a test makes a million rows in about a second.
 */

const WORKBOOK_PARTS = [
  {
    name: "[Content_Types].xml",
    text:
      '<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
      '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
      '<Default Extension="xml" ContentType="application/xml"/>' +
      '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
      '<Override PartName="/xl/worksheets/sheet1.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>' +
      "</Types>",
  },
  {
    name: "_rels/.rels",
    text:
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/>' +
      "</Relationships>",
  },
  {
    name: "xl/workbook.xml",
    text:
      '<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" ' +
      'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>',
  },
  {
    name: "xl/_rels/workbook.xml.rels",
    text:
      '<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
      '<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/>' +
      "</Relationships>",
  },
];

const xmlEscape = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
function columnName(index: number): string {
  let name = "";
  for (let rest = index + 1; rest > 0; rest = Math.floor((rest - 1) / 26)) name = String.fromCharCode(65 + ((rest - 1) % 26)) + name;
  return name;
}
const cellXml = (value: string | number, ref: string) =>
  typeof value === "number" ? `<c r="${ref}"><v>${value}</v></c>` : `<c r="${ref}" t="inlineStr"><is><t>${xmlEscape(value)}</t></is></c>`;

/** A one-sheet XLSX whose rows come from `rowAt(index)` (0 is the header). */
export function xlsxOfRows(count: number, rowAt: (index: number) => (string | number)[]): Buffer {
  const chunks: Buffer[] = [
    Buffer.from(
      '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>',
    ),
  ];
  let pending = "";
  for (let index = 0; index < count; index += 1) {
    const row = index + 1;
    pending += `<row r="${row}">${rowAt(index)
      .map((value, column) => cellXml(value, `${columnName(column)}${row}`))
      .join("")}</row>`;
    if (pending.length > 1 << 20) {
      chunks.push(Buffer.from(pending));
      pending = "";
    }
  }
  chunks.push(Buffer.from(`${pending}</sheetData></worksheet>`));
  return zipOf([
    ...WORKBOOK_PARTS.map((part) => ({ name: part.name, data: Buffer.from(part.text), deflate: true })),
    { name: "xl/worksheets/sheet1.xml", data: Buffer.concat(chunks), deflate: true },
  ]);
}

/** 1,000,001 rows of two number cells (a header, then a million rows). */
export const millionRowsXlsx = () => xlsxOfRows(1_000_002, (index) => (index === 0 ? ["Name", "Rent"] : [index, index * 7]));

/** 50,001 rows of 40 number cells. */
export const wideNumbersXlsx = () =>
  xlsxOfRows(50_002, (index) =>
    index === 0
      ? Array.from({ length: 40 }, (_, column) => `Column ${column + 1}`)
      : Array.from({ length: 40 }, (_, column) => index + column),
  );

/** A CSV of 50,001 rows of 200 one-character cells (about 20 MB). */
export function wideCharactersCsv(): Buffer {
  const row = `${Array.from({ length: 200 }, () => "x").join(",")}\n`;
  return Buffer.from(row.repeat(50_002));
}

/** A realistic large file: 50,000 clients in eight columns. */
export const fiftyThousandClientsXlsx = () =>
  xlsxOfRows(50_001, (index) =>
    index === 0
      ? ["Owner", "First name", "Surname", "Cell", "E-mail address", "Address", "Website", "Notes"]
      : [
          `Owner ${index} Holdings Ltd`,
          `First${index}`,
          `Surname${index}`,
          `+1 (758) 555-${String(index % 10_000).padStart(4, "0")}`,
          `owner${index}@example.com`,
          `${index} Bay Street, Castries`,
          `owner${index}.example`,
          "Long-standing owner; prefers e-mail.",
        ],
  );
