import { cx } from "@/components/ui/cx";
import type { UserInfo } from "@/lib/schemas/user";

export function initials(user: Pick<UserInfo, "firstName" | "lastName">): string {
  return `${user.firstName.charAt(0)}${user.lastName.charAt(0)}`.toUpperCase();
}

/** A user's picture (its small thumbnail), or the initials when there is none. */
export function UserAvatar({
  user,
  className,
  tone = "light",
}: {
  user: Pick<UserInfo, "firstName" | "lastName" | "picture">;
  className?: string;
  tone?: "light" | "brand";
}) {
  if (user.picture) {
    // eslint-disable-next-line @next/next/no-img-element -- served by our API, sized by CSS
    return <img src={`${user.picture}?variant=thumbnail`} alt="" className={cx("shrink-0 rounded-full object-cover", className)} />;
  }
  return (
    <span
      aria-hidden="true"
      className={cx(
        "flex shrink-0 items-center justify-center rounded-full font-semibold",
        tone === "brand" ? "bg-brand-600 text-white" : "bg-brand-50 text-brand-700 ring-1 ring-brand-100",
        className,
      )}
    >
      {initials(user)}
    </span>
  );
}
