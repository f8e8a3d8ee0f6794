"use client";

import { useTranslations } from "next-intl";
import { DeleteRecordButton } from "@/components/ui/delete-record-button";
import { CONTACT_PARTIES, type ContactPartyKind } from "./contact-parties";

/** A client's or a provider's Delete, with its texts (PRODUCT.md#messages); the cascades are the server's (docs/API.md). */
export function ContactPartyDeleteButton({ kind, id }: { kind: ContactPartyKind; id: string }) {
  const { api, href, remove, words } = CONTACT_PARTIES[kind];
  const t = useTranslations(words);
  return (
    <DeleteRecordButton
      endpoint={`${api}/remove/${id}`}
      confirmation={t("remove.confirmation")}
      failure={t("remove.failure")}
      removed={t("remove.removed")}
      then={href}
      revalidate={remove.revalidate}
    />
  );
}
