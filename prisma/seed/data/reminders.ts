/** Reminder names and notes by frequency, so a daily reminder reads like a daily task. */
export const REMINDER_TEMPLATES: Record<"none" | "daily" | "weekly" | "monthly", readonly { name: string; notes: string }[]> = {
  none: [
    { name: "Call tenant about lease renewal", notes: "Lease ends soon; confirm whether the tenant will renew and at what rent." },
    { name: "Property viewing", notes: "Meet the buyers at the gate; bring the floor plans and the survey." },
    { name: "Follow up on service order", notes: "Check with the contractor that the job was completed and get photos." },
    { name: "Inspect property after storm", notes: "Walk the property for roof, window and drainage damage after the heavy rain." },
    { name: "Renew insurance policy", notes: "Policy renewal due; request updated quotes from two insurers." },
    { name: "Photograph listing", notes: "New photos of the interior and the view; go before 10 AM for the light." },
    { name: "Meet with owner", notes: "Review pricing and the maintenance plan with the owner." },
    { name: "Pay land tax", notes: "Settle the annual land and house tax before the deadline." },
    { name: "Move-in inspection", notes: "Inventory checklist with the new tenant; take meter readings and photos." },
    { name: "Valuation visit", notes: "Bank valuer needs access to every room; tenant informed." },
    { name: "Collect keys from locksmith", notes: "New locks fitted after the last tenant left; three sets." },
    { name: "Second viewing with buyers", notes: "The couple from Toronto; they asked about the water tank and the generator." },
    { name: "Hand over deposit refund", notes: "Deduct the cleaning invoice; the rest goes back to the tenant by cheque." },
  ],
  daily: [
    { name: "Check water tank levels", notes: "Dry season: confirm the tank is full and the pump works." },
    { name: "Review new enquiries", notes: "Answer overnight enquiries about the listing and book viewings." },
  ],
  weekly: [
    { name: "Weekly walk-through", notes: "Walk the vacant property: air it out, check for leaks and pests." },
    { name: "Pool and garden check", notes: "Confirm the pool and garden contractors came this week." },
    { name: "Update listing price sheet", notes: "Check comparable listings nearby and note any price changes." },
  ],
  monthly: [
    { name: "Send monthly statement to owner", notes: "E-mail the owner the statement and the month's invoices." },
    { name: "Collect rent cheque", notes: "Tenant pays by cheque; collect and deposit the same day." },
    { name: "Read utility meters", notes: "Record the electricity and water meter readings for the tenant's bills." },
  ],
};
