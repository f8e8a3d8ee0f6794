import { useTranslations } from "next-intl";
import { ImportButton } from "@/components/imports/import-button";
import { PageHeader } from "@/components/ui/page-header";
import { CONTACT_PARTIES, type ContactPartyKind } from "./contact-parties";
import { ContactPartyDirectory } from "./contact-party-directory";

/** The clients page or the service providers page: its header with the New button, and the list. */
export function ContactPartyListPage({ kind }: { kind: ContactPartyKind }) {
  const { icon, formHref, words } = CONTACT_PARTIES[kind];
  const t = useTranslations(words);
  return (
    <>
      <PageHeader
        title={t("list.title")}
        icon={icon}
        subtitle={t("list.subtitle")}
        addHref={formHref}
        addLabel={t("list.addLabel")}
        actions={<ImportButton kind={kind} />}
      />
      <ContactPartyDirectory kind={kind} />
    </>
  );
}
