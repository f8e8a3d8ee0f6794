import type { useTranslations } from "next-intl";
import type { DataColumn } from "@/components/ui/data-column";
import { formatUsd } from "@/lib/domain/money";
import type { TenantDto } from "@/lib/schemas/tenant";
import type { ListSort } from "@/lib/schemas/search";

type TenantsT = ReturnType<typeof useTranslations<"tenants">>;

/** The sorts of the tenants table (its address reads them before any words). */
export const TENANT_SORTS: ListSort<"tenants">[] = ["name", "phone", "email"];

/** The tenants table: who they are, how to reach them, their leases and what they owe. */
export function tenantColumns(t: TenantsT): DataColumn<TenantDto, ListSort<"tenants">>[] {
  return [
    { id: "name", header: t("columns.name"), sort: "name", render: (row) => row.name },
    {
      id: "phone",
      header: t("columns.phone"),
      sort: "phone",
      priority: 2,
      render: (row) => <span className="whitespace-nowrap tabular-nums">{row.phone ?? ""}</span>,
      text: (row) => row.phone,
    },
    { id: "email", header: t("columns.email"), sort: "email", priority: 3, fill: true, text: (row) => row.email },
    { id: "leases", header: t("columns.leases"), align: "right", priority: 3, render: (row) => row.leaseCount },
    {
      id: "balance",
      header: t("columns.balance"),
      align: "right",
      render: (row) => <span className="whitespace-nowrap tabular-nums">{formatUsd(row.balance)}</span>,
    },
  ];
}
