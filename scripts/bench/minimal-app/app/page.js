// The framework's own page: server-rendered on each request, one client-side link, no app code.
import Link from "next/link";

export const dynamic = "force-dynamic";

export default function Page() {
  return (
    <main>
      <h1>A minimal Next.js page</h1>
      <p>React, the Next.js client runtime and one link: what every page of the console ships before its own code.</p>
      <Link href="/api/empty">An empty route</Link>
    </main>
  );
}
