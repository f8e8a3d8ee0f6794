"use client";

import { Directory, DIRECTORY_PAGE_SIZES } from "@/components/lists/directory";
import { useListAddress } from "@/components/lists/use-list-address";
import type { TenantDto } from "@/lib/schemas/tenant";
import { useTranslations } from "next-intl";
import { useTenants } from "@/lib/swr/use-tenants";
import { TENANT_SORTS, tenantColumns } from "./tenant-columns";
import { TENANTS } from "./tenant-texts";
import { TenantTile } from "./tenant-tile";

const ADDRESS = { name: "tenants", pageSize: 50, pageSizes: DIRECTORY_PAGE_SIZES, sorts: TENANT_SORTS } as const;

/** The tenants list: searchable by name, e-mail or phone, grouped by first letter, or a table. */
export function TenantDirectory() {
  const t = useTranslations("tenants");
  const list = useListAddress(ADDRESS);
  const query = { ...list.query, name: list.search };
  const page = useTenants({ ...query, ...list.paging });
  return (
    <Directory<TenantDto>
      entity="tenants"
      list={list}
      page={page}
      exportQuery={query}
      searchPlaceholder={t("list.searchPlaceholder")}
      icon={TENANTS.icon}
      noun={t("plural")}
      emptyHint={t("list.emptyHint")}
      searchHint={t("list.searchHint")}
      nameOf={(tenant) => tenant.name}
      renderTile={(tenant) => <TenantTile tenant={tenant} />}
      columns={tenantColumns(t)}
      hrefOf={(tenant) => `${TENANTS.href}/view/${tenant._id}`}
    />
  );
}
