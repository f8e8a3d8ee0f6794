import type { DataColumn } from "@/components/ui/data-table";
import type { ContactPartyDto } from "@/lib/schemas/contact";
import type { ListSort } from "@/lib/schemas/search";

/** The sort names clients and service providers share. */
type ContactSort = Extract<ListSort<"clients">, ListSort<"service-providers">>;

/** The contact columns clients and service providers share: name, contact person, phone, e-mail. */
export function contactColumns<Row extends ContactPartyDto>(): DataColumn<Row, ContactSort>[] {
  const contact = (row: Row) => `${row.contactFirstName} ${row.contactLastName}`;
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
      render: (row) => row.contactEmailAddress,
      text: (row) => row.contactEmailAddress,
    },
  ];
}
