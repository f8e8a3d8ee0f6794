import { ArrowTopRightOnSquareIcon, GlobeAltIcon, MapPinIcon, UserIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { DetailLine, EmailLine, LanguageLine, PhoneLines } from "@/components/ui/detail-lines";
import { websiteHref } from "@/lib/domain/web-address";
import type { ContactPartyDto } from "@/lib/schemas/contact-party";

/** The contact fields clients and service providers share (PRODUCT.md#clients). */
export type ContactFields = Omit<ContactPartyDto, "_id" | "name" | "createdAt" | "updatedAt">;

/** A contact card's lines: person, numbers, e-mail, website, mailing address, language. */
export function ContactDetails({ contact }: { contact: ContactFields }) {
  const t = useTranslations("contacts.details");
  return (
    <dl className="space-y-4 text-sm">
      <DetailLine icon={UserIcon} label={t("contact")}>
        {contact.contactFirstName} {contact.contactLastName}
      </DetailLine>
      <PhoneLines
        phones={[
          { label: t("primaryNumber"), number: contact.contactPrimaryNumber },
          { label: t("secondaryNumber"), number: contact.contactSecondaryNumber },
        ]}
      />
      <EmailLine address={contact.contactEmailAddress} />
      {contact.contactWebsiteURL && (
        <DetailLine icon={GlobeAltIcon} label={t("website")}>
          <Website value={contact.contactWebsiteURL} />
        </DetailLine>
      )}
      <DetailLine icon={MapPinIcon} label={t("mailingAddress")}>
        <span className="whitespace-pre-line">{contact.contactMailingAddress}</span>
      </DetailLine>
      <LanguageLine language={contact.language} />
    </dl>
  );
}

/**
 * An http(s) website opens in a new tab, with no access to this page (noopener) and no referrer;
 * anything else stored (older data: "javascript:…", plain words) is shown as text, never linked.
 */
function Website({ value }: { value: string }) {
  const t = useTranslations("contacts.details");
  const href = websiteHref(value);
  if (!href) return <span className="break-all">{value}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all hover:text-brand-700">
      {value}
      <span className="sr-only">{t("opensInNewTab")}</span>
      <ArrowTopRightOnSquareIcon className="ml-1 inline size-3.5 align-[-2px] text-slate-400" aria-hidden="true" />
    </a>
  );
}
