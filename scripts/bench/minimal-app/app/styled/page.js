// The framework's page (app/page.js) with the console's type and colours: the same words, the same one link.
import Link from "next/link";

export const dynamic = "force-dynamic";

export default function Page() {
  return (
    <main className="mx-auto max-w-md p-6">
      <h1 className="text-xl font-semibold">A minimal Next.js page</h1>
      <p className="mt-2 text-sm text-slate-600">
        React, the Next.js client runtime and one link: what every page of the console ships before its own code.
      </p>
      <Link className="mt-4 inline-block text-brand-700 underline" href="/api/empty">
        An empty route
      </Link>
    </main>
  );
}
