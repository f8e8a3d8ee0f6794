import type { ComponentType, SVGProps } from "react";
import { cx } from "./cx";

/** The brand-tinted square that carries a page's or a card's icon. `fromSm`: hidden on phones, where the title needs the room. */
export function IconTile({ icon: Icon, fromSm = false }: { icon: ComponentType<SVGProps<SVGSVGElement>>; fromSm?: boolean }) {
  return (
    <span
      className={cx(
        fromSm ? "hidden sm:flex" : "flex",
        "size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700 ring-1 ring-brand-100",
      )}
    >
      <Icon className="size-5" aria-hidden="true" />
    </span>
  );
}
