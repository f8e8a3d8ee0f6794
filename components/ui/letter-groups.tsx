import type { ReactNode } from "react";
import { groupByInitial } from "@/lib/grouping";

/** Items under a heading per upper-case first letter (SPEC §9), as a responsive grid of tiles. */
export function LetterGroups<T>({
  items,
  nameOf,
  keyOf,
  renderTile,
}: {
  items: readonly T[];
  nameOf: (item: T) => string;
  keyOf: (item: T) => string;
  renderTile: (item: T) => ReactNode;
}) {
  return (
    <div className="space-y-8">
      {groupByInitial(items, nameOf).map((group) => (
        <section key={group.letter} aria-labelledby={`group-${group.letter}`}>
          <h2 id={`group-${group.letter}`} className="mb-3 border-b border-slate-200 pb-1.5 text-sm font-semibold text-brand-700">
            {group.letter}
          </h2>
          <TileGrid>
            {group.items.map((item) => (
              <li key={keyOf(item)}>{renderTile(item)}</li>
            ))}
          </TileGrid>
        </section>
      ))}
    </div>
  );
}

export function TileGrid({ children }: { children: ReactNode }) {
  return <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3">{children}</ul>;
}

/** Placeholder tiles while a list loads, the same size as real ones so nothing jumps. */
export function TileSkeletons({ count = 6 }: { count?: number }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 xl:grid-cols-3" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="h-[74px] animate-pulse rounded-xl bg-white ring-1 ring-slate-200">
          <div className="m-4 h-3 w-2/3 rounded bg-slate-200" />
          <div className="mx-4 h-3 w-1/3 rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}
