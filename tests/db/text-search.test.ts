import { beforeAll, describe, expect, it } from "vitest";
import { Prisma } from "@/lib/generated/prisma/client";
import { ilike, likePattern, textFilter, type TextMatch } from "@/server/db/text-search";
import { textWhere } from "@/server/search/prisma-conditions";
import { sqlText } from "@/server/search/sql-conditions";
import { clientData } from "./factories";
import { BACKENDS, migratedDatabase } from "./harness";

/**
 * LIKE escaping has one home (server/db/text-search.ts). On both databases,
 * names full of LIKE's special characters are searched with texts made of
 * them, by every kind of match, through every face — the Prisma filter, the
 * raw SQL pattern, and the Finder's Prisma and SQL builders that use them —
 * and each must find exactly what a literal, case-insensitive comparison finds.
 */
const NAMES = ["50% off", "500 off", "50_ off", "5 0 off", "a\\b", "a\\\\b", "ab", "AB Realty", "%_\\", "x%y", "xy", "100%"];
const TEXTS = ["%", "_", "\\", "50%", "0_", "a\\b", "%_", "ab", "Ab", "x%y", "100%"];
const MATCHES: TextMatch[] = ["contains", "startsWith", "equals"];

function literally(match: TextMatch, name: string, text: string): boolean {
  const [value, wanted] = [name.toLowerCase(), text.toLowerCase()];
  if (match === "equals") return value === wanted;
  return match === "startsWith" ? value.startsWith(wanted) : value.includes(wanted);
}

for (const backend of BACKENDS) {
  describe(`LIKE escaping on ${backend.name}: every face matches literally`, { timeout: 60_000 }, () => {
    const db = migratedDatabase(backend);
    let byId: Map<string, string>;

    beforeAll(async () => {
      await db.prisma.client.createMany({ data: NAMES.map((name) => clientData({ name })) });
      const rows = await db.prisma.client.findMany({ select: { id: true, name: true } });
      byId = new Map(rows.map((row) => [row.id, row.name]));
    }, 120_000);

    const namesOf = (rows: { id: string }[]) => rows.map((row) => byId.get(row.id)!).sort();
    const expected = (match: TextMatch, text: string) => NAMES.filter((name) => literally(match, name, text)).sort();

    for (const match of MATCHES) {
      it(`${match}: the Prisma filter and the raw SQL pattern`, async () => {
        for (const text of TEXTS) {
          const viaPrisma = await db.prisma.client.findMany({ where: { name: textFilter(match, text) }, select: { id: true } });
          const viaSql = await db.prisma.$queryRaw<{ id: string }[]>`
            SELECT id::text AS id FROM clients WHERE name ILIKE ${likePattern(match, text)}`;
          const viaIlike = await db.prisma.$queryRaw<{ id: string }[]>`
            SELECT id::text AS id FROM clients WHERE ${ilike(Prisma.sql`name`, match, text)}`;
          expect(namesOf(viaPrisma), `${match} ${JSON.stringify(text)}`).toEqual(expected(match, text));
          expect(namesOf(viaSql), `${match} ${JSON.stringify(text)}`).toEqual(expected(match, text));
          expect(namesOf(viaIlike), `${match} ${JSON.stringify(text)}`).toEqual(expected(match, text));
        }
      });

      it(`${match}: the Finder's Prisma and SQL criteria`, async () => {
        const prismaWhere = textWhere<Prisma.ClientWhereInput>(["name"]);
        const sqlWhere = sqlText(Prisma.sql`name`);
        for (const text of TEXTS) {
          const viaPrisma = await db.prisma.client.findMany({ where: prismaWhere(match, [text]), select: { id: true } });
          const viaSql = await db.prisma.$queryRaw<{ id: string }[]>`SELECT id::text AS id FROM clients WHERE ${sqlWhere(match, [text])}`;
          expect(namesOf(viaPrisma), `${match} ${JSON.stringify(text)}`).toEqual(expected(match, text));
          expect(namesOf(viaSql), `${match} ${JSON.stringify(text)}`).toEqual(expected(match, text));
        }
      });
    }
  });
}
