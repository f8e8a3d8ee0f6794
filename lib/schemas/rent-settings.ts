import { z } from "zod";
import {
  LATE_FEE_KINDS,
  LATE_FEE_REPEATS,
  LATE_FEES_TO,
  MANAGEMENT_FEE_KINDS,
  type LateFeePolicy,
  type ManagementFee,
} from "@/lib/domain/rent-fees";
import { money } from "./money";

/**
 * The agency's rent settings and a lease's own fees (PRODUCT.md#rent "Late fees",
 * "The owner's share", docs/API.md "Rent settings"): shared by the settings page,
 * the lease form and their handlers, and read back from the JSON columns.
 */

const MAX_PERCENT = "100.00";

function percentOrAmount(label: string, kind: string, value: string, ctx: z.RefinementCtx, path: (string | number)[]) {
  if (kind === "percent" && (value.length > MAX_PERCENT.length || (value.length === MAX_PERCENT.length && value > MAX_PERCENT)))
    ctx.addIssue({ code: "custom", path, message: `${label} cannot be more than 100%.` });
}

export const managementFeeSchema = z
  .object({
    kind: z.enum(MANAGEMENT_FEE_KINDS, { error: "Management fee must be a percent or a fixed amount." }),
    value: money("Management fee", { positive: false }),
  })
  .superRefine((fee, ctx) => percentOrAmount("Management fee", fee.kind, fee.value, ctx, ["value"])) satisfies z.ZodType<ManagementFee>;

export const lateFeeSchema = z
  .object({
    graceDays: z.coerce
      .number({ error: "Grace days must be a number from 0 to 30." })
      .int("Grace days must be a whole number from 0 to 30.")
      .min(0, "Grace days must be from 0 to 30.")
      .max(30, "Grace days must be from 0 to 30."),
    kind: z.enum(LATE_FEE_KINDS, { error: "Late fee must be a fixed amount or a percent." }),
    value: money("Late fee", { positive: true }),
    repeat: z.enum(LATE_FEE_REPEATS, { error: "Late fee must be charged once or daily." }),
    cap: z.preprocess((value) => (value === "" || value === undefined ? null : value), money("Cap", { positive: true }).nullable()),
  })
  .superRefine((fee, ctx) => percentOrAmount("Late fee", fee.kind, fee.value, ctx, ["value"])) satisfies z.ZodType<LateFeePolicy>;

export const rentSettingsSchema = z.object({
  managementFee: managementFeeSchema,
  lateFee: lateFeeSchema.nullable(),
});
export type RentSettingsInput = z.infer<typeof rentSettingsSchema>;

export interface RentSettingsDto {
  managementFee: ManagementFee;
  lateFee: LateFeePolicy | null;
  updatedAt: string;
}

/** A lease's own fees: null = the agency's. */
export const leaseFeeFields = {
  managementFee: managementFeeSchema.nullish().transform((value) => value ?? null),
  lateFee: lateFeeSchema.nullish().transform((value) => value ?? null),
  lateFeesTo: z.enum(LATE_FEES_TO, { error: "Late fees go to the agency or the owner." }).default("agency"),
};
