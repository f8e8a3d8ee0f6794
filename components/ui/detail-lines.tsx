import { EnvelopeIcon, LanguageIcon, PhoneIcon, type UserIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { LANGUAGES, type Language } from "@/lib/i18n/languages";

/**
 * The lines of a details card (a contact's, a tenant's): each a term with its icon and its value,
 * inside the card's `<dl className="space-y-4 text-sm">`.
 */

/** One term and its value, the icon in the term (a dl's group holds only dt and dd). */
export function DetailLine({ icon: Icon, label, children }: { icon: typeof UserIcon; label: string; children: ReactNode }) {
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

/** One line per phone number, each a tel: link; a number left blank has no line. */
export function PhoneLines({ phones }: { phones: { label: string; number: string | null | undefined }[] }) {
  return phones.map(
    ({ label, number }) =>
      number && (
        <DetailLine key={label} icon={PhoneIcon} label={label}>
          <a href={`tel:${number}`} className="hover:text-brand-700">
            {number}
          </a>
        </DetailLine>
      ),
  );
}

/** The e-mail address, a mailto: link. */
export function EmailLine({ address }: { address: string }) {
  const t = useTranslations("common.fields");
  return (
    <DetailLine icon={EnvelopeIcon} label={t("email")}>
      <a href={`mailto:${address}`} className="break-all hover:text-brand-700">
        {address}
      </a>
    </DetailLine>
  );
}

/** The language the record's papers and mail speak, by its own name ("Español"). */
export function LanguageLine({ language }: { language: Language }) {
  const t = useTranslations("common.fields");
  return (
    <DetailLine icon={LanguageIcon} label={t("language")}>
      <span lang={language}>{LANGUAGES[language].name}</span>
    </DetailLine>
  );
}
