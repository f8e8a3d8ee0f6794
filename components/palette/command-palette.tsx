"use client";

import { Combobox, ComboboxInput, ComboboxOptions, Dialog, DialogBackdrop, DialogPanel, DialogTitle } from "@headlessui/react";
import { MagnifyingGlassIcon } from "@heroicons/react/20/solid";
import { XMarkIcon } from "@heroicons/react/24/outline";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState, type ReactNode } from "react";
import { Spinner } from "@/components/ui/spinner";
import { readRecent, rememberRecent } from "@/lib/client/recent-records";
import { groupsOf, recordsFoundValues, type PaletteHit, type PaletteKind } from "./palette-kinds";
import { isShowAll, NothingFound, PaletteGroup, SearchFailed, SearchHint } from "./palette-results";
import { useQuickFind } from "./use-quick-find";

/**
 * The command palette (DESIGN.md "Command palette"): one search over every
 * kind of record through GET /search, results grouped by kind, ↑/↓ to move,
 * Enter to open, Esc to close (focus goes back where it was). Loaded on first
 * open (quick-find-launcher.tsx), so no page ships it up front.
 */
export default function CommandPalette({
  open,
  onClose,
  userId,
  admin,
}: {
  open: boolean;
  onClose: () => void;
  userId: string;
  admin: boolean;
}) {
  const t = useTranslations("palette");
  return (
    <Dialog open={open} onClose={onClose} className="fixed inset-0 z-dialog print:hidden">
      <DialogBackdrop className="fixed inset-0 bg-slate-900/40" />
      <div className="fixed inset-0 flex justify-center sm:p-4 sm:pt-[12vh]">
        <DialogPanel className="flex w-full flex-col overflow-hidden bg-white shadow-xl ring-1 ring-slate-900/5 max-sm:fixed max-sm:inset-0 sm:h-fit sm:max-h-[76dvh] sm:max-w-dialog-alert sm:rounded-xl">
          <DialogTitle className="sr-only">{t("title")}</DialogTitle>
          {/* Mounted per opening: every opening starts from an empty search. */}
          {open && <PaletteSearch onClose={onClose} userId={userId} admin={admin} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function PaletteSearch({ onClose, userId, admin }: { onClose: () => void; userId: string; admin: boolean }) {
  const router = useRouter();
  const t = useTranslations("palette");
  const [text, setText] = useState("");
  const [attempt, setAttempt] = useState(0);
  const [recent] = useState(() => readRecent(userId));
  const state = useQuickFind(text, attempt);
  const query = text.trim();

  const openHit = (hit: PaletteHit | null) => {
    if (!hit) return;
    if (!isShowAll(hit)) rememberRecent(userId, hit);
    onClose();
    router.push(hit.href);
  };

  const results = state.phase === "done" ? state.results : state.phase === "loading" ? state.results : null;
  const groups = results ? groupsOf(results) : [];
  const found = groups.reduce((count, group) => count + group.hits.length, 0);
  const matches = groups.reduce((count, group) => count + group.count, 0);

  // Rows to choose from (recents before typing), and a message in place of or under them.
  let shown: { id: string; heading: string; hits: PaletteHit[]; count?: number; kind?: PaletteKind; listed?: boolean }[] = [];
  let notice: ReactNode = null;
  if (state.phase === "hint") {
    if (recent.length > 0) shown = [{ id: "palette-recent", heading: t("recent"), hits: recent }];
    notice = <SearchHint admin={admin} />;
  } else if (state.phase === "failed") {
    notice = <SearchFailed offline={state.offline} onRetry={() => setAttempt((count) => count + 1)} />;
  } else if (state.phase === "done" && found === 0) {
    notice = <NothingFound query={state.query} />;
  } else if (state.phase === "loading" && !results) {
    notice = <p className="px-4 py-5 text-sm text-slate-600">{t("searching")}</p>;
  } else {
    shown = groups.map((group) => ({
      id: `palette-${group.kind}`,
      heading: t(`groups.${group.kind}`),
      hits: group.hits,
      count: group.count,
      kind: group.kind,
      listed: group.list !== null,
    }));
  }

  const status =
    state.phase === "loading"
      ? t("status.searching")
      : state.phase === "done"
        ? found === 0
          ? t("status.nothing")
          : t("recordsFound", recordsFoundValues(matches))
        : "";

  return (
    <Combobox<PaletteHit | null> value={null} onChange={openHit} immediate>
      <div className="flex items-center gap-3 border-b border-slate-200 px-4">
        <MagnifyingGlassIcon className="size-5 shrink-0 text-slate-400" aria-hidden="true" />
        <ComboboxInput
          autoFocus
          aria-label={t("input.label")}
          placeholder={t("input.placeholder")}
          autoComplete="off"
          spellCheck={false}
          className="h-12 min-w-0 flex-1 border-0 bg-transparent p-0 text-base text-slate-900 placeholder:text-slate-400 focus:ring-0 focus:outline-none"
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // The combobox would take Esc to close its (always shown) list: here Esc closes the palette.
            if (event.key === "Escape") {
              event.preventDefault();
              onClose();
            }
          }}
        />
        {state.phase === "loading" && <Spinner diameter={16} label={null} />}
        <button
          type="button"
          onClick={onClose}
          className="-mr-2 rounded-md p-1.5 text-slate-500 hover:bg-slate-100 hover:text-slate-700 sm:hidden"
          aria-label={t("close")}
        >
          <XMarkIcon className="size-6" aria-hidden="true" />
        </button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {shown.length > 0 && (
          // Not modal: a modal list marks its siblings inert and aria-hidden, which silenced the live region below.
          <ComboboxOptions static modal={false} className="pb-2 focus:outline-none">
            {shown.map((group) => (
              <PaletteGroup key={group.id} {...group} query={state.phase === "hint" ? "" : query} />
            ))}
          </ComboboxOptions>
        )}
        {notice}
      </div>
      <p className="sr-only" role="status" aria-live="polite">
        {status}
      </p>
      <footer className="hidden items-center gap-4 border-t border-slate-100 px-4 py-2 text-xs text-slate-500 sm:flex">
        <span className="flex items-center gap-1">
          <Key>↑</Key>
          <Key>↓</Key> {t("keys.move")}
        </span>
        <span className="flex items-center gap-1">
          <Key>↵</Key> {t("keys.open")}
        </span>
        <span className="flex items-center gap-1">
          <Key>esc</Key> {t("keys.close")}
        </span>
      </footer>
    </Combobox>
  );
}

const Key = ({ children }: { children: ReactNode }) => (
  <kbd className="rounded border border-slate-200 bg-slate-50 px-1.5 font-sans text-xs text-slate-700">{children}</kbd>
);
