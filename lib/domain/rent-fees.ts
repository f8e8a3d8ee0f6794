import { addDays, fromCents, monthLabel, toCents, type Day, type Month } from "./rent";

/**
 * The fees on rent, exactly (PRODUCT.md#rent "Late fees", "Management fee"): the agency's management fee on rent
 * collected, the late-fee policy and the fee it charges for one late day, cut to its cap. Pure functions of days and
 * amounts, in integer cents, shared by the server (the owner's share, the nightly late-fee pass) and the browser
 * (the lease page's next fee, the settings' examples).
 */

export const MANAGEMENT_FEE_KINDS = ["percent", "fixed"] as const;
export type ManagementFeeKind = (typeof MANAGEMENT_FEE_KINDS)[number];
/** The agency's fee on rent collected: a percent of each amount of rent paid, or a fixed amount per rent charge paid in full. */
export interface ManagementFee {
  kind: ManagementFeeKind;
  /** A percent ("10.00") or an amount ("150.00"). */
  value: string;
}

export const LATE_FEE_KINDS = ["fixed", "percent"] as const;
export type LateFeeKind = (typeof LATE_FEE_KINDS)[number];
export const LATE_FEE_REPEATS = ["once", "daily"] as const;
export type LateFeeRepeat = (typeof LATE_FEE_REPEATS)[number];
export interface LateFeePolicy {
  /** 0–30 days after the due day before rent is late. */
  graceDays: number;
  kind: LateFeeKind;
  /** An amount ("50.00") or a percent of the rent's open part ("5.00"). */
  value: string;
  repeat: LateFeeRepeat;
  /** The most all late fees of one rent charge add up to; null: no cap. */
  cap: string | null;
}

export const LATE_FEES_TO = ["agency", "owner"] as const;
export type LateFeesTo = (typeof LATE_FEES_TO)[number];

/** `percent` (two decimals, "10.50") of `cents`, rounded half up to the cent. */
export function percentOf(cents: bigint, percent: string): bigint {
  const hundredths = toCents(percent);
  return (2n * cents * hundredths + 10_000n) / 20_000n;
}

/** How a percent reads: "10%", "7.5%". */
export function percentLabel(percent: string): string {
  return `${percent.replace(/\.?0+$/, "")}%`;
}

/**
 * The management fee on `paidCents` of one rent charge: a percent of it; or,
 * fixed, the whole amount once the charge becomes fully paid (`completes`), else nothing.
 */
export function managementFeeOn(fee: ManagementFee, paidCents: bigint, completes: boolean): bigint {
  if (fee.kind === "percent") return percentOf(paidCents, fee.value);
  return completes ? toCents(fee.value) : 0n;
}

/**
 * The late fee for one rent charge on one late day: `openCents` is its open part
 * at the start of that day, `chargedCents` what its late fees already add up to
 * (waived ones left out). Cut to meet the cap exactly; 0 when nothing is due.
 */
export function lateFeeOn(policy: LateFeePolicy, openCents: bigint, chargedCents: bigint): bigint {
  if (openCents <= 0n) return 0n;
  let fee = policy.kind === "fixed" ? toCents(policy.value) : percentOf(openCents, policy.value);
  if (policy.cap !== null) {
    const room = toCents(policy.cap) - chargedCents;
    if (fee > room) fee = room;
  }
  return fee > 0n ? fee : 0n;
}

/** The first day a rent charge due on `dueDate` can be late: after the due day plus the grace days. */
export function firstLateDay(dueDate: Day, graceDays: number): Day {
  return addDays(dueDate, graceDays + 1);
}

/** The auto key of the late fee of the charge with `chargeSequence` for `day` (once per charge and day). */
export function lateFeeKey(chargeSequence: bigint | number | string, day: Day): string {
  return `late:${chargeSequence}:${day.replaceAll("-", "")}`;
}

/** "Late fee — rent of December 2026" */
export function lateFeeDescription(month: Month): string {
  return `Late fee — rent of ${monthLabel(month)}`;
}

/** What the lease page says will happen (PRODUCT.md#rent "Late fees"): the next fee the nightly pass would charge if nothing is paid. */
export function nextLateFee(
  policy: LateFeePolicy,
  /** Open rent charges, oldest first: due day, open part now, how many late fees so far, what the unwaived ones add up to. */
  charges: readonly { dueDate: Day; month: Month; open: bigint; fees: number; charged: bigint }[],
  today: Day,
): { value: string; date: Day; month: Month } | null {
  const tomorrow = addDays(today, 1);
  for (const charge of charges) {
    if (policy.repeat === "once" && charge.fees > 0) continue;
    const fee = lateFeeOn(policy, charge.open, charge.charged);
    if (fee <= 0n) continue;
    const late = firstLateDay(charge.dueDate, policy.graceDays);
    return { value: fromCents(fee), date: late > tomorrow ? late : tomorrow, month: charge.month };
  }
  return null;
}
