import { cx } from "./cx";

/** The icons of the shell's sprite (components/ui/icon-sprite.tsx): the ones a page may draw dozens of times. */
export type SpriteIconName =
  | "key"
  | "home"
  | "tag"
  | "lock"
  | "thumb-up"
  | "clock"
  | "x-circle"
  | "check-circle"
  | "warning"
  | "inbox"
  | "paper-airplane"
  | "trash"
  | "reverse"
  | "property-house"
  | "property-villa"
  | "property-apartment"
  | "property-office"
  | "property-land"
  | "property-unknown";

/**
 * An icon drawn many times on one page (a status chip per listing, a delete
 * button per ledger entry): a reference to the sprite's copy, so the page
 * carries its paths once, not once per row — and no client code ships them.
 * Decorative only (aria-hidden); the control around it carries the name.
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg className={cx("shrink-0", className)} aria-hidden="true" focusable="false">
      <use href={`#icon-${name}`} />
    </svg>
  );
}
