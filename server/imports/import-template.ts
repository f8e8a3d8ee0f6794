import { CSV_CONTENT_TYPE } from "@/server/http/downloads";
import ExcelJS from "exceljs";
import { stringify } from "csv-stringify/sync";
import { IMPORT_FIELDS, type ImportKind } from "@/lib/domain/import-fields";

/**
 * GET /imports/template/{kind}: a file with the kind's columns (their form
 * labels, which the mapping proposes back) and one example row, as CSV or XLSX.
 */
export async function importTemplate(
  kind: ImportKind,
  format: "csv" | "xlsx",
): Promise<{ fileName: string; contentType: string; body: Buffer }> {
  const fields = IMPORT_FIELDS[kind];
  const header = fields.map((field) => field.label);
  const example = fields.map((field) => field.example);
  if (format === "csv") {
    const text = `\uFEFF${stringify([header, example], { record_delimiter: "\r\n" })}`;
    return { fileName: `${kind}-template.csv`, contentType: CSV_CONTENT_TYPE, body: Buffer.from(text, "utf8") };
  }
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(kind);
  sheet.addRow(header).font = { bold: true };
  sheet.addRow(example);
  sheet.columns.forEach((column, index) => {
    column.width = Math.max(12, header[index]!.length + 2);
    column.numFmt = "@";
  });
  const body = Buffer.from(await workbook.xlsx.writeBuffer());
  return { fileName: `${kind}-template.xlsx`, contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", body };
}
