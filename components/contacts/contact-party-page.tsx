import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { DocumentsCard } from "@/components/documents/documents-card";
import { RecordHistoryCard } from "@/components/history/record-history-card";
import { Card } from "@/components/ui/card";
import { PageHeader } from "@/components/ui/page-header";
import type { ContactPartyDto } from "@/lib/schemas/contact-party";
import { ContactDetails } from "./contact-details";
import { CONTACT_PARTIES, type ContactPartyKind } from "./contact-parties";
import { ContactPartyDeleteButton } from "./contact-party-delete-button";

/**
 * A client's or a service provider's page: its name and count, Edit and
 * Delete; a side rail with the contact card (and `rail`: a client's account)
 * beside `children` (its listings, its orders), and its history.
 */
export function ContactPartyPage({
  kind,
  party,
  rail,
  children,
}: {
  kind: ContactPartyKind;
  party: ContactPartyDto;
  rail?: ReactNode;
  children: ReactNode;
}) {
  const config = CONTACT_PARTIES[kind];
  const t = useTranslations(config.words);
  const contacts = useTranslations("contacts");
  return (
    <>
      <PageHeader
        title={party.name}
        icon={config.icon}
        subtitle={t("count.label", { count: config.count.of(party) })}
        editHref={`${config.formHref}/${party._id}`}
        actions={<ContactPartyDeleteButton kind={kind} id={party._id} />}
      />
      <div className="grid items-start gap-6 xl:grid-cols-3">
        <div className="min-w-0 space-y-6">
          <Card title={contacts("contactInformation")}>
            <ContactDetails contact={party} />
          </Card>
          {rail}
        </div>
        <div className="min-w-0 space-y-6 xl:col-span-2">{children}</div>
      </div>
      <DocumentsCard entity={config.entity} recordId={party._id} className="mt-6" />
      <RecordHistoryCard entity={config.entity} id={party._id} noun={t("historyNoun")} className="mt-6" />
    </>
  );
}
