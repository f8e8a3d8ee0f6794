import type { Receipt } from "@/server/receipts/receipt-data";

/** A receipt as the PDF and e-mail tests read it: two tenants, a deposit and a rent paid, a credit left. */
export const RECEIPT: Receipt = {
  leaseId: "11111111-1111-4111-8111-111111111111",
  paymentId: "22222222-2222-4222-8222-222222222222",
  number: "R-000042",
  listing: { _id: "33333333-3333-4333-8333-333333333333", propertyName: "Bayview Villa", location: "Rodney Bay, Gros Islet" },
  tenants: [
    { _id: "a", name: "Maribel Joseph", primary: true, email: "m@example.lc", mailingAddress: "PO Box 12, Castries" },
    { _id: "b", name: "Ann Joseph", primary: false, email: null, mailingAddress: null },
  ],
  date: "2026-11-08",
  method: "transfer",
  reference: "TRX-118",
  value: "1800.00",
  paid: [
    { chargeId: "c1", date: "2026-10-01", type: "deposit", description: "Security deposit", value: "500.00" },
    { chargeId: "c2", date: "2026-10-01", type: "rent", description: "Rent October 2026", value: "1250.00" },
  ],
  morePaid: null,
  credit: "50.00",
  balanceAfter: "-50.00",
  reversal: null,
  createdAt: "2026-11-08T14:00:00.000Z",
  language: "en",
};
