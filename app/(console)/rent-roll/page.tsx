import { CurrencyDollarIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { Suspense } from "react";
import { ScreenMessages } from "@/components/i18n/screen-messages";
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

export async function generateMetadata() {
  const t = await getTranslations("rentRoll");
  return { title: t("meta.title") };
}

/** PRODUCT.md#rent-roll: both roles; the month, filters, sort and page live in the address. */
export default async function RentRollPage() {
  const session = await requirePageSession();
  const t = await getTranslations("rentRoll");
  const currentMonth = monthOf(todayIn(env().APP_TIME_ZONE));
  return (
    <>
      <LetterPageStyle nonce={await cspNonce()} />
      <div className="print:hidden">
        <PageHeader title={t("title")} icon={CurrencyDollarIcon} subtitle={t("subtitle")} />
      </div>
      {/* statement: the printed roll's letterhead is the statement's. */}
      <ScreenMessages namespaces={["rentRoll", "statement"]}>
        <Suspense>
          <RentRollView userId={session.user.id} role={session.user.role as Role} currentMonth={currentMonth} agency={AGENCY} />
        </Suspense>
      </ScreenMessages>
    </>
  );
}
