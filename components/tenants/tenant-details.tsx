import { BuildingOfficeIcon, DocumentTextIcon, MapPinIcon, UserIcon } from "@heroicons/react/20/solid";
import { DetailLine, EmailLine, LanguageLine, PhoneLines } from "@/components/ui/detail-lines";
import type { TenantDto } from "@/lib/schemas/tenant";

/** A tenant's details card: who they are and how to reach them; fields without a value are left out. */
export function TenantDetails({ tenant }: { tenant: TenantDto }) {
  const person = `${tenant.firstName} ${tenant.lastName}`.trim();
  return (
    <dl className="space-y-4 text-sm">
      {tenant.companyName && (
        <DetailLine icon={BuildingOfficeIcon} label="Company">
          {tenant.companyName}
        </DetailLine>
      )}
      {person && (
        <DetailLine icon={UserIcon} label={tenant.companyName ? "Contact" : "Name"}>
          {person}
        </DetailLine>
      )}
      <PhoneLines
        phones={[
          { label: "Phone", number: tenant.phone },
          { label: "Second phone", number: tenant.secondaryPhone },
        ]}
      />
      {tenant.email && <EmailLine address={tenant.email} />}
      {tenant.mailingAddress && (
        <DetailLine icon={MapPinIcon} label="Mailing address">
          <span className="whitespace-pre-line">{tenant.mailingAddress}</span>
        </DetailLine>
      )}
      <LanguageLine language={tenant.language} />
      {tenant.notes && (
        <DetailLine icon={DocumentTextIcon} label="Notes">
          <span className="whitespace-pre-line">{tenant.notes}</span>
        </DetailLine>
      )}
    </dl>
  );
}
