import type { ServiceOrderStatus } from "@/lib/domain/enums";

/** The dashboard's blocks to act on (server/dashboard/get-action-blocks.ts): a few rows and how many there are. */
export interface Block<Row> {
  rows: Row[];
  total: number;
}

export interface PastDueOrderRow {
  _id: string;
  orderNumber: number;
  name: string;
  listing: string;
  dueAt: string;
  status: ServiceOrderStatus;
}

/** An open order in a block: past due, or due in the next days (the digest). */
export type DueOrderRow = PastDueOrderRow;

export interface NegativeAccountRow {
  _id: string;
  name: string;
  balance: string;
}

export interface LeaseAlertRow {
  _id: string;
  propertyName: string;
  tenantName: string | null;
  endDate: string;
  daysLeft: number;
}
