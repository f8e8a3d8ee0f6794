import { IdentificationIcon } from "@heroicons/react/24/outline";

/** The tenants screens' words and paths (PRODUCT.md#tenants). */
export const TENANTS = {
  icon: IdentificationIcon,
  noun: "tenant",
  plural: "tenants",
  href: "/tenants",
  formHref: "/tenants/tenant-details",
  api: "/tenants",
  saveFailed: "Problem submitting tenant details. Please contact system administrator.",
  created: "Tenant Created",
  updated: "Tenant Updated",
  createLabel: "CREATE TENANT",
  updateLabel: "UPDATE TENANT",
  /** The lists that show tenants: theirs, and the leases naming them. */
  revalidate: ["/tenants", "/leases"],
  remove: {
    confirmation: "Delete Tenant? Their documents are removed with them.",
    failure: "Problem removing tenant details. Contact your system administrator for assistance.",
    removed: "Tenant removed.",
  },
  list: {
    title: "Tenants",
    subtitle: "Who rents, their leases and what they owe",
    addLabel: "New tenant",
    searchPlaceholder: "Search tenants by name, e-mail or phone",
    emptyHint: "Add the first tenant with the New tenant button.",
  },
} as const;

export const leaseCountText = (count: number) => (count === 1 ? "1 lease" : `${count} leases`);
