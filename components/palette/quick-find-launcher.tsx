"use client";

import { MagnifyingGlassIcon } from "@heroicons/react/24/outline";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useCallback, useEffect, useRef, useState, useSyncExternalStore } from "react";
import { cx } from "@/components/ui/cx";
import { restoreFocusIfLost } from "@/components/ui/restore-focus";
import { preloadOnIntent } from "@/components/ui/preload-on-intent";

/**
 * How the command palette opens: Ctrl+K / ⌘K anywhere in the console, the
 * "Search … ⌘K" field at the top of the side menu and the search icon of the
 * phone's top bar. The palette's code is fetched on first use (hovering or
 * focusing a button starts the download early), so no page ships it.
 */
const loadPalette = () => import("./command-palette");
const CommandPalette = lazy(loadPalette);
const preload = () => void loadPalette();

export function useCommandPalette() {
  const [open, setOpen] = useState(false);
  const [wanted, setWanted] = useState(false);
  // Where focus was when the palette opened: given back on close (see restoreFocusIfLost).
  const opener = useRef<HTMLElement | null>(null);
  const show = useCallback(() => {
    if (document.activeElement instanceof HTMLElement) opener.current = document.activeElement;
    setWanted(true);
    setOpen(true);
  }, []);
  const close = useCallback(() => {
    setOpen(false);
    restoreFocusIfLost(opener.current);
  }, []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      // Ctrl or ⌘ alone: the K may follow, start fetching the palette now.
      if (event.key === "Control" || event.key === "Meta") preload();
      if (event.key.toLowerCase() !== "k" || !(event.metaKey || event.ctrlKey) || event.altKey || event.shiftKey) return;
      // A question on screen (a save's confirmation, a failure) is answered first.
      if (document.querySelector('[role="alertdialog"]')) return;
      event.preventDefault();
      show();
    };
    window.addEventListener("keydown", onKeyDown);
    return () => window.removeEventListener("keydown", onKeyDown);
  }, [show]);

  return { open, wanted, show, close };
}

export type CommandPaletteControl = ReturnType<typeof useCommandPalette>;

/** The palette itself, mounted once it has been asked for. */
export function CommandPaletteHost({ palette, userId, admin }: { palette: CommandPaletteControl; userId: string; admin: boolean }) {
  return palette.wanted ? (
    <Suspense>
      <CommandPalette open={palette.open} onClose={palette.close} userId={userId} admin={admin} />
    </Suspense>
  ) : null;
}

const subscribeNever = () => () => {};
const isApple = () => /Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent);

/** "⌘K" on Apple devices, "Ctrl K" elsewhere (the server renders "Ctrl K"). */
function useShortcutLabel() {
  return useSyncExternalStore(
    subscribeNever,
    () => (isApple() ? "⌘K" : "Ctrl K"),
    () => "Ctrl K",
  );
}

/** What both of quick-find's buttons carry: the shortcut, and the palette's code fetched on hover or focus. */
const TRIGGER = { type: "button", "aria-keyshortcuts": "Control+K Meta+K", ...preloadOnIntent(loadPalette) } as const;

/** The side menu's search field (a button that looks like one); an icon when the menu is collapsed. */
export function QuickFindMenuButton({ onOpen, collapsed }: { onOpen: () => void; collapsed: boolean }) {
  const shortcut = useShortcutLabel();
  const t = useTranslations("palette.launcher");
  return (
    <button
      {...TRIGGER}
      onClick={onOpen}
      aria-label={collapsed ? t("withShortcut", { shortcut }) : undefined}
      className={cx(
        "flex h-10 items-center gap-2 rounded-lg bg-white/5 text-sm text-brand-100 ring-1 ring-white/10 ring-inset hover:bg-white/10 hover:text-white",
        collapsed ? "mx-auto w-10 justify-center" : "w-full px-3",
      )}
    >
      <MagnifyingGlassIcon className="size-5 shrink-0" aria-hidden="true" />
      {!collapsed && (
        <>
          <span className="flex-1 text-left">{t("search")}</span>
          <kbd className="rounded border border-white/15 px-1.5 font-sans text-xs text-brand-100">{shortcut}</kbd>
        </>
      )}
    </button>
  );
}

/** The phone top bar's search icon. */
export function QuickFindIconButton({ onOpen }: { onOpen: () => void }) {
  const t = useTranslations("palette.launcher");
  return (
    <button
      {...TRIGGER}
      onClick={onOpen}
      aria-label={t("label")}
      className="ml-auto flex size-10 items-center justify-center rounded-md text-white hover:bg-white/10"
    >
      <MagnifyingGlassIcon className="size-6" aria-hidden="true" />
    </button>
  );
}
