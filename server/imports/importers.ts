import type { ImportKind } from "@/lib/domain/import-fields";
import { contactPartyImporter } from "./kinds/contact-parties";
import type { KindImporter } from "./kinds/kind-types";
import { listingImporter } from "./kinds/listings";
import { openingBalanceImporter } from "./kinds/opening-balances";

/** Each kind's planning (the dry run) and writing (the commit). */
export const IMPORTERS: Record<ImportKind, KindImporter<unknown>> = {
  clients: contactPartyImporter("client") as KindImporter<unknown>,
  "service-providers": contactPartyImporter("serviceProvider") as KindImporter<unknown>,
  listings: listingImporter as KindImporter<unknown>,
  "opening-balances": openingBalanceImporter as KindImporter<unknown>,
};
