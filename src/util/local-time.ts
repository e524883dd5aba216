/**
 * When, for people (issue 17 item 6): registry timestamps are stored in UTC and shown in the
 * reader's local time. Display only: nothing is ordered by the wall clock.
 */

/** Pure: an ISO timestamp as local `YYYY-MM-DD HH:MM`, or null when it does not parse. */
export function formatLocalTime(iso: string | undefined): string | null {
  if (iso === undefined) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const two = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${two(date.getMonth() + 1)}-${two(date.getDate())} ${two(date.getHours())}:${two(date.getMinutes())}`;
}
