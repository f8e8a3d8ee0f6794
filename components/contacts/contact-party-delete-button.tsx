"use client";

import { DeleteRecordButton } from "@/components/ui/delete-record-button";
import { CONTACT_PARTIES, type ContactPartyKind } from "./contact-parties";

/** A client's or a provider's Delete, with its texts (PRODUCT.md#messages); the cascades are the server's (docs/API.md). */
export function ContactPartyDeleteButton({ kind, id }: { kind: ContactPartyKind; id: string }) {
  const { api, href, remove } = CONTACT_PARTIES[kind];
  return (
    <DeleteRecordButton
      endpoint={`${api}/remove/${id}`}
      confirmation={remove.confirmation}
      failure={remove.failure}
      removed={remove.removed}
      then={href}
      revalidate={remove.revalidate}
    />
  );
}
