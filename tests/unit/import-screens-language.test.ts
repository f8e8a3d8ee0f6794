import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ImportCheckStep } from "@/components/imports/import-check-step";
import { ImportCommitProgress } from "@/components/imports/import-commit-progress";
import { ImportSteps } from "@/components/imports/import-steps";
import type { Language } from "@/lib/i18n/languages";
import type { ImportCheckDto, ImportDto } from "@/lib/schemas/import";
import { inLanguage } from "@/tests/support/intl";

/** The text a screen reads (tags dropped, entities as written by React). */
const text = (node: ReactNode, language: Language) =>
  renderToStaticMarkup(inLanguage(node, language))
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ");

const check: ImportCheckDto = {
  valid: 1234,
  invalid: 2,
  duplicates: 1,
  new: 1233,
  updated: 1,
  unchanged: 0,
  skipped: 0,
  missingRequired: [],
  defaults: {},
  dateOrderNeeded: true,
  dateOrder: null,
  duplicatesChoice: "skip",
  errors: [{ row: 3, name: "Ana", column: "E-mail", field: "contactEmailAddress", message: "must be an e-mail address" }],
  errorCount: 2,
};

const checkStep = () =>
  createElement(ImportCheckStep, {
    importId: "i1",
    check,
    commitError: null,
    busy: false,
    onChoice: () => {},
    onBack: () => {},
    onImport: () => {},
  });

describe("the import screens in each language (issue 46)", () => {
  it("the check step says in English what it always said", () => {
    const english = text(checkStep(), "en");
    for (const words of [
      "1,233",
      "With errors",
      "Dates like 03/04/2026 in this file are",
      "Choose one: the file does not say.",
      "1 row matches a record already in the console",
      "Rows with errors (the first 1 of 2)",
      "Download rows with errors (CSV)",
      "Back to mapping",
      "Import 1,234 rows",
    ])
      expect(english).toContain(words);
  });

  it("the check step reads in Spanish, with no English left", () => {
    const spanish = text(checkStep(), "es");
    for (const words of ["Con errores", "1 fila coincide con un registro que ya está en la consola", "Volver a la asignación", "Importar"])
      expect(spanish).toContain(words);
    for (const english of ["With errors", "Back to mapping", "Rows with errors", "Skip them"]) expect(spanish).not.toContain(english);
  });

  it("the steps and the commit's progress in both languages", () => {
    expect(text(createElement(ImportSteps, { current: 1 }), "en")).toContain("Step 2 of 4: Map columns");
    expect(text(createElement(ImportSteps, { current: 1 }), "es")).toContain("Paso 2 de 4: Asignar columnas");
    const importing = { fileName: "clients.csv", progress: { done: 1, total: 1 } } as ImportDto;
    expect(text(createElement(ImportCommitProgress, { importing }), "en")).toContain("1 of 1 row written");
    expect(text(createElement(ImportCommitProgress, { importing }), "es")).toContain("1 de 1 fila escrita");
  });
});
