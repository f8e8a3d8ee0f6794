/** Paper for printed documents (DESIGN.md §6): US letter with margins that fit A4 too, page numbers where the browser supports margin boxes. */
const LETTER_PAGE_CSS = `
@page {
  size: letter;
  margin: 16mm 14mm 18mm;
  @bottom-right { content: "Page " counter(page) " of " counter(pages); font-size: 9pt; color: rgb(71 85 105); }
}`;

/** The page rule of a printable page (the owner statement, the rent roll); `nonce`: the request's CSP nonce (server/http/nonce.ts). */
export function LetterPageStyle({ nonce }: { nonce: string | undefined }) {
  return <style nonce={nonce}>{LETTER_PAGE_CSS}</style>;
}
