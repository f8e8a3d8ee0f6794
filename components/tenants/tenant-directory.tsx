"use client";

import { Directory, DIRECTORY_PAGE_SIZES } from "@/components/lists/directory";
import { useListAddress } from "@/components/lists/use-list-address";
import { sortNamesOf } from "@/components/ui/table-view";
import type { TenantDto } from "@/lib/schemas/tenant";
import { useTenants } from "@/lib/swr/use-tenants";
import { TENANT_COLUMNS } from "./tenant-columns";
import { TENANTS } from "./tenant-texts";
import { TenantTile } from "./tenant-tile";

const ADDRESS = { name: "tenants", pageSize: 50, pageSizes: DIRECTORY_PAGE_SIZES, sorts: sortNamesOf(TENANT_COLUMNS) } as const;

/** The tenants list: searchable by name, e-mail or phone, grouped by first letter, or a table. */
export function TenantDirectory() {
  const list = useListAddress(ADDRESS);
  const query = { ...list.query, name: list.search };
  const page = useTenants({ ...query, ...list.paging });
  return (
    <Directory<TenantDto>
      entity="tenants"
      list={list}
      page={page}
      exportQuery={query}
      searchPlaceholder={TENANTS.list.searchPlaceholder}
      icon={TENANTS.icon}
      noun={TENANTS.plural}
      emptyHint={TENANTS.list.emptyHint}
      searchHint="Try another name, e-mail or phone number."
      nameOf={(tenant) => tenant.name}
      renderTile={(tenant) => <TenantTile tenant={tenant} />}
      columns={TENANT_COLUMNS}
      hrefOf={(tenant) => `${TENANTS.href}/view/${tenant._id}`}
    />
  );
}
