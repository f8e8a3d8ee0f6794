import { plainTextSelectors, render } from "@react-email/render";
import type { ReactElement } from "react";

/** Elements the plain-text part leaves out (the letterhead's mark, which only means something as colour). */
export const TEXT_ONLY_HIDDEN = "text-hidden";

const TEXT_SELECTORS = [
  ...plainTextSelectors,
  // Headings as written, not upper-cased (html-to-text's default).
  ...(["h1", "h2", "h3"] as const).map((selector) => ({ selector, options: { uppercase: false } })),
  { selector: `.${TEXT_ONLY_HIDDEN}`, format: "skip" },
];

/**
 * A React e-mail as its two parts: the HTML (React escapes every value) and
 * a plain-text part that says the same (html-to-text over that HTML: links
 * written out after their text, headings on lines of their own).
 */
export async function renderEmail(body: ReactElement): Promise<{ html: string; text: string }> {
  const [html, text] = await Promise.all([
    render(body),
    render(body, { plainText: true, htmlToTextOptions: { selectors: TEXT_SELECTORS } }),
  ]);
  return { html, text };
}
