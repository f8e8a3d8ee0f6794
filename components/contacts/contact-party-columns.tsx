import type { DataColumn } from "@/components/ui/data-column";
import type { ContactPartyDto } from "@/lib/schemas/contact-party";
import type { ListSort } from "@/lib/schemas/search";
import type { ContactPartyConfig } from "./contact-parties";

/** The sort names clients and service providers share. */
export type ContactSort = Extract<ListSort<"clients">, ListSort<"service-providers">>;

/** A contact party's table: who they are, how to reach them (name, contact person, phone, e-mail), and its count. */
export function contactPartyColumns(config: ContactPartyConfig): DataColumn<ContactPartyDto, ContactSort>[] {
  const contact = (row: ContactPartyDto) => `${row.contactFirstName} ${row.contactLastName}`;
  const { id, header } = config.count.column;
  return [
    { id: "name", header: "Name", sort: "name", render: (row) => row.name },
    { id: "contact", header: "Contact", sort: "contactLastName", priority: 2, render: contact, text: contact },
    {
      id: "phone",
      header: "Phone",
      sort: "contactPrimaryNumber",
      priority: 3,
      render: (row) => <span className="whitespace-nowrap tabular-nums">{row.contactPrimaryNumber}</span>,
    },
    {
      id: "email",
      header: "E-mail",
      sort: "contactEmailAddress",
      priority: 3,
      fill: true,
      text: (row) => row.contactEmailAddress,
    },
    { id, header, align: "right", render: (row) => config.count.of(row) },
  ];
}
