"use client";

import { useTranslations } from "next-intl";
import type { ComponentType, ReactNode, SVGProps } from "react";
import { EmptyState } from "@/components/ui/empty-state";
import { Paginator } from "@/components/ui/paginator";
import type { ListAddressState } from "./use-list-address";

/**
 * 'Items per page:' and 'x – y of z' (PRODUCT.md#limits) for the list's page in its address; nothing while the list is
 * empty or the page lies past its end (ListEmpty offers the way back).
 */
export function ListPaginator({ list, total }: { list: Pick<ListAddressState, "page" | "pageSizes" | "setPage">; total: number }) {
  if (total <= 0 || isPastEnd(list, total)) return null;
  const { skip, pageSize } = list.page;
  return <Paginator skip={skip} pageSize={pageSize} total={total} pageSizes={list.pageSizes} onChange={list.setPage} />;
}

/** Whether a list's empty page is only empty because it lies past the end of a list that has records. */
export function isPastEnd(list: Pick<ListAddressState, "page">, total: number): boolean {
  return total > 0 && list.page.skip >= total;
}

/** The way back from a page past the end. */
export function FirstPageLink({ list }: { list: Pick<ListAddressState, "page" | "setPage"> }) {
  const t = useTranslations("common.list");
  return (
    <button
      type="button"
      onClick={() => list.setPage({ skip: 0, pageSize: list.page.pageSize })}
      className="font-medium text-brand-700 hover:underline"
    >
      {t("firstPage")}
    </button>
  );
}

/** A list's empty state: its own words, or — on a page past the end of a list that has records — that, and the way back. */
export function ListEmpty({
  list,
  total,
  icon,
  title,
  children,
}: {
  list: Pick<ListAddressState, "page" | "setPage">;
  total: number;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  title: string;
  children?: ReactNode;
}) {
  const t = useTranslations("common.list");
  const pastEnd = isPastEnd(list, total);
  return (
    // The title of a page that lies past the end of its list (a kept link after records went away, a hand-edited page).
    <EmptyState icon={icon} title={pastEnd ? t("pastEnd") : title}>
      {pastEnd ? <FirstPageLink list={list} /> : children}
    </EmptyState>
  );
}
