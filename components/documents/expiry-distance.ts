import { useTranslations } from "next-intl";

/** How far a document's expiry is from today, in the page's language: "3 days ago", "today", "in 1 day". */
export function useExpiryDistance(): (daysLeft: number) => string {
  const t = useTranslations("documents.expiring");
  return (daysLeft) => (daysLeft < 0 ? t("ago", { days: -daysLeft }) : daysLeft === 0 ? t("today") : t("inDays", { days: daysLeft }));
}
