import { useTranslations } from "next-intl";
import { Spinner } from "@/components/ui/spinner";

/** What a console page shows while its server work runs (each segment's loading.tsx). */
export function PageLoading() {
  const t = useTranslations("common.states");
  return (
    <div className="flex min-h-[40vh] items-center justify-center gap-3 text-sm text-slate-500">
      <Spinner diameter={25} />
      {t("loading")}
    </div>
  );
}
