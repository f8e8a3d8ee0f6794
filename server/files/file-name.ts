/**
 * The one cleaning of a file name a person sent (documents, listing pictures,
 * imports; avatars arrive as data URLs and carry none), and of any stored name
 * on its way into a download header:
 * - the last part of the path only (`../` and `\` go);
 * - no control characters (C0, DEL, C1);
 * - no bidirectional controls — U+202A–U+202E (embeddings and overrides),
 *   U+2066–U+2069 (isolates), U+200E/U+200F (marks), U+061C (Arabic letter
 *   mark) — so "invoice\u202Egnp.exe.pdf" cannot show as "invoicefdp.exe.png";
 * - no leading or trailing dots and spaces;
 * - at most `maxLength` characters; empty becomes `fallback`.
 */
const CONTROLS = /[\u0000-\u001f\u007f-\u009f]/g;
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069\u200e\u200f\u061c]/g;

export function stripInvisibleControls(text: string): string {
  return text.replace(CONTROLS, "").replace(BIDI_CONTROLS, "");
}

export function cleanFileName(
  name: string | undefined,
  { maxLength = 255, fallback = "file" }: { maxLength?: number; fallback?: string } = {},
): string {
  const base = (name ?? "").split(/[\\/]/).pop() ?? "";
  return (
    stripInvisibleControls(base)
      .replace(/^[.\s]+|[.\s]+$/g, "")
      .slice(0, maxLength) || fallback
  );
}
