import { describe, expect, it } from "vitest";
import type { StatementDto, TransactionDto } from "@/lib/schemas/account";
import { statementCsv } from "@/server/accounts/statement-csv";

/** The statement CSV never hands a spreadsheet a formula (CWE-1236): a risky description gets a leading '. */
function statementWith(descriptions: string[]): StatementDto {
  const entries: TransactionDto[] = descriptions.map((description, index) => ({
    _id: `t${index}`,
    clientRef: "c",
    date: "2026-02-10T16:00:00.000Z",
    type: "wire",
    description,
    column: "credit",
    value: "1.00",
    closingBalance: "1.00",
    postedBy: null,
  }));
  return {
    client: { _id: "c", name: "=Client", contactName: "", contactEmailAddress: "", contactMailingAddress: "" },
    from: "2026-02-01",
    to: "2026-02-28",
    timeZone: "America/Puerto_Rico",
    openingBalance: "0.00",
    totalCredits: "1.00",
    totalDebits: "0.00",
    closingBalance: "1.00",
    entries,
    generatedAt: "2026-03-01T00:00:00.000Z",
  };
}

const descriptionsOf = (csv: string) =>
  csv
    .replace(/^\uFEFF/, "")
    .split("\r\n")
    .slice(2, -2)
    .map((line) => line.split(",")[2]);

describe("statementCsv formula neutralising", () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ["+1+1", "'+1+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["Rent = 100", "Rent = 100"],
    ["Plain text", "Plain text"],
  ])("%j is written as %s", (description, expected) => {
    expect(descriptionsOf(statementCsv(statementWith([description])))).toEqual([expected]);
  });
});
