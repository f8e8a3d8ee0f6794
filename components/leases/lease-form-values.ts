import { zodResolver } from "@hookform/resolvers/zod";
import type { Resolver } from "react-hook-form";
import { lateFeeValues, managementFeeValues, type LateFeeValues, type ManagementFeeValues } from "@/components/rent-settings/fee-fields";
import type { LateFeesTo } from "@/lib/domain/rent-fees";
import type { RentSettingsDto } from "@/lib/schemas/rent-settings";
import { leaseCreateSchema, type LeaseCreateFormValues, type LeaseCreateInput, type LeaseDto } from "@/lib/schemas/lease";

/**
 * The lease form's values (lease-form.tsx): the text its fields hold, the fees as "agency" or "custom" with their own
 * fields, and the resolver that reads them through the API's schema (a fee on "Agency default" is sent as null).
 */

export type LeaseFormValues = Omit<
  LeaseCreateFormValues,
  "tenants" | "dueDay" | "rent" | "deposit" | "endDate" | "notes" | "managementFee" | "lateFee" | "lateFeesTo"
> & {
  tenants: { _id: string; primary: boolean }[];
  endDate: string;
  rent: string;
  dueDay: string;
  deposit: string;
  notes: string;
  /** "agency": the agency's fee (sent as null); "custom": the lease's own, from the fields below. */
  managementFeeMode: "agency" | "custom";
  managementFee: ManagementFeeValues;
  lateFeeMode: "agency" | "custom";
  lateFee: LateFeeValues;
  lateFeesTo: LateFeesTo;
};

/** The lease's fees as the form holds them: a lease following the agency starts its own fields from the agency's. */
function feeValuesOf(own: Pick<LeaseDto, "managementFee" | "lateFee" | "lateFeesTo"> | null, agency: RentSettingsDto) {
  return {
    managementFeeMode: own?.managementFee ? "custom" : "agency",
    managementFee: managementFeeValues(own?.managementFee ?? agency.managementFee),
    lateFeeMode: own?.lateFee ? "custom" : "agency",
    lateFee: lateFeeValues(own?.lateFee ?? agency.lateFee),
    lateFeesTo: own?.lateFeesTo ?? "agency",
  } as const;
}

/** What the schema reads: null for "Agency default". */
function inputOf({ managementFeeMode, lateFeeMode, ...values }: LeaseFormValues) {
  return {
    ...values,
    managementFee: managementFeeMode === "custom" ? values.managementFee : null,
    lateFee: lateFeeMode === "custom" ? values.lateFee : null,
  };
}

const schemaResolver = zodResolver(leaseCreateSchema);
export const leaseFormResolver: Resolver<LeaseFormValues, unknown, LeaseCreateInput> = (values, context, options) =>
  schemaResolver(inputOf(values), context, options as never) as never;

export function emptyLeaseValues(agency: RentSettingsDto, listing?: string): LeaseFormValues {
  return {
    ...feeValuesOf(null, agency),
    listingRef: listing ?? "",
    tenants: [{ _id: "", primary: true }],
    startDate: "",
    endDate: "",
    rent: "",
    dueDay: "1",
    deposit: "0.00",
    notes: "",
  };
}

export function leaseValuesOf(lease: LeaseDto, agency: RentSettingsDto): LeaseFormValues {
  return {
    ...feeValuesOf(lease, agency),
    listingRef: lease.listingRef._id,
    tenants: lease.tenants.map((tenant) => ({ _id: tenant._id, primary: tenant.primary })),
    startDate: lease.startDate ?? "",
    endDate: lease.endDate ?? "",
    rent: lease.rent,
    dueDay: String(lease.dueDay),
    deposit: lease.deposit,
    notes: lease.notes ?? "",
  };
}
