import { CheckCircleIcon } from "@heroicons/react/24/outline";
import type { ReactNode } from "react";

/** The 'Operation Successful' panel shown in place of a form after a save. */
export function SuccessPanel({ message, children }: { message: string; children: ReactNode }) {
  return (
    <section role="status" className="mx-auto max-w-lg rounded-xl bg-white px-6 py-10 text-center shadow-sm ring-1 ring-slate-200">
      <CheckCircleIcon className="mx-auto size-12 text-emerald-500" aria-hidden="true" />
      <h2 className="mt-4 text-lg font-semibold text-slate-900">Operation Successful</h2>
      <p className="mt-1 text-sm text-slate-600">{message}</p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">{children}</div>
    </section>
  );
}
