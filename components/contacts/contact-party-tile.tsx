import { ChevronRightIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import Link from "next/link";
import { TEXT_TILE } from "@/components/ui/letter-groups";
import type { ContactPartyDto } from "@/lib/schemas/contact-party";
import type { ContactPartyConfig } from "./contact-parties";

/** A client's or a provider's tile in its list: name, contact person and its count (PRODUCT.md#clients). */
export function ContactPartyTile({ config, party }: { config: ContactPartyConfig; party: ContactPartyDto }) {
  const t = useTranslations(config.words);
  return (
    <Link href={`${config.href}/view/${party._id}`} prefetch={false} className={TEXT_TILE}>
      <div className="min-w-0 flex-1">
        <p className="text-sm font-semibold break-words text-slate-900">{party.name}</p>
        <p className="truncate text-xs text-slate-500">
          {party.contactFirstName} {party.contactLastName} · {t("count.label", { count: config.count.of(party) })}
        </p>
      </div>
      <ChevronRightIcon className="size-4 shrink-0 text-slate-300 group-hover:text-brand-500" aria-hidden="true" />
    </Link>
  );
}
