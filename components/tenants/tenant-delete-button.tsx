"use client";

import { DeleteRecordButton } from "@/components/ui/delete-record-button";
import { TENANTS } from "./tenant-texts";

/** A tenant's Delete: refused (409, the server's reason shown) while a lease names them. */
export function TenantDeleteButton({ id }: { id: string }) {
  return (
    <DeleteRecordButton
      endpoint={`${TENANTS.api}/${id}`}
      confirmation={TENANTS.remove.confirmation}
      failure={TENANTS.remove.failure}
      removed={TENANTS.remove.removed}
      then={TENANTS.href}
      revalidate={TENANTS.revalidate}
    />
  );
}
