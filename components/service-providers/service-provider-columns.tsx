import { contactColumns } from "@/components/contacts/contact-columns";
import type { DataColumn } from "@/components/ui/data-table";
import type { ServiceProviderDto } from "@/lib/schemas/service-provider";

/** The service providers table: who they are, how to reach them, and how many orders they have. */
export const SERVICE_PROVIDER_COLUMNS: DataColumn<ServiceProviderDto>[] = [
  ...contactColumns<ServiceProviderDto>(),
  { id: "orders", header: "Orders", align: "right", render: (provider) => provider.totalServiceOrders },
];
