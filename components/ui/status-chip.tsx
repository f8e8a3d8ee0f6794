import { useTranslations } from "next-intl";
import type { ListingStatus, ServiceOrderStatus } from "@/lib/domain/enums";
import type { OutboxStatus } from "@/lib/domain/outbox";
import type { LeaseStatus } from "@/lib/domain/rent";
import { daysLateBand, type DaysLateBand } from "@/lib/domain/rent-roll";
import { cx } from "./cx";
import { SpriteIcon, type SpriteIconName } from "./sprite-icon";

/**
 * The one status chip (DESIGN.md "Status chips"). Its cues, in order: the
 * text (always), the icon's shape, then the colour, so statuses stay apart for
 * colour-blind people; every tone keeps text contrast at 6.4:1 or more.
 */
interface Look {
  tone: string;
  icons: SpriteIconName[];
}

const SKY = "bg-sky-50 text-sky-800 ring-sky-600/25";
const EMERALD = "bg-emerald-50 text-emerald-800 ring-emerald-600/25";
const AMBER = "bg-amber-50 text-amber-800 ring-amber-600/25";
const SLATE = "bg-slate-100 text-slate-700 ring-slate-500/25";

const LISTING_LOOKS: Record<ListingStatus, Look> = {
  "for-rent": { tone: SKY, icons: ["key"] },
  rented: { tone: EMERALD, icons: ["home"] },
  "for-sale": { tone: AMBER, icons: ["tag"] },
  "rent-and-sale": { tone: "bg-violet-50 text-violet-800 ring-violet-600/25", icons: ["key", "tag"] },
  "rented-and-for-sale": { tone: "bg-fuchsia-50 text-fuchsia-800 ring-fuchsia-600/25", icons: ["home", "tag"] },
  sold: { tone: SLATE, icons: ["lock"] },
};

const ORDER_LOOKS: Record<ServiceOrderStatus, Look> = {
  APPROVED: { tone: SKY, icons: ["thumb-up"] },
  PENDING: { tone: AMBER, icons: ["clock"] },
  DECLINED: { tone: SLATE, icons: ["x-circle"] },
  COMPLETED: { tone: EMERALD, icons: ["check-circle"] },
};

const PAST_DUE: Look = { tone: "bg-red-700 text-white ring-red-700", icons: ["warning"] };

type ChipProps = { className?: string; "data-testid"?: string };

function Chip({ look, label, className, ...rest }: ChipProps & { look: Look; label: string }) {
  return (
    <span
      className={cx(
        "inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium whitespace-nowrap ring-1 ring-inset",
        look.tone,
        className,
      )}
      {...rest}
    >
      {look.icons.map((icon) => (
        <SpriteIcon key={icon} name={icon} className="size-3.5" />
      ))}
      {label}
    </span>
  );
}

export function ListingStatusChip({ status, ...props }: ChipProps & { status: ListingStatus }) {
  const t = useTranslations("enums.listingStatus");
  return <Chip look={LISTING_LOOKS[status]} label={t(status)} {...props} />;
}

/** The solid red chip a past-due order shows after its status chip. */
export function PastDueChip(props: ChipProps) {
  const t = useTranslations("common.chips");
  return <Chip look={PAST_DUE} label={t("pastDue")} {...props} />;
}

/** An order's status; with `pastDue`, its status chip then Past due, side by side. */
export function OrderStatusChip({ status, pastDue = false, ...props }: ChipProps & { status: ServiceOrderStatus; pastDue?: boolean }) {
  const t = useTranslations("enums.serviceOrderStatus");
  const chip = <Chip look={ORDER_LOOKS[status]} label={t(status)} {...(pastDue ? {} : props)} />;
  if (!pastDue) return chip;
  return (
    <span className={cx("inline-flex flex-wrap items-center gap-1", props.className)} data-testid={props["data-testid"]}>
      {chip}
      <PastDueChip />
    </span>
  );
}

const OUTBOX_LOOKS: Record<OutboxStatus, Look> = {
  captured: { tone: SLATE, icons: ["inbox"] },
  queued: { tone: AMBER, icons: ["clock"] },
  sending: { tone: SKY, icons: ["paper-airplane"] },
  sent: { tone: EMERALD, icons: ["check-circle"] },
  failed: { tone: "bg-red-50 text-red-800 ring-red-600/25", icons: ["warning"] },
};

/** An Outbox message's status (issue 29): captured, queued, sending, sent, failed. */
export function OutboxStatusChip({ status, ...props }: ChipProps & { status: OutboxStatus }) {
  const t = useTranslations("enums.outboxStatus");
  return <Chip look={OUTBOX_LOOKS[status]} label={t(status)} {...props} />;
}

const LEASE_LOOKS: Record<LeaseStatus, Look> = {
  upcoming: { tone: SKY, icons: ["clock"] },
  active: { tone: EMERALD, icons: ["check-circle"] },
  ended: { tone: SLATE, icons: ["lock"] },
};

/** A lease's status (issue 42 §2): upcoming, active, ended — "Ended early on {date}" when `endedEarly` names the day. */
export function LeaseStatusChip({ status, endedEarly, ...props }: ChipProps & { status: LeaseStatus; endedEarly?: string | null }) {
  const t = useTranslations();
  const label = status === "ended" && endedEarly ? t("common.chips.endedEarly", { date: endedEarly }) : t(`enums.leaseStatus.${status}`);
  return <Chip look={LEASE_LOOKS[status]} label={label} {...props} />;
}

const DAYS_LATE_LOOKS: Record<DaysLateBand, Look> = {
  "on-time": { tone: EMERALD, icons: ["check-circle"] },
  late: { tone: AMBER, icons: ["clock"] },
  later: { tone: "bg-red-50 text-red-800 ring-red-600/25", icons: ["warning"] },
  latest: PAST_DUE,
};

/**
 * A lease's days late on the rent roll (DESIGN.md "Rent roll"): On time · 1–15 · 16–30 · 30+, amber to red, always with
 * the number — "6 days", its column's head saying late, so the chip fits beside the balance on a phone.
 */
export function DaysLateChip({ days, ...props }: ChipProps & { days: number }) {
  const t = useTranslations("common.chips");
  return <Chip look={DAYS_LATE_LOOKS[daysLateBand(days)]} label={t("daysLate", { days: Math.max(0, days) })} {...props} />;
}

export type FactorState = "on" | "off" | "low";

const FACTOR_LOOKS: Record<FactorState, Look> = {
  on: { tone: EMERALD, icons: ["check-circle"] },
  off: { tone: SLATE, icons: ["x-circle"] },
  low: { tone: AMBER, icons: ["warning"] },
};

/** A sign-in factor's state (Sign-in security): on, not set up, or running low (backup codes); the label says which. */
export function FactorStateChip({ state, label, ...props }: ChipProps & { state: FactorState; label: string }) {
  return <Chip look={FACTOR_LOOKS[state]} label={label} {...props} />;
}
