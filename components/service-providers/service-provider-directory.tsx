"use client";

import { WrenchScrewdriverIcon } from "@heroicons/react/24/outline";
import { Directory } from "@/components/ui/directory";
import type { ServiceProviderDto } from "@/lib/schemas/service-provider";
import { ServiceProviderTile } from "./service-provider-tile";
import { SERVICE_PROVIDER_COLUMNS } from "./service-provider-columns";

/** The service providers list: searchable by name, grouped by first letter. */
export function ServiceProviderDirectory() {
  return (
    <Directory<ServiceProviderDto>
      entity="service-providers"
      path="/services/providers"
      searchParam="name"
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
