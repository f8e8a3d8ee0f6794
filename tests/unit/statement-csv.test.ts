import { describe, expect, it } from "vitest";
import type { Agency } from "@/lib/domain/agency";
import type { TransactionDto } from "@/lib/schemas/account";
import type { StatementDto } from "@/lib/schemas/statement";
import { statementCsv } from "@/server/statements/statement-csv";
import type { StatementPaper } from "@/server/statements/statement-words";

/** The statement CSV never hands a spreadsheet a formula (CWE-1236): a risky description gets a leading '. */
function statementWith(descriptions: string[]): StatementDto & StatementPaper {
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
    reverses: null,
    reversedBy: null,
    reversalReason: null,
    paymentRef: null,
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
    entryCount: entries.length,
    listings: [],
    skip: 0,
    limit: 100,
    pageOpeningBalance: "0.00",
    pageClosingBalance: "1.00",
    entries,
    generatedAt: "2026-03-01T00:00:00.000Z",
    language: "en",
  };
}

const linesOf = (csv: string) => csv.replace(/^\uFEFF/, "").split("\r\n");

/** The entries' descriptions: the rows between the balance brought forward and the closing balance. */
const descriptionsOf = (csv: string) => {
  const lines = linesOf(csv);
  const header = lines.indexOf("Date,Type,Description,Credit,Debit,Balance");
  return lines.slice(header + 2, -2).map((line) => line.split(",")[2]);
};

const AGENCY: Agency = {
  name: "Harbour Lights Realty",
  address: "4 Bay Street, Bridgetown, Barbados",
  phone: "+1 246 555 0100",
  email: "office@harbourlights.example",
  website: "www.harbourlights.example",
};

describe("statementCsv letterhead and addressee", () => {
  it("opens with the agency, the addressee, the statement date and the period, as the printed page does", async () => {
    const statement = {
      ...statementWith(["Rent"]),
      client: {
        ...statementWith([]).client,
        name: "Coral Holdings",
        contactName: "Ann Lee",
        contactMailingAddress: "P.O. Box 7\nCastries",
      },
    };
    expect(linesOf(await statementCsv(statement, AGENCY)).slice(0, 12)).toEqual([
      "Harbour Lights Realty",
      '"4 Bay Street, Bridgetown, Barbados"',
      "Tel. +1 246 555 0100,office@harbourlights.example,www.harbourlights.example",
      "",
      "Owner statement,Coral Holdings",
      "Attn,Ann Lee",
      'Address,"P.O. Box 7, Castries"',
      "Statement date,2026-02-28",
      "Period,2026-02-01,2026-02-28",
      "Amounts in,US dollars",
      "",
      "Date,Type,Description,Credit,Debit,Balance",
    ]);
  });

  it("neutralises formulas in every text, agency and client names included, but leaves negative amounts as numbers", async () => {
    const csv = await statementCsv({ ...statementWith(["Rent"]), closingBalance: "-5.00" }, { ...AGENCY, name: "=cmd" });
    const lines = linesOf(csv);
    expect(lines[0]).toBe("'=cmd");
    expect(lines[4]).toBe("Owner statement,'=Client");
    expect(lines.at(-2)).toBe("2026-02-28,,Closing balance,1.00,0.00,-5.00");
  });
});

describe("statementCsv formula neutralising", () => {
  it.each([
    ['=HYPERLINK("http://x")', `"'=HYPERLINK(""http://x"")"`],
    ["+1+1", "'+1+1"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1", "'\t=1"],
    ["Rent = 100", "Rent = 100"],
    ["Plain text", "Plain text"],
  ])("%j is written as %s", async (description, expected) => {
    expect(descriptionsOf(await statementCsv(statementWith([description])))).toEqual([expected]);
  });
});
