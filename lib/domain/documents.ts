/**
 * Documents on records (issue 30 §1): the records that carry them, the
 * categories, the accepted kinds of file and every text the screens and the
 * server share. The server decides a file's kind by its bytes
 * (server/documents/file-type.ts); `DOCUMENT_ACCEPT` only helps the picker.
 */
export const DOCUMENT_ENTITIES = [
  "clients",
  "listings",
  "service-providers",
  "service-orders",
  "accounts",
  "users",
  "tenants",
  "leases",
] as const;
export type DocumentEntity = (typeof DOCUMENT_ENTITIES)[number];

/**
 * Words in a file's name that say its category, checked in this order (a "lease agreement" is a lease, a "rent
 * invoice" an invoice: the papers of one payment before the agreements). A word matches a whole word of the name or its start ("leases", "invoice_0042"); names are
 * split at anything but letters, and at camelCase ("TenancyAgreement").
 */
const CATEGORY_WORDS: readonly [DocumentCategory, readonly string[]][] = [
  ["invoice", ["invoice", "inv", "bill", "factura", "facture"]],
  ["receipt", ["receipt", "recu", "recibo"]],
  ["lease", ["lease", "tenancy", "rental"]],
  ["deed", ["deed", "conveyance"]],
  ["identity", ["passport", "id", "identity", "idcard", "license", "licence", "nic", "dni"]],
  ["contract", ["contract", "agreement", "mandate", "contrato"]],
  ["photo", ["photo", "picture", "pic", "img", "image"]],
];

/** Words short enough to be part of others ("id" in "idea", "inv" in "inventory"): whole words only. */
const WHOLE_WORDS_ONLY = new Set(["id", "inv", "nic", "dni", "pic", "img", "bill", "recu"]);

/**
 * The category a new document probably has, from its file name ("lease-2027.pdf" → lease, "Invoice 77.pdf" →
 * invoice) and, failing that, its type (pictures → photo); "other" when nothing says. The Documents card preselects
 * it and the person can change it.
 */
export function guessDocumentCategory(fileName: string, contentType = ""): DocumentCategory {
  const stem = fileName.replace(/\.[A-Za-z0-9]+$/, "");
  const words = stem
    .replace(/([a-z])([A-Z])/g, "$1 $2")
    .toLowerCase()
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .split(/[^a-z]+/)
    .filter(Boolean);
  for (const [category, keys] of CATEGORY_WORDS) {
    const hit = keys.some((key) => words.some((word) => word === key || (!WHOLE_WORDS_ONLY.has(key) && word.startsWith(key))));
    if (hit) return category;
  }
  return contentType.startsWith("image/") ? "photo" : "other";
}

/** The page of the record that holds a document. */
export function documentRecordHref(entity: DocumentEntity, recordId: string): string {
  return `/${entity}/view/${recordId}`;
}

export const DOCUMENT_CATEGORIES = ["lease", "contract", "identity", "deed", "invoice", "receipt", "photo", "other"] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  lease: "Lease",
  contract: "Contract",
  identity: "Identity",
  deed: "Deed",
  invoice: "Invoice",
  receipt: "Receipt",
  photo: "Photo",
  other: "Other",
};

/** The kinds of file accepted, by the content type the server gives them, with the extension a stored name must end in. */
export const DOCUMENT_KINDS = {
  "application/pdf": { label: "PDF", extensions: ["pdf"] },
  "image/jpeg": { label: "JPEG picture", extensions: ["jpg", "jpeg"] },
  "image/png": { label: "PNG picture", extensions: ["png"] },
  "image/webp": { label: "WebP picture", extensions: ["webp"] },
  "image/heic": { label: "HEIC photo", extensions: ["heic", "heif"] },
  "application/vnd.openxmlformats-officedocument.wordprocessingml.document": { label: "Word document", extensions: ["docx"] },
  "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet": { label: "Excel workbook", extensions: ["xlsx"] },
  "application/vnd.oasis.opendocument.text": { label: "OpenDocument text", extensions: ["odt"] },
  "application/vnd.oasis.opendocument.spreadsheet": { label: "OpenDocument spreadsheet", extensions: ["ods"] },
  "text/plain": { label: "Text", extensions: ["txt", "text", "md", "log"] },
  "text/csv": { label: "CSV", extensions: ["csv"] },
} as const satisfies Record<string, { label: string; extensions: readonly string[] }>;
export type DocumentContentType = keyof typeof DOCUMENT_KINDS;

export const DOCUMENT_ACCEPT = ".pdf,.jpg,.jpeg,.png,.webp,.heic,.heif,.docx,.xlsx,.odt,.ods,.txt,.csv";

/** Pictures and PDFs may be opened in the browser (`?inline=1`); everything else is only downloaded. */
export function isViewableInline(contentType: string): boolean {
  return contentType === "application/pdf" || isPicture(contentType);
}

/** Pictures the browser can draw (the lightbox); HEIC is kept and downloaded, shown by its thumbnail when there is one. */
export function isPicture(contentType: string): boolean {
  return contentType === "image/jpeg" || contentType === "image/png" || contentType === "image/webp";
}

export const DOCUMENT_TYPE_MESSAGE =
  "This kind of file is not accepted. Upload a PDF, a picture (JPEG, PNG, WebP, HEIC), a Word or Excel file (DOCX, XLSX), an OpenDocument file (ODT, ODS), plain text or CSV.";

export function documentTooLargeMessage(maxBytes: number): string {
  return `The file is too large. Documents must be no larger than ${formatBytes(maxBytes)}.`;
}

/** 1536 → "1.5 KB": sizes for people (1 KB = 1024 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ["KB", "MB", "GB"];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 10 ? Math.round(value) : Math.round(value * 10) / 10} ${units[unit]}`;
}

export const DOCUMENTS_BASE_PATH = "/api/v1/documents";

export function documentContentUrl(id: string, { inline = false } = {}): string {
  return `${DOCUMENTS_BASE_PATH}/${id}/content${inline ? "?inline=1" : ""}`;
}

export function documentThumbnailUrl(id: string): string {
  return `${DOCUMENTS_BASE_PATH}/${id}/thumbnail`;
}
