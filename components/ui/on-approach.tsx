"use client";

import { lazy, Suspense, useEffect, useRef, useState, type ComponentType } from "react";

/** How far below (or above) the screen a part starts loading: half a phone's screen ahead of the person's scrolling. */
const APPROACH_MARGIN = "400px 0px";

/**
 * A part of a page below its first screen whose code loads when the person scrolls near it, not with the page
 * (docs/PERFORMANCE.md "Phone loads": a record page's documents card is 9 KB gzip its reader may never reach). Until
 * then, and while its code comes, `Placeholder` shows in its place with the same props — the part's own look while it
 * loads, so nothing moves when it arrives.
 */
export function onApproach<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
  Placeholder: ComponentType<Props>,
): ComponentType<Props> {
  const Part = lazy(() => load().then((component) => ({ default: component })));
  return function OnApproach(props: Props) {
    const ref = useRef<HTMLDivElement>(null);
    const [near, setNear] = useState(false);
    useEffect(() => {
      const element = ref.current;
      if (!element || near) return;
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && setNear(true), {
        rootMargin: APPROACH_MARGIN,
      });
      observer.observe(element);
      return () => observer.disconnect();
    }, [near]);
    return (
      <div ref={ref}>
        {near ? (
          <Suspense fallback={<Placeholder {...props} />}>
            <Part {...props} />
          </Suspense>
        ) : (
          <Placeholder {...props} />
        )}
      </div>
    );
  };
}
