import type { TransactionDto } from "./account";
import type { Reminder } from "./reminder";
import type { ServiceOrderDto, ServiceOrderGroupCounts } from "./service-order";

/**
 * What the client's page shows of one owner beside the contact details and
 * the listings (server/clients/get-client-summary.ts): the account, the
 * service orders and the reminders of the owner's listings — counts of all,
 * a few rows of each.
 */
export interface ClientSummaryDto {
  account: { balance: string; entryCount: number; recent: TransactionDto[] };
  orders: { counts: ServiceOrderGroupCounts; open: ServiceOrderDto[]; openTotal: number };
  reminders: { counts: { today: number; upcoming: number; past: number }; next: Reminder[] };
}
