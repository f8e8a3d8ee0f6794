import { BuildingOfficeIcon, DocumentTextIcon, EnvelopeIcon, MapPinIcon, PhoneIcon, UserIcon } from "@heroicons/react/20/solid";
import type { ReactNode } from "react";
import type { TenantDto } from "@/lib/schemas/tenant";

/** A tenant's details card: who they are and how to reach them; fields without a value are left out. */
export function TenantDetails({ tenant }: { tenant: TenantDto }) {
  const person = `${tenant.firstName} ${tenant.lastName}`.trim();
  const phones = [
    { label: "Phone", number: tenant.phone },
    { label: "Second phone", number: tenant.secondaryPhone },
  ];
  return (
    <dl className="space-y-4 text-sm">
      {tenant.companyName && (
        <Line icon={BuildingOfficeIcon} label="Company">
          {tenant.companyName}
        </Line>
      )}
      {person && (
        <Line icon={UserIcon} label={tenant.companyName ? "Contact" : "Name"}>
          {person}
        </Line>
      )}
      {phones.map(
        ({ label, number }) =>
          number && (
            <Line key={label} icon={PhoneIcon} label={label}>
              <a href={`tel:${number}`} className="hover:text-brand-700">
                {number}
              </a>
            </Line>
          ),
      )}
      {tenant.email && (
        <Line icon={EnvelopeIcon} label="E-mail">
          <a href={`mailto:${tenant.email}`} className="break-all hover:text-brand-700">
            {tenant.email}
          </a>
        </Line>
      )}
      {tenant.mailingAddress && (
        <Line icon={MapPinIcon} label="Mailing address">
          <span className="whitespace-pre-line">{tenant.mailingAddress}</span>
        </Line>
      )}
      {tenant.notes && (
        <Line icon={DocumentTextIcon} label="Notes">
          <span className="whitespace-pre-line">{tenant.notes}</span>
        </Line>
      )}
    </dl>
  );
}

/** One term and its value, the icon in the term (a dl's group holds only dt and dd). */
function Line({ icon: Icon, label, children }: { icon: typeof UserIcon; label: string; children: ReactNode }) {
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
