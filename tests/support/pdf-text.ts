import path from "node:path";

/**
 * The text of a PDF, page by page, read with pdf.js (an independent reader: pdftotext is not installed on every
 * machine). Each page's text items are joined into lines by their vertical position, left to right.
 */
export async function pdfText(bytes: Uint8Array): Promise<string[]> {
  const { getDocument } = await import("pdfjs-dist/legacy/build/pdf.mjs");
  // The standard fonts' metrics, so pdf.js does not warn about the PDF's Helvetica.
  const standardFontDataUrl = `${path.join(process.cwd(), "node_modules/pdfjs-dist/standard_fonts")}/`;
  const document = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, isEvalSupported: false, standardFontDataUrl })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= document.numPages; number += 1) {
    const page = await document.getPage(number);
    const content = await page.getTextContent();
    const lines = new Map<number, { x: number; text: string }[]>();
    for (const item of content.items) {
      if (!("str" in item) || item.str === "") continue;
      const y = Math.round(item.transform[5] as number);
      const x = item.transform[4] as number;
      const key = [...lines.keys()].find((known) => Math.abs(known - y) <= 2) ?? y;
      lines.set(key, [...(lines.get(key) ?? []), { x, text: item.str }]);
    }
    pages.push(
      [...lines.entries()]
        .sort(([a], [b]) => b - a)
        .map(([, items]) =>
          items
            .sort((a, b) => a.x - b.x)
            .map((item) => item.text)
            .join(" ")
            .replace(/\s+/g, " ")
            .trim(),
        )
        .join("\n"),
    );
  }
  await document.destroy();
  return pages;
}
