import type { DataColumn } from "@/components/ui/data-column";
import { formatUsd } from "@/lib/domain/money";
import type { TenantDto } from "@/lib/schemas/tenant";
import type { ListSort } from "@/lib/schemas/search";

/** The tenants table: who they are, how to reach them, their leases and what they owe. */
export const TENANT_COLUMNS: DataColumn<TenantDto, ListSort<"tenants">>[] = [
  { id: "name", header: "Name", sort: "name", render: (row) => row.name },
  {
    id: "phone",
    header: "Phone",
    sort: "phone",
    priority: 2,
    render: (row) => <span className="whitespace-nowrap tabular-nums">{row.phone ?? ""}</span>,
    text: (row) => row.phone,
  },
  { id: "email", header: "E-mail", sort: "email", priority: 3, fill: true, text: (row) => row.email },
  { id: "leases", header: "Leases", align: "right", priority: 3, render: (row) => row.leaseCount },
  {
    id: "balance",
    header: "Balance",
    align: "right",
    render: (row) => <span className="whitespace-nowrap tabular-nums">{formatUsd(row.balance)}</span>,
  },
];
