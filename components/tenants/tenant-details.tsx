import { BuildingOfficeIcon, DocumentTextIcon, MapPinIcon, UserIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { DetailLine, EmailLine, LanguageLine, PhoneLines } from "@/components/ui/detail-lines";
import type { TenantDto } from "@/lib/schemas/tenant";

/** A tenant's details card: who they are and how to reach them; fields without a value are left out. */
export function TenantDetails({ tenant }: { tenant: TenantDto }) {
  const t = useTranslations("tenants");
  const person = `${tenant.firstName} ${tenant.lastName}`.trim();
  return (
    <dl className="space-y-4 text-sm">
      {tenant.companyName && (
        <DetailLine icon={BuildingOfficeIcon} label={t("view.company")}>
          {tenant.companyName}
        </DetailLine>
      )}
      {person && (
        <DetailLine icon={UserIcon} label={tenant.companyName ? t("view.contact") : t("view.name")}>
          {person}
        </DetailLine>
      )}
      <PhoneLines
        phones={[
          { label: t("view.phone"), number: tenant.phone },
          { label: t("view.secondPhone"), number: tenant.secondaryPhone },
        ]}
      />
      {tenant.email && <EmailLine address={tenant.email} />}
      {tenant.mailingAddress && (
        <DetailLine icon={MapPinIcon} label={t("view.mailingAddress")}>
          <span className="whitespace-pre-line">{tenant.mailingAddress}</span>
        </DetailLine>
      )}
      <LanguageLine language={tenant.language} />
      {tenant.notes && (
        <DetailLine icon={DocumentTextIcon} label={t("view.notes")}>
          <span className="whitespace-pre-line">{tenant.notes}</span>
        </DetailLine>
      )}
    </dl>
  );
}
