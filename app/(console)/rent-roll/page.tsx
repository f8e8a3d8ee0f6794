import { CurrencyDollarIcon } from "@heroicons/react/24/outline";
import type { Metadata } from "next";
import { Suspense } from "react";
import { RentRollView } from "@/components/rent-roll/rent-roll-view";
import { LetterPageStyle } from "@/components/ui/letter-page-style";
import { PageHeader } from "@/components/ui/page-header";
import { todayIn } from "@/lib/domain/agency-time";
import type { Role } from "@/lib/domain/enums";
import { AGENCY } from "@/lib/domain/agency";
import { monthOf } from "@/lib/domain/rent";
import { requirePageSession } from "@/server/auth/page-session";
import { cspNonce } from "@/server/http/nonce";
import { env } from "@/server/env";

export const metadata: Metadata = { title: "Rent roll" };

/** PRODUCT.md#rent-roll: both roles; the month, filters, sort and page live in the address. */
export default async function RentRollPage() {
  const session = await requirePageSession();
  const currentMonth = monthOf(todayIn(env().APP_TIME_ZONE));
  return (
    <>
      <LetterPageStyle nonce={await cspNonce()} />
      <div className="print:hidden">
        <PageHeader
          title="Rent roll"
          icon={CurrencyDollarIcon}
          subtitle="Each lease of the month: what it was charged and paid, and who is late"
        />
      </div>
      <Suspense>
        <RentRollView userId={session.user.id} role={session.user.role as Role} currentMonth={currentMonth} agency={AGENCY} />
      </Suspense>
    </>
  );
}
