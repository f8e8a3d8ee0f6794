import type { RecordSource } from "@/components/ui/record-combobox";
import { fullName } from "@/lib/domain/people";
import type { AccountListItemDto } from "@/lib/schemas/account";
import type { ClientDto, ServiceProviderDto } from "@/lib/schemas/contact-party";
import { formatUsd } from "@/lib/domain/money";
import type { Listing } from "@/lib/schemas/listing";
import type { UserInfo } from "@/lib/schemas/user";

/**
 * Where each record picker searches, and what a row shows under the name so
 * that look-alikes can be told apart (DESIGN.md "Record picker").
 */
const contactOf = (party: { contactFirstName: string; contactLastName: string; contactPrimaryNumber: string }) =>
  `${fullName({ firstName: party.contactFirstName, lastName: party.contactLastName })} · ${party.contactPrimaryNumber}`;

export const clientSource: RecordSource<ClientDto> = {
  path: "/clients",
  searchParam: "name",
  noun: "client",
  detailsPath: (id) => `/clients/details/${id}`,
  toOption: (client) => ({ id: client._id, label: client.name, detail: contactOf(client) }),
};

/** A client's account (the accounts list's "Post entry"): searched by name, the balance beside it. */
export const accountSource: RecordSource<AccountListItemDto> = {
  path: "/accounts",
  searchParam: "name",
  noun: "client",
  params: { accountBalance: true },
  toOption: (account, words) => ({
    id: account._id,
    label: account.name,
    detail: account.accountBalance === undefined ? undefined : words.balance(formatUsd(account.accountBalance)),
  }),
};

export const serviceProviderSource: RecordSource<ServiceProviderDto> = {
  path: "/services/providers",
  searchParam: "name",
  noun: "service provider",
  detailsPath: (id) => `/services/providers/details/${id}`,
  toOption: (provider) => ({ id: provider._id, label: provider.name, detail: contactOf(provider) }),
};

export const listingSource: RecordSource<Listing> = {
  path: "/listings",
  searchParam: "propertyName",
  noun: "listing",
  detailsPath: (id) => `/listings/details/${id}`,
  toOption: (listing, words) => ({
    id: listing._id,
    label: listing.propertyName,
    detail: `${listing.location.split("\n")[0]} · ${words.listingStatus(listing.status)}`,
  }),
};

export const specialistSource: RecordSource<UserInfo> = {
  path: "/users",
  searchParam: "firstName",
  params: { role: "property-specialist" },
  noun: "property specialist",
  toOption: (user) => ({ id: user._id, label: fullName(user), detail: user.email }),
};

/** A tenant as GET /tenants lists one (PRODUCT.md#rent "Tenants"); only what a picker row shows. */
interface TenantRow {
  _id: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  email: string | null;
  phone: string | null;
}

export const tenantSource: RecordSource<TenantRow> = {
  path: "/tenants",
  searchParam: "name",
  noun: "tenant",
  detailsPath: (id) => `/tenants/${id}`,
  toOption: (tenant) => ({
    id: tenant._id,
    label: tenant.companyName || fullName(tenant),
    detail: [tenant.email, tenant.phone].filter(Boolean).join(" · ") || undefined,
  }),
};

/** Anyone who can sign in (the Activity page's person filter; admins only). */
export const personSource: RecordSource<UserInfo> = {
  path: "/users",
  searchParam: "firstName",
  noun: "person",
  detailsPath: (id) => `/users/details/${id}`,
  toOption: (user) => ({ id: user._id, label: fullName(user), detail: user.email }),
};
