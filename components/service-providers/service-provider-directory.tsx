"use client";

import { WrenchScrewdriverIcon } from "@heroicons/react/24/outline";
import { Directory, DIRECTORY_PAGE_SIZES } from "@/components/lists/directory";
import { useListAddress } from "@/components/lists/use-list-address";
import { sortNamesOf } from "@/components/ui/table-view";
import { useServiceProviders } from "@/lib/swr/use-service-providers";
import { ServiceProviderTile } from "./service-provider-tile";
import { SERVICE_PROVIDER_COLUMNS } from "./service-provider-columns";

const ADDRESS = {
  name: "service-providers",
  pageSize: 50,
  pageSizes: DIRECTORY_PAGE_SIZES,
  sorts: sortNamesOf(SERVICE_PROVIDER_COLUMNS),
} as const;

/** The service providers list: searchable by name, grouped by first letter. */
export function ServiceProviderDirectory() {
  const list = useListAddress(ADDRESS);
  const query = { ...list.query, name: list.search };
  return (
    <Directory
      entity="service-providers"
      list={list}
      page={useServiceProviders({ ...query, ...list.paging })}
      exportQuery={query}
      searchPlaceholder="Search service providers by name"
      icon={WrenchScrewdriverIcon}
      noun="service providers"
      emptyHint="Add the first provider with the New provider button."
      nameOf={(provider) => provider.name}
      renderTile={(provider) => <ServiceProviderTile provider={provider} />}
      columns={SERVICE_PROVIDER_COLUMNS}
      hrefOf={(provider) => `/service-providers/view/${provider._id}`}
    />
  );
}
