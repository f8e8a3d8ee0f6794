import { contactColumns } from "@/components/contacts/contact-columns";
import type { DataColumn } from "@/components/ui/data-table";
import type { ListSort } from "@/lib/schemas/search";
import type { ServiceProviderDto } from "@/lib/schemas/service-provider";

/** The service providers table: who they are, how to reach them, and how many orders they have. */
export const SERVICE_PROVIDER_COLUMNS: DataColumn<ServiceProviderDto, ListSort<"service-providers">>[] = [
  ...contactColumns<ServiceProviderDto>(),
  { id: "orders", header: "Orders", align: "right", render: (provider) => provider.totalServiceOrders },
];
