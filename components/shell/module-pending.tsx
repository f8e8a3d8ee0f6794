import { WrenchIcon } from "@heroicons/react/24/outline";
import { ButtonLink } from "@/components/ui/button";
import { PageHeader } from "@/components/ui/page-header";

/**
 * Shown by the menu's modules that have not been delivered yet, so the menu
 * matches the specification from day one without pretending to work.
 * Each module's delivery replaces its catch-all page (see docs/DECISIONS.md).
 */
export function ModulePending({ title }: { title: string }) {
  return (
    <>
      <PageHeader title={title} icon={WrenchIcon} />
      <div className="rounded-xl border border-dashed border-slate-300 bg-white px-6 py-14 text-center">
        <p className="text-sm font-semibold text-slate-800">{title} is not available yet.</p>
        <p className="mx-auto mt-2 max-w-md text-sm text-slate-500">
          This part of the console is scheduled for a coming release. Clients and the dashboard are ready to use.
        </p>
        <ButtonLink href="/clients" variant="secondary" className="mt-6">
          Go to Clients
        </ButtonLink>
      </div>
    </>
  );
}
