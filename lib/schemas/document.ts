import { z } from "zod";
import { DOCUMENT_CATEGORIES, DOCUMENT_ENTITIES, type DocumentCategory, type DocumentEntity } from "@/lib/domain/documents";
import { idSchema, isoDate, optionalText, pageLimit, paginationSchema, sentOnly } from "./common";

/**
 * Documents (issue 30 §1). The upload's fields arrive as multipart text
 * fields (POST /documents), the rest as JSON; both go through these schemas,
 * as does the card's form.
 */
export const documentEntitySchema = z.enum(DOCUMENT_ENTITIES, {
  error: () => `entity must be one of: ${DOCUMENT_ENTITIES.join(", ")}.`,
});

const categorySchema = z.enum(DOCUMENT_CATEGORIES, { error: () => `Category must be one of: ${DOCUMENT_CATEGORIES.join(", ")}.` });

const titleSchema = optionalText("Title", 200);

/** The fields that describe a document: a title (blank: the file's name), a category (default other), an expiry date. */
export const documentFieldsSchema = z.object({
  title: titleSchema,
  category: z.preprocess((value) => (value === "" || value === null ? undefined : value), categorySchema.default("other")),
  expiresOn: isoDate,
});

/** The text fields of an upload, sent before the file. */
export const documentUploadFieldsSchema = documentFieldsSchema.extend({
  entity: documentEntitySchema,
  recordId: z.uuid("recordId must be a record's id."),
});
export type DocumentUploadFields = z.output<typeof documentUploadFieldsSchema>;

export const updateDocumentSchema = z.object({
  _id: idSchema,
  title: sentOnly(
    z.string({ error: "Title must be text." }).trim().min(1, "Title is required.").max(200, "Title must be at most 200 characters."),
  ),
  category: sentOnly(categorySchema),
  expiresOn: sentOnly(isoDate),
});
export type UpdateDocumentInput = z.output<typeof updateDocumentSchema>;

export const documentListQuerySchema = z.object({
  entity: documentEntitySchema,
  recordId: z.uuid("recordId must be a record's id."),
});
export type DocumentListQuery = z.output<typeof documentListQuerySchema>;

/** GET /documents/expiring: one page of the expiring documents, 50 by default, at most 100. */
export const expiringDocumentsQuerySchema = paginationSchema.extend({ limit: pageLimit(100, 50) });
export type ExpiringDocumentsQuery = z.output<typeof expiringDocumentsQuerySchema>;

/** A row of the dashboard's "Documents expiring" block and of the list it opens (server/documents/find-expiring-documents.ts). */
export interface ExpiringDocumentRow {
  _id: string;
  title: string;
  category: DocumentCategory;
  entity: DocumentEntity;
  recordId: string;
  /** The record's name (null if it cannot be named). */
  recordName: string | null;
  /** yyyy-MM-dd. */
  expiresOn: string;
  /** Negative once expired. */
  daysLeft: number;
}

export interface DocumentDto {
  _id: string;
  entity: DocumentEntity;
  recordId: string;
  title: string;
  category: DocumentCategory;
  fileName: string;
  contentType: string;
  size: number;
  sha256: string;
  /** yyyy-MM-dd, or null. */
  expiresOn: string | null;
  hasThumbnail: boolean;
  uploadedBy: { _id: string | null; name: string };
  createdAt: string;
  updatedAt: string;
}
