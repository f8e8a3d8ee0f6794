import { CurrencyDollarIcon } from "@heroicons/react/24/outline";
import { getTranslations } from "next-intl/server";
import { ScreenMessages } from "@/components/i18n/screen-messages";
import { rentRollPagePath, rentRollSelection, readRentRollAddress } from "@/components/rent-roll/rent-roll-request";
import { RentRollView } from "@/components/rent-roll/rent-roll-view";
import { FirstScreen } from "@/components/ui/first-screen";
import { LetterPageStyle } from "@/components/ui/letter-page-style";
import { PageHeader } from "@/components/ui/page-header";
import { todayIn } from "@/lib/domain/agency-time";
import type { Role } from "@/lib/domain/enums";
import { AGENCY } from "@/lib/domain/agency";
import { monthOf } from "@/lib/domain/rent";
import { rentRollQuerySchema } from "@/lib/schemas/rent-roll";
import { requirePageSession } from "@/server/auth/page-session";
import { searchParamsOf } from "@/server/pages";
import { findRentRoll } from "@/server/rent-roll/find-rent-roll";
import { cspNonce } from "@/server/http/nonce";
import { env } from "@/server/env";

export async function generateMetadata() {
  const t = await getTranslations("rentRoll");
  return { title: t("meta.title") };
}

/**
 * PRODUCT.md#rent-roll: both roles; the month, filters, sort and page live in the address. The page the address asks
 * for comes with the HTML (the table is the page's largest content): read as GET /rent-roll reads it, from the same
 * request the browser would send.
 */
export default async function RentRollPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const session = await requirePageSession();
  const t = await getTranslations("rentRoll");
  const viewer = { userId: session.user.id, role: session.user.role as Role, currentMonth: monthOf(todayIn(env().APP_TIME_ZONE)) };
  const address = readRentRollAddress(searchParamsOf(await searchParams));
  const path = rentRollPagePath(rentRollSelection(address, viewer), address.page);
  const query = rentRollQuerySchema.safeParse(Object.fromEntries(new URLSearchParams(path.slice(path.indexOf("?") + 1))));
  const firstRoll = query.success ? { path, roll: await findRentRoll(query.data) } : undefined;
  return (
    <>
      <LetterPageStyle nonce={await cspNonce()} />
      <div className="print:hidden">
        <PageHeader title={t("title")} icon={CurrencyDollarIcon} subtitle={t("subtitle")} />
      </div>
      {/* statement: the printed roll's letterhead is the statement's. */}
      <ScreenMessages namespaces={["rentRoll", "statement"]}>
        <FirstScreen>
          <RentRollView viewer={viewer} agency={AGENCY} firstRoll={firstRoll} />
        </FirstScreen>
      </ScreenMessages>
    </>
  );
}
