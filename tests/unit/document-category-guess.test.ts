import { describe, expect, it } from "vitest";
import { DOCUMENT_CATEGORIES, guessDocumentCategory } from "@/lib/domain/documents";

/** The Documents card's first choice of category, from the file's name (issue 44), then its type. */
describe("guessDocumentCategory", () => {
  it.each([
    ["lease-2027-coral-reef.pdf", "application/pdf", "lease"],
    ["Lease 2027.docx", "application/octet-stream", "lease"],
    ["TenancyAgreement_Unit4.pdf", "application/pdf", "lease"],
    ["rental agreement.pdf", "application/pdf", "lease"],
    ["invoice_0042.pdf", "application/pdf", "invoice"],
    ["Invoice 77.pdf", "application/pdf", "invoice"],
    ["INV-2026-118.pdf", "application/pdf", "invoice"],
    ["water bill march.pdf", "application/pdf", "invoice"],
    ["rent invoice March.pdf", "application/pdf", "invoice"],
    ["Receipt 12.jpg", "image/jpeg", "receipt"],
    ["lease payment receipt.pdf", "application/pdf", "receipt"],
    ["Title deed.pdf", "application/pdf", "deed"],
    ["passport John Baptiste.pdf", "application/pdf", "identity"],
    ["ID card.png", "image/png", "identity"],
    ["drivers-licence.jpg", "image/jpeg", "identity"],
    ["Management contract.pdf", "application/pdf", "contract"],
    ["listing agreement signed.pdf", "application/pdf", "contract"],
    ["Kitchen.jpg", "image/jpeg", "photo"],
    ["photo-pool.heic", "", "photo"],
    ["notes.txt", "text/plain", "other"],
    ["", "", "other"],
  ] as const)("%s (%s) → %s", (name, type, category) => {
    expect(guessDocumentCategory(name, type)).toBe(category);
  });

  it("does not read short words inside longer ones", () => {
    expect(guessDocumentCategory("idea board.pdf")).toBe("other");
    expect(guessDocumentCategory("inventory 2026.xlsx")).toBe("other");
    expect(guessDocumentCategory("billboard.pdf")).toBe("other");
  });

  it("always answers one of the categories", () => {
    for (const name of ["a.b.c", "....", "ÉCHÉANCIER.pdf", "contrato-arrendamiento.pdf", "x".repeat(500)]) {
      expect(DOCUMENT_CATEGORIES).toContain(guessDocumentCategory(name));
    }
  });
});
