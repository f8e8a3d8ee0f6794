import { Fragment } from "react";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/**
 * The text with every typed word (two characters or more) in bold, so a
 * person sees why a row matched: "Harbour" in "Harbour Holdings", "0101" in a
 * phone number.
 */
export function Highlight({ text, query }: { text: string; query: string }) {
  const words = query
    .split(/\s+/)
    .map((word) => word.replace(/^#/, ""))
    .filter((word) => word.length >= 2);
  if (words.length === 0) return <>{text}</>;
  const pattern = new RegExp(`(${words.map(escapeRegExp).join("|")})`, "gi");
  return (
    <>
      {text.split(pattern).map((part, index) =>
        index % 2 === 1 ? (
          <mark key={index} className="bg-transparent font-semibold text-brand-800 underline decoration-brand-300 underline-offset-2">
            {part}
          </mark>
        ) : (
          <Fragment key={index}>{part}</Fragment>
        ),
      )}
    </>
  );
}
