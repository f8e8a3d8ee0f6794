import type { CSSProperties, ReactNode } from "react";
import { useLanguage } from "@/lib/i18n/use-language";
import { groupByInitial } from "@/lib/grouping";
import { cx } from "./cx";

/** How wide a column of tiles is at least: compact text tiles (a name and one line of detail) or wide ones (pictures, dates). */
export type TileSize = "compact" | "wide";

const GRID: Record<TileSize, string> = {
  compact: "grid-cols-[repeat(auto-fill,minmax(15rem,1fr))]",
  wide: "grid-cols-[repeat(auto-fill,minmax(min(20rem,100%),1fr))]",
};

/**
 * How wide a column of letter groups is at least (the 2rem letter gutter, its gap and one tile): the groups
 * flow down as many of these columns as fit, like a phone book, so 30 clients fill 3 columns of a 1440 px
 * screen instead of one long column of mostly single-tile rows (DESIGN.md density: 12+ records at 1440 × 900).
 * A phone holds one, so below `sm` the groups are plain blocks: CSS columns lay the whole list out again at each
 * step of a load even for one column (a traced phone load of the listings: layout 400 → 221 ms at 4× CPU).
 */
const GROUP_COLUMNS: Record<TileSize, string> = {
  compact: "sm:columns-[18rem] sm:gap-x-6",
  wide: "sm:columns-[23rem] sm:gap-x-6",
};

/** A tile's least height in px (`h-12`, `h-20`) and the grid's gap (`gap-2`): a group's tiles' height before they are laid out. */
const TILE_HEIGHT: Record<TileSize, number> = { compact: 48, wide: 80 };
const TILE_GAP = 8;

export function tileGridClass(tileSize: TileSize): string {
  return cx("grid gap-2", GRID[tileSize]);
}

/**
 * Items under their upper-case first letter (PRODUCT.md#limits), laid out densely
 * (DESIGN.md "Letter groups"): the letter sits in a gutter beside its tiles,
 * never on a row of its own, and the tiles fill as many columns as fit.
 */
export function LetterGroups<T>({
  items,
  nameOf,
  keyOf,
  renderTile,
  tileSize = "compact",
}: {
  items: readonly T[];
  nameOf: (item: T) => string;
  keyOf: (item: T) => string;
  renderTile: (item: T) => ReactNode;
  tileSize?: TileSize;
}) {
  const language = useLanguage();
  return (
    <div className={cx("border-b border-slate-200", GROUP_COLUMNS[tileSize])} data-letter-groups="">
      {groupByInitial(items, nameOf, language).map((group) => (
        <section
          key={group.letter}
          aria-labelledby={`group-${group.letter}`}
          className="grid break-inside-avoid grid-cols-[2rem_minmax(0,1fr)] gap-x-3 border-t border-slate-200 py-1.5"
        >
          <h2 id={`group-${group.letter}`} className="sticky top-14 self-start pt-2 text-sm font-semibold text-brand-700 lg:top-0">
            {group.letter}
          </h2>
          {/* On a phone the groups are one column, and the tiles of those below the screen are not laid out or painted
              until scrolled near (content-visibility; still read by screen readers, found by the page's search,
              reached by Tab): a page of 100 tiles was one long layout task at load. Meanwhile they hold their least
              height, then the size they last had. -m-1/p-1: room for a tile's focus ring, which the list's paint
              containment would cut at its edge. */}
          <ul
            className={cx(
              tileGridClass(tileSize),
              "max-sm:-m-1 max-sm:p-1 max-sm:[contain-intrinsic-size:auto_var(--tiles-height)] max-sm:[content-visibility:auto]",
            )}
            style={{ "--tiles-height": `${group.items.length * (TILE_HEIGHT[tileSize] + TILE_GAP)}px` } as CSSProperties}
          >
            {group.items.map((item) => (
              <li key={keyOf(item)}>{renderTile(item)}</li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}

export function TileGrid({ children, tileSize = "compact" }: { children: ReactNode; tileSize?: TileSize }) {
  return <ul className={tileGridClass(tileSize)}>{children}</ul>;
}

/** The look every text tile shares: a compact row that a name may wrap in, never cut. */
export const TEXT_TILE =
  "group flex min-h-12 items-center gap-2 rounded-lg bg-white px-3 py-1.5 shadow-xs ring-1 ring-slate-200 transition hover:shadow-sm hover:ring-brand-300";

/** Placeholder tiles while a list loads, the same size as real ones so nothing jumps. */
export function TileSkeletons({ count = 12, tileSize = "compact" }: { count?: number; tileSize?: TileSize }) {
  return (
    <ul className={cx(tileGridClass(tileSize), "pl-11")} aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li
          key={index}
          className={cx(
            "flex animate-pulse flex-col justify-center gap-1.5 rounded-lg bg-white px-3 ring-1 ring-slate-200",
            tileSize === "compact" ? "h-12" : "h-20",
          )}
        >
          <div className="h-3 w-2/3 rounded bg-slate-200" />
          <div className="h-3 w-1/3 rounded bg-slate-100" />
        </li>
      ))}
    </ul>
  );
}
