import type { ImportKind } from "@/lib/domain/import-fields";
import { contactPartyImporter } from "./kinds/contact-parties";
import type { KindImporter } from "./kinds/kind-types";
import { leaseImporter } from "./kinds/leases";
import { listingImporter } from "./kinds/listings";
import { openingBalanceImporter } from "./kinds/opening-balances";
import { tenantImporter } from "./kinds/tenants";

/** Each kind's planning (the dry run) and writing (the commit). */
export const IMPORTERS: Record<ImportKind, KindImporter<unknown>> = {
  clients: contactPartyImporter("client") as KindImporter<unknown>,
  "service-providers": contactPartyImporter("serviceProvider") as KindImporter<unknown>,
  listings: listingImporter as KindImporter<unknown>,
  "opening-balances": openingBalanceImporter as KindImporter<unknown>,
  tenants: tenantImporter as KindImporter<unknown>,
  leases: leaseImporter as KindImporter<unknown>,
};
