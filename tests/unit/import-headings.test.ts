import { describe, expect, it } from "vitest";
import { headerKey, IMPORT_FIELDS, IMPORT_KINDS, proposeField, type ImportKind } from "@/lib/domain/import-fields";
import { TRANSLATED_IMPORT_HEADINGS } from "@/lib/domain/import-headings";
import { importTemplate } from "@/server/imports/import-template";

/** What create-import.ts proposes for a file's columns: each column in turn, a field at most once. */
function mapColumns(kind: ImportKind, columns: string[]): Record<string, string | null> {
  const taken = new Set<string>();
  return Object.fromEntries(
    columns.map((column) => {
      const field = proposeField(kind, column, taken);
      if (field) taken.add(field);
      return [column, field];
    }),
  );
}

const spanish = TRANSLATED_IMPORT_HEADINGS.es!;
const stripAccents = (text: string) => text.normalize("NFD").replace(/[\u0300-\u036f]/g, "");

describe("import headings in Spanish", () => {
  it.each(IMPORT_KINDS)("%s: a file with every field's Spanish heading maps every column to its field", (kind) => {
    const fields = IMPORT_FIELDS[kind];
    const headings = fields.map((field) => spanish[kind]?.[field.name]?.[0]);
    expect(headings.every(Boolean), "every importable field has a Spanish heading").toBe(true);
    const mapping = mapColumns(kind, headings as string[]);
    expect(Object.values(mapping)).toEqual(fields.map((field) => field.name));
  });

  it.each(IMPORT_KINDS)("%s: case and accents aside, as the English headings match", (kind) => {
    const fields = IMPORT_FIELDS[kind];
    const shouted = fields.map((field) => stripAccents(spanish[kind]![field.name]![0]!).toUpperCase());
    expect(Object.values(mapColumns(kind, shouted))).toEqual(fields.map((field) => field.name));
  });

  it("reads the usual Spanish headings of a contact", () => {
    expect(mapColumns("clients", ["Nombre", "Apellido", "Correo electrónico", "Teléfono", "Dirección postal", "Sitio web"])).toEqual({
      Nombre: "name",
      Apellido: "contactLastName",
      "Correo electrónico": "contactEmailAddress",
      Teléfono: "contactPrimaryNumber",
      "Dirección postal": "contactMailingAddress",
      "Sitio web": "contactWebsiteURL",
    });
    expect(mapColumns("tenants", ["NOMBRE", "apellidos", "correo electronico", "Teléfono secundario", "Dirección"])).toEqual({
      NOMBRE: "firstName",
      apellidos: "lastName",
      "correo electronico": "email",
      "Teléfono secundario": "secondaryPhone",
      Dirección: "mailingAddress",
    });
    expect(mapColumns("leases", ["Propiedad", "Inquilino", "Fecha de inicio", "Alquiler (US$)", "Depósito de garantía"])).toEqual({
      Propiedad: "listing",
      Inquilino: "tenant",
      "Fecha de inicio": "startDate",
      "Alquiler (US$)": "rent",
      "Depósito de garantía": "deposit",
    });
  });

  it.each(IMPORT_KINDS)("%s: no Spanish heading is another field's English or Spanish one, so English files map as before", (kind) => {
    const owners = new Map<string, string>();
    for (const field of IMPORT_FIELDS[kind]) {
      for (const key of [field.name, field.label, ...field.synonyms].map(headerKey)) if (!owners.has(key)) owners.set(key, field.name);
    }
    const clashes: string[] = [];
    for (const field of IMPORT_FIELDS[kind]) {
      for (const heading of spanish[kind]?.[field.name] ?? []) {
        const owner = owners.get(headerKey(heading));
        if (owner && owner !== field.name) clashes.push(`${heading} (${field.name}) is ${owner}'s`);
        owners.set(headerKey(heading), field.name);
      }
    }
    expect(clashes).toEqual([]);
    expect(Object.keys(spanish[kind] ?? {}).filter((name) => !IMPORT_FIELDS[kind].some((field) => field.name === name))).toEqual([]);
  });

  it("the downloadable template keeps the English headings", async () => {
    const { body } = await importTemplate("tenants", "csv");
    const text = body.toString("utf8");
    expect(text.split("\r\n")[0]).toBe(`\uFEFF${IMPORT_FIELDS.tenants.map((field) => field.label).join(",")}`);
  });
});
