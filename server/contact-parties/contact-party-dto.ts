import type { Client, ServiceProvider } from "@/lib/generated/prisma/client";
import { FALLBACK_LANGUAGE, languageOr } from "@/lib/i18n/languages";
import type { ContactPartyDto } from "@/lib/schemas/contact-party";

/** A client's or a service provider's contact fields as the API returns them; each adds its own count. */
export function contactPartyDto(row: Client | ServiceProvider): ContactPartyDto {
  return {
    _id: row.id,
    name: row.name,
    contactFirstName: row.contactFirstName,
    contactLastName: row.contactLastName,
    contactPrimaryNumber: row.contactPrimaryNumber,
    contactSecondaryNumber: row.contactSecondaryNumber,
    contactEmailAddress: row.contactEmailAddress,
    contactWebsiteURL: row.contactWebsiteURL,
    contactMailingAddress: row.contactMailingAddress,
    language: languageOr(row.language, FALLBACK_LANGUAGE),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
