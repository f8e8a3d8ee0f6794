import { createHash } from "node:crypto";

/** A UUID (version 8, "custom") from a SHA-256 of the text: the same occurrence, the same id. */
export function occurrenceJobId(text: string): string {
  const hex = createHash("sha256").update(text).digest("hex").slice(0, 32).split("");
  hex[12] = "8";
  hex[16] = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  const value = hex.join("");
  return `${value.slice(0, 8)}-${value.slice(8, 12)}-${value.slice(12, 16)}-${value.slice(16, 20)}-${value.slice(20)}`;
}
