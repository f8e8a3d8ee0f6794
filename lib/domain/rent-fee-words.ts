import { formatUsd } from "./money";
import { fromCents } from "./rent";
import { percentLabel, percentOf, type LateFeePolicy, type ManagementFee } from "./rent-fees";

/**
 * The agency's and a lease's fees in plain words (PRODUCT.md#rent "Rent settings"):
 * the settings page's preview sentences, the lease form's "Agency default (…)" and
 * the lease page's terms. Amounts are exact (cents), never floats.
 */

/** "10% of rent collected", "$150.00 per month's rent paid in full". */
export function managementFeeSummary(fee: ManagementFee): string {
  return fee.kind === "percent" ? `${percentLabel(fee.value)} of rent collected` : `${formatUsd(fee.value)} per month's rent paid in full`;
}

const EXAMPLE_RENT_CENTS = 100_000n;

/** What the fee means for one month's rent of $1,000.00. */
export function managementFeePreview(fee: ManagementFee): string {
  if (fee.kind === "percent") {
    const kept = percentOf(EXAMPLE_RENT_CENTS, fee.value);
    return (
      `On ${formatUsd(fromCents(EXAMPLE_RENT_CENTS))} of rent collected, the agency keeps ${formatUsd(fromCents(kept))} ` +
      `and the owner is credited ${formatUsd(fromCents(EXAMPLE_RENT_CENTS - kept))}.`
    );
  }
  return `Each month's rent, once paid in full, is credited to the owner less ${formatUsd(fee.value)} for the agency.`;
}

const graceWords = (graceDays: number) =>
  graceDays === 0 ? "after its due day" : `${graceDays} ${graceDays === 1 ? "day" : "days"} after its due day`;

function amountWords(policy: LateFeePolicy): string {
  return policy.kind === "fixed" ? formatUsd(policy.value) : `${percentLabel(policy.value)} of the rent still unpaid`;
}

/** "$50.00 after 5 days, once"; "1% of the rent still unpaid a day after 3 days, up to $200.00"; "No late fees". */
export function lateFeeSummary(policy: LateFeePolicy | null): string {
  if (!policy) return "No late fees";
  const after = policy.graceDays === 0 ? "after the due day" : `after ${policy.graceDays} ${policy.graceDays === 1 ? "day" : "days"}`;
  const repeat = policy.repeat === "once" ? "once" : "each day";
  const cap = policy.cap === null ? "" : `, up to ${formatUsd(policy.cap)}`;
  return `${amountWords(policy)} ${after}, ${repeat}${cap}`;
}

const ordinal = (day: number) => {
  const suffix = day % 10 === 1 && day !== 11 ? "st" : day % 10 === 2 && day !== 12 ? "nd" : day % 10 === 3 && day !== 13 ? "rd" : "th";
  return `${day}${suffix}`;
};

/**
 * The policy as sentences: "Rent unpaid 5 days after its due day is charged a late fee of $50.00, once.
 * Rent due on the 1st is first charged on the 7th." — with the cap, when there is one.
 */
export function lateFeePreview(policy: LateFeePolicy | null): string {
  if (!policy) return "Rent paid late is never charged a late fee.";
  const repeat = policy.repeat === "once" ? "once" : "every day until it is paid";
  const sentences = [`Rent unpaid ${graceWords(policy.graceDays)} is charged a late fee of ${amountWords(policy)}, ${repeat}.`];
  if (policy.cap !== null) sentences.push(`The late fees of one month's rent add up to ${formatUsd(policy.cap)} at most.`);
  const firstLateDate = 1 + policy.graceDays + 1;
  if (firstLateDate <= 28) sentences.push(`Rent due on the 1st and still unpaid is first charged on the ${ordinal(firstLateDate)}.`);
  if (policy.kind === "percent") {
    const fee = formatUsd(fromCents(percentOf(EXAMPLE_RENT_CENTS, policy.value)));
    sentences.push(`On ${formatUsd(fromCents(EXAMPLE_RENT_CENTS))} unpaid, that is ${fee}${policy.repeat === "daily" ? " a day" : ""}.`);
  }
  return sentences.join(" ");
}
