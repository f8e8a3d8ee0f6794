import { IdentificationIcon } from "@heroicons/react/24/outline";

/** The tenants screens' paths and icon (PRODUCT.md#tenants); their words are in messages (namespace `tenants`). */
export const TENANTS = {
  icon: IdentificationIcon,
  href: "/tenants",
  formHref: "/tenants/tenant-details",
  api: "/tenants",
  /** The lists that show tenants: theirs, and the leases naming them. */
  revalidate: ["/tenants", "/leases"],
} as const;
