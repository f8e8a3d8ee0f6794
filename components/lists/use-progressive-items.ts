"use client";

import { startTransition, useEffect, useState } from "react";

/** Tiles or rows rendered with the HTML and at hydration: more than a screen holds at 1440 px, so nothing below moves in view. */
export const FIRST_SCREENFUL = 30;
/** Rendered per step after hydration. */
const STEP = 15;

/**
 * A page of records rendered a screenful first and the rest on demand (issue 33): the server's HTML and the
 * hydration hold the first `first` (`FIRST_SCREENFUL` unless told), and the rest follow right after, `STEP` at a time, each step a
 * transition in its own task, so no long task blocks input while a phone builds 100 tiles. Once the whole page has
 * been shown, a new page (another search, the next page) renders whole at once.
 */
export function useProgressiveItems<Item>(items: Item[], first = FIRST_SCREENFUL): Item[] {
  const [count, setCount] = useState(first);
  const done = count >= items.length;
  useEffect(() => {
    if (done) return;
    const timer = setTimeout(() => startTransition(() => setCount((shown) => shown + STEP)), 0);
    return () => clearTimeout(timer);
  }, [count, done]);
  return done ? items : items.slice(0, count);
}
