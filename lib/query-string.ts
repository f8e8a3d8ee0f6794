/**
 * `?name=value&…` of the parameters that have a value (blanks, null and undefined left out), or "" when none has:
 * a request's query in the browser, and the same key on the server where a page reads a list's first page itself.
 */
export function queryString(params: Record<string, string | number | boolean | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined && value !== null && value !== "") search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : "";
}
