import { z } from "zod";
import { MAX_TRANSACTION_AMOUNT } from "./account";

const MONEY_TEXT = /^(\d{1,8})(?:\.(\d*))?$/;

/** A non-negative (or, with `positive`, greater than zero) amount with at most two decimals → "1250.00". */
export function money(label: string, { positive }: { positive: boolean }) {
  return z.union([z.string(), z.number()], { error: `${label} is required.` }).transform((input, ctx) => {
    const fail = (message: string) => {
      ctx.addIssue({ code: "custom", message });
      return z.NEVER;
    };
    const text = typeof input === "number" ? (Number.isFinite(input) ? String(input) : "x") : input.trim().replace(/,/g, "");
    if (text === "") return fail(`${label} is required.`);
    if (text.startsWith("-")) return fail(positive ? `${label} must be greater than zero.` : `${label} cannot be negative.`);
    const match = MONEY_TEXT.exec(text);
    if (!match)
      return fail(/^\d+\.\d{3,}$/.test(text) ? `${label} can have at most 2 decimal places.` : `${label} must be a number, like 1250.00.`);
    const fraction = match[2] ?? "";
    if (fraction.length > 2) return fail(`${label} can have at most 2 decimal places.`);
    const canonical = `${BigInt(match[1]!)}.${fraction.padEnd(2, "0")}`;
    if (positive && canonical === "0.00") return fail(`${label} must be greater than zero.`);
    if (
      canonical.length > MAX_TRANSACTION_AMOUNT.length ||
      (canonical.length === MAX_TRANSACTION_AMOUNT.length && canonical > MAX_TRANSACTION_AMOUNT)
    ) {
      return fail(`${label} cannot be more than $10,000,000.00.`);
    }
    return canonical;
  });
}
