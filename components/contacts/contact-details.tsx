import { ArrowTopRightOnSquareIcon, EnvelopeIcon, GlobeAltIcon, MapPinIcon, PhoneIcon, UserIcon } from "@heroicons/react/20/solid";
import type { ReactNode } from "react";
import { websiteHref } from "@/lib/domain/web-address";
import type { ContactPartyFields } from "@/lib/schemas/contact-party";

/** The contact fields clients and service providers share (PRODUCT.md#clients). */
export type ContactFields = Omit<ContactPartyFields, "name">;

/** A contact card's lines: person, numbers, e-mail, website, mailing address. */
export function ContactDetails({ contact }: { contact: ContactFields }) {
  const phones = [
    { label: "Primary number", number: contact.contactPrimaryNumber },
    { label: "Secondary number", number: contact.contactSecondaryNumber },
  ];
  return (
    <dl className="space-y-4 text-sm">
      <ContactLine icon={UserIcon} label="Contact">
        {contact.contactFirstName} {contact.contactLastName}
      </ContactLine>
      {phones.map(
        ({ label, number }) =>
          number && (
            <ContactLine key={label} icon={PhoneIcon} label={label}>
              <a href={`tel:${number}`} className="hover:text-brand-700">
                {number}
              </a>
            </ContactLine>
          ),
      )}
      <ContactLine icon={EnvelopeIcon} label="E-mail">
        <a href={`mailto:${contact.contactEmailAddress}`} className="break-all hover:text-brand-700">
          {contact.contactEmailAddress}
        </a>
      </ContactLine>
      {contact.contactWebsiteURL && (
        <ContactLine icon={GlobeAltIcon} label="Website">
          <Website value={contact.contactWebsiteURL} />
        </ContactLine>
      )}
      <ContactLine icon={MapPinIcon} label="Mailing address">
        <span className="whitespace-pre-line">{contact.contactMailingAddress}</span>
      </ContactLine>
    </dl>
  );
}

/**
 * An http(s) website opens in a new tab, with no access to this page (noopener) and no referrer;
 * anything else stored (older data: "javascript:…", plain words) is shown as text, never linked.
 */
function Website({ value }: { value: string }) {
  const href = websiteHref(value);
  if (!href) return <span className="break-all">{value}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className="break-all hover:text-brand-700">
      {value}
      <span className="sr-only"> (opens in a new tab)</span>
      <ArrowTopRightOnSquareIcon className="ml-1 inline size-3.5 align-[-2px] text-slate-400" aria-hidden="true" />
    </a>
  );
}

/** One term and its value, the icon in the term (a dl's group holds only dt and dd). */
function ContactLine({ icon: Icon, label, children }: { icon: typeof UserIcon; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs font-medium uppercase tracking-wide text-slate-500">
        <Icon className="absolute left-0 top-0.5 size-4 text-slate-400" aria-hidden="true" />
        {label}
      </dt>
      <dd className="mt-0.5 break-words text-slate-900">{children}</dd>
    </div>
  );
}
