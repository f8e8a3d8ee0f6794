/**
 * Each person's choice of tiles or table per list (DESIGN.md "View toggle"),
 * kept in a cookie named after the signed-in user so the server renders the
 * chosen view at once and two people sharing a browser keep their own.
 */
export const LIST_VIEWS = ["tiles", "table"] as const;
export type ListView = (typeof LIST_VIEWS)[number];

/** The lists that have both views, named as their screens (lib/schemas/search.ts). */
export const LIST_NAMES = [
  "clients",
  "listings",
  "service-providers",
  "service-orders",
  "reminders",
  "accounts",
  "users",
  "tenants",
] as const;
export type ListName = (typeof LIST_NAMES)[number];

export type ListViews = Partial<Record<ListName, ListView>>;

const COOKIE_PREFIX = "list-views-";
const ONE_YEAR_SECONDS = 31_536_000;

export function listViewCookieName(userId: string): string {
  return `${COOKIE_PREFIX}${userId}`;
}

/** 'clients.table|listings.tiles' → { clients: 'table', listings: 'tiles' }; anything unknown is dropped. */
export function parseListViews(value: string | undefined): ListViews {
  const views: ListViews = {};
  for (const part of (value ?? "").split("|")) {
    const [list, view] = part.split(".");
    if ((LIST_NAMES as readonly string[]).includes(list ?? "") && (LIST_VIEWS as readonly string[]).includes(view ?? "")) {
      views[list as ListName] = view as ListView;
    }
  }
  return views;
}

export function serializeListViews(views: ListViews): string {
  return Object.entries(views)
    .map(([list, view]) => `${list}.${view}`)
    .join("|");
}

export function listViewCookie(userId: string, views: ListViews): string {
  return `${listViewCookieName(userId)}=${serializeListViews(views)}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
