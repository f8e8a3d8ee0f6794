import { formatUsd } from "./money";
import { fromCents } from "./rent";
import { percentLabel, percentOf, type LateFeePolicy, type ManagementFee } from "./rent-fees";

/**
 * The agency's and a lease's fees in plain words (PRODUCT.md#rent "Rent settings"):
 * the settings page's preview sentences, the lease form's "Agency default (…)" and
 * the lease page's terms. Amounts are exact (cents), never floats. The words are the screens' (messages,
 * `rentSettings.fees`): each function takes the translator of that namespace (`useTranslations("rentSettings")`).
 */

type FeeKey =
  | "fees.managementPercent"
  | "fees.managementFixed"
  | "fees.managementPercentPreview"
  | "fees.managementFixedPreview"
  | "fees.noLateFees"
  | "fees.lateFeeAmount"
  | "fees.lateFeeSummary"
  | "fees.noLateFeesPreview"
  | "fees.lateFeeRule"
  | "fees.lateFeeCap"
  | "fees.lateFeeFirstDay"
  | "fees.lateFeeExample";

/** The translator of the `rentSettings` namespace, as far as the fees' words go. */
export type FeeWords = (key: FeeKey, values?: Record<string, string | number>) => string;

/** "10% of rent collected", "$150.00 per month's rent paid in full". */
export function managementFeeSummary(t: FeeWords, fee: ManagementFee): string {
  return fee.kind === "percent"
    ? t("fees.managementPercent", { percent: percentLabel(fee.value) })
    : t("fees.managementFixed", { amount: formatUsd(fee.value) });
}

const EXAMPLE_RENT_CENTS = 100_000n;

/** What the fee means for one month's rent of $1,000.00. */
export function managementFeePreview(t: FeeWords, fee: ManagementFee): string {
  if (fee.kind === "percent") {
    const kept = percentOf(EXAMPLE_RENT_CENTS, fee.value);
    return t("fees.managementPercentPreview", {
      rent: formatUsd(fromCents(EXAMPLE_RENT_CENTS)),
      kept: formatUsd(fromCents(kept)),
      credited: formatUsd(fromCents(EXAMPLE_RENT_CENTS - kept)),
    });
  }
  return t("fees.managementFixedPreview", { amount: formatUsd(fee.value) });
}

function amountWords(t: FeeWords, policy: LateFeePolicy): string {
  return t("fees.lateFeeAmount", {
    kind: policy.kind,
    amount: policy.kind === "fixed" ? formatUsd(policy.value) : percentLabel(policy.value),
  });
}

/** "$50.00 after 5 days, once"; "1% of the rent still unpaid after 3 days, each day, up to $200.00"; "No late fees". */
export function lateFeeSummary(t: FeeWords, policy: LateFeePolicy | null): string {
  if (!policy) return t("fees.noLateFees");
  return t("fees.lateFeeSummary", {
    amount: amountWords(t, policy),
    graceDays: policy.graceDays,
    repeat: policy.repeat,
    cap: policy.cap === null ? "none" : formatUsd(policy.cap),
  });
}

/**
 * The policy as sentences: "Rent unpaid 5 days after its due day is charged a late fee of $50.00, once.
 * Rent due on the 1st is first charged on the 7th." — with the cap, when there is one.
 */
export function lateFeePreview(t: FeeWords, policy: LateFeePolicy | null): string {
  if (!policy) return t("fees.noLateFeesPreview");
  const sentences = [t("fees.lateFeeRule", { graceDays: policy.graceDays, amount: amountWords(t, policy), repeat: policy.repeat })];
  if (policy.cap !== null) sentences.push(t("fees.lateFeeCap", { cap: formatUsd(policy.cap) }));
  const firstLateDate = 1 + policy.graceDays + 1;
  if (firstLateDate <= 28) sentences.push(t("fees.lateFeeFirstDay", { day: firstLateDate }));
  if (policy.kind === "percent") {
    const fee = formatUsd(fromCents(percentOf(EXAMPLE_RENT_CENTS, policy.value)));
    sentences.push(t("fees.lateFeeExample", { rent: formatUsd(fromCents(EXAMPLE_RENT_CENTS)), fee, repeat: policy.repeat }));
  }
  return sentences.join(" ");
}
