"use client";

import { MagnifyingGlassIcon, XMarkIcon } from "@heroicons/react/20/solid";
import { useTranslations } from "next-intl";
import { useEffect, useEffectEvent, useRef, useState } from "react";

export const SEARCH_DEBOUNCE_MS = 500;

/**
 * A search input that reports its text 500 ms after the user stops typing (PRODUCT.md#limits). `value` is the search in
 * force (the list's address): the box starts with it, and shows it again when it changes from outside — Back,
 * Forward, a link — but not when it is the echo of what the box itself reported.
 */
export function SearchBox({
  placeholder,
  value = "",
  onSearch,
  label,
}: {
  placeholder: string;
  value?: string;
  onSearch: (text: string) => void;
  label?: string;
}) {
  const t = useTranslations("common.search");
  const [text, setText] = useState(value);
  const input = useRef<HTMLInputElement>(null);
  const reported = useRef(value);

  useEffect(() => {
    if (value === reported.current) return;
    reported.current = value;
    setText(value);
  }, [value]);

  // Text typed before the page hydrated is in the input but not in the state: search it too.
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== reported.current) setText(typed);
  }, []);

  // The caller's latest callback, without restarting the wait when its identity changes.
  const report = useEffectEvent((search: string) => {
    reported.current = search;
    onSearch(search);
  });
  const pending = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(() => {
    const timer = setTimeout(() => {
      pending.current = null;
      report(text.trim());
    }, SEARCH_DEBOUNCE_MS);
    pending.current = timer;
    return () => clearTimeout(timer);
  }, [text]);

  // A search still waiting when the person opens a link to another page (a result, the menu) is dropped: it would
  // land while that page loads and take them back to the list they were leaving.
  useEffect(() => {
    const dropWhenLeaving = (event: MouseEvent) => {
      const link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (pending.current === null || !(link instanceof HTMLAnchorElement)) return;
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey || link.target === "_blank") return;
      if (new URL(link.href).pathname === window.location.pathname) return;
      clearTimeout(pending.current);
      pending.current = null;
    };
    document.addEventListener("click", dropWhenLeaving, true);
    return () => document.removeEventListener("click", dropWhenLeaving, true);
  }, []);

  return (
    <div className="relative w-full sm:max-w-sm">
      <MagnifyingGlassIcon
        className="pointer-events-none absolute left-3 top-1/2 size-4 -translate-y-1/2 text-slate-500"
        aria-hidden="true"
      />
      <input
        ref={input}
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
        placeholder={placeholder}
        aria-label={label ?? placeholder}
        className="block h-10 w-full rounded-lg border border-slate-300 bg-white pl-9 pr-9 text-sm placeholder:text-slate-500 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-100 [&::-webkit-search-cancel-button]:hidden"
      />
      {text && (
        <button
          type="button"
          onClick={() => setText("")}
          className="absolute right-2 top-1/2 -translate-y-1/2 rounded p-1 text-slate-500 hover:text-slate-700"
          aria-label={t("clear")}
        >
          <XMarkIcon className="size-4" />
        </button>
      )}
    </div>
  );
}
