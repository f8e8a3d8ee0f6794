import type { SWRConfiguration } from "swr";

/**
 * The options every read of the console starts from: no reload when the
 * window regains focus (a save revalidates what it changed: mutatePrefix) and
 * no retry loop on a failure (the screen shows it, with its way to try again).
 * Spread into each useSWR call rather than set by an <SWRConfig> around the
 * shell, which would put SWR into the JavaScript of every page, pages without
 * a single read included (docs/PERFORMANCE.md#changes).
 */
export const READ_DEFAULTS = { revalidateOnFocus: false, shouldRetryOnError: false } as const satisfies SWRConfiguration;
