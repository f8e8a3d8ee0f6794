import { contactColumns } from "@/components/contacts/contact-columns";
import type { DataColumn } from "@/components/ui/data-table";
import type { ClientDto } from "@/lib/schemas/client";
import type { ListSort } from "@/lib/schemas/search";

/** The clients table: who they are, how to reach them, and how many properties they own. */
export const CLIENT_COLUMNS: DataColumn<ClientDto, ListSort<"clients">>[] = [
  ...contactColumns<ClientDto>(),
  { id: "properties", header: "Properties", align: "right", render: (client) => client.propertyCount },
];
