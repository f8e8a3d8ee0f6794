import PDFDocument from "pdfkit";
import { AGENCY, type Agency } from "@/lib/domain/agency";
import type { TransactionDto } from "@/lib/schemas/account";
import { translatorFor, type Translator } from "@/server/i18n/translator";
import { MARGIN, registerPdfFonts, type Doc } from "@/server/pdf/letterhead";
import { statementLayout } from "./statement-pdf-layout";
import type { StatementPaper } from "./statement-words";

/** A fresh walk of the period's entries, a batch at a time (statementEntries): the PDF walks it twice. */
export type StatementEntryWalk = () => AsyncIterator<TransactionDto[]>;

const newDocument = (statement: StatementPaper, agency: Agency, autoFirstPage: boolean, t: Translator) => {
  const doc = new PDFDocument({
    size: "LETTER",
    margins: MARGIN,
    bufferPages: false,
    autoFirstPage,
    info: {
      Title: t("statement.documentTitle", { name: statement.client.name, from: statement.from, to: statement.to }),
      Author: agency.name,
    },
  });
  registerPdfFonts(doc);
  return doc;
};

/**
 * How many pages the statement takes (in the owner's language: statement.language): the layout's counting pass over one
 * walk of the entries (a batch in memory at a time, no page kept, nothing
 * drawn), so the drawing pass can print "Page n of N" on page 1 without
 * holding pages (bufferPages would keep every page of a 200,000-entry
 * statement; docs/DECISIONS.md "Page n of N"). `isCancelled` stops the walk
 * early when the reader has gone.
 */
export async function countStatementPages(
  statement: StatementPaper,
  batches: AsyncIterator<TransactionDto[]>,
  agency: Agency = AGENCY,
  isCancelled: () => boolean = () => false,
): Promise<number> {
  const t = await translatorFor(statement.language);
  const layout = statementLayout(newDocument(statement, agency, true, t), statement, agency, { draw: false }, t);
  layout.head();
  try {
    for (let next = await batches.next(); !next.done; next = await batches.next()) {
      if (isCancelled()) return 0;
      layout.entries(next.value);
    }
  } finally {
    await batches.return?.(undefined);
  }
  layout.foot();
  return layout.pages();
}

/**
 * The owner statement as a PDF in the owner's language (pdfkit: pages are written out as they fill,
 * never held; statement-pdf-layout.ts draws it). First the pages are counted
 * (one walk of the entries), then drawn (a second walk): the entries come a
 * batch per pull, so a slow reader slows the database reads and memory holds
 * one batch and the page being drawn whatever the period's size.
 */
export function statementPdfStream(
  statement: StatementPaper,
  walk: StatementEntryWalk,
  agency: Agency = AGENCY,
): ReadableStream<Uint8Array> {
  let ended = false;
  let cancelled = false;
  /** Chunks pdfkit has handed over so far. */
  let chunks = 0;
  let batches: AsyncIterator<TransactionDto[]> | null = null;
  let doc: Doc | null = null;
  let layout: ReturnType<typeof statementLayout> | null = null;

  const fail = (controller: ReadableStreamDefaultController<Uint8Array>, error: unknown) => {
    console.error("Statement PDF failed:", error instanceof Error ? (error.stack ?? error.message) : error);
    controller.error(error);
  };

  return new ReadableStream<Uint8Array>(
    {
      async start(controller) {
        const t = await translatorFor(statement.language);
        const document = newDocument(statement, agency, false, t);
        doc = document;
        document.on("data", (chunk: Buffer) => {
          chunks += 1;
          if (!cancelled) controller.enqueue(new Uint8Array(chunk));
        });
        document.on("error", (error) => controller.error(error));
        try {
          const pages = await countStatementPages(statement, walk(), agency, () => cancelled);
          if (cancelled) return;
          layout = statementLayout(document, statement, agency, { draw: true, pages }, t);
          layout.head();
          batches = walk();
        } catch (error) {
          fail(controller, error);
        }
      },
      // A pull must end with a chunk enqueued or the stream closed: the stream calls pull again only when something
      // happened during the last one, and a batch that does not fill a page writes nothing (pdfkit writes a page when
      // it is done). So it draws batches until pdfkit hands over a chunk — a page, a batch or so at a time.
      async pull(controller) {
        if (ended || !layout || !batches || !doc) return;
        const document = doc;
        try {
          for (const before = chunks; chunks === before;) {
            const next = await batches.next();
            if (next.done) {
              layout.foot();
              ended = true;
              await new Promise<void>((resolve) => {
                document.on("end", resolve);
                document.end();
              });
              controller.close();
              return;
            }
            layout.entries(next.value);
            await new Promise((resolve) => setImmediate(resolve)); // pdfkit's "data" comes on a later tick
          }
        } catch (error) {
          fail(controller, error);
        }
      },
      async cancel() {
        cancelled = true;
        await batches?.return?.(undefined);
      },
    },
    { highWaterMark: 1 },
  );
}

/** A stream's bytes, for an attachment (the e-mailed statement's length is bounded: MAX_EMAILED_STATEMENT_ENTRIES). */
export async function streamBytes(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = [];
  const reader = stream.getReader();
  for (let next = await reader.read(); !next.done; next = await reader.read()) chunks.push(next.value);
  return Buffer.concat(chunks);
}
