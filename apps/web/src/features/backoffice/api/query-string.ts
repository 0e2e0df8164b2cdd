/** The list calls' query string, shared by the back office's fetchers. */
export type PageParams = { page: number; pageSize: number };

export function toQueryString(params: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(params).map(([key, value]) => [key, String(value)])).toString();
}
