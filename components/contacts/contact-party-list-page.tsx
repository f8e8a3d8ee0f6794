import { ImportButton } from "@/components/imports/import-button";
import { PageHeader } from "@/components/ui/page-header";
import { CONTACT_PARTIES, type ContactPartyKind } from "./contact-parties";
import { ContactPartyDirectory } from "./contact-party-directory";

/** The clients page or the service providers page: its header with the New button, and the list. */
export function ContactPartyListPage({ kind }: { kind: ContactPartyKind }) {
  const { icon, formHref, list } = CONTACT_PARTIES[kind];
  return (
    <>
      <PageHeader
        title={list.title}
        icon={icon}
        subtitle={list.subtitle}
        addHref={formHref}
        addLabel={list.addLabel}
        actions={<ImportButton kind={kind} />}
      />
      <ContactPartyDirectory kind={kind} />
    </>
  );
}
