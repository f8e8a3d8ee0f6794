import type { DataColumn } from "@/components/ui/data-column";
import type { ContactPartyDto } from "@/lib/schemas/contact-party";
import type { ListSort } from "@/lib/schemas/search";
import type { ContactPartyConfig } from "./contact-parties";

/** The sort names clients and service providers share. */
export type ContactSort = Extract<ListSort<"clients">, ListSort<"service-providers">>;

/** The table's words in the screen's language: its headers (the count's is each kind's own). */
export interface ContactColumnHeaders {
  name: string;
  contact: string;
  phone: string;
  email: string;
  count: string;
}

/** A contact party's table: who they are, how to reach them (name, contact person, phone, e-mail), and its count. */
export function contactPartyColumns(config: ContactPartyConfig, headers: ContactColumnHeaders): DataColumn<ContactPartyDto, ContactSort>[] {
  const contact = (row: ContactPartyDto) => `${row.contactFirstName} ${row.contactLastName}`;
  return [
    { id: "name", header: headers.name, sort: "name", render: (row) => row.name },
    { id: "contact", header: headers.contact, sort: "contactLastName", priority: 2, render: contact, text: contact },
    {
      id: "phone",
      header: headers.phone,
      sort: "contactPrimaryNumber",
      priority: 3,
      render: (row) => <span className="whitespace-nowrap tabular-nums">{row.contactPrimaryNumber}</span>,
    },
    {
      id: "email",
      header: headers.email,
      sort: "contactEmailAddress",
      priority: 3,
      fill: true,
      text: (row) => row.contactEmailAddress,
    },
    { id: config.count.columnId, header: headers.count, align: "right", render: (row) => config.count.of(row) },
  ];
}

/** The sort names of a kind's table (they do not depend on the words). */
export function contactPartySorts(config: ContactPartyConfig): ContactSort[] {
  const none = { name: "", contact: "", phone: "", email: "", count: "" };
  return contactPartyColumns(config, none).flatMap((column) => (column.sort ? [column.sort] : []));
}
