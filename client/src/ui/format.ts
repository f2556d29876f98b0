/** `2026-05-01` → `May 1, 2026`, read as a calendar day (no time-zone shift). */
export function formatDate(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return date.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric', timeZone: 'UTC' });
}

/** An instant (`2026-05-01T17:05:00.000Z`) in the viewer's own time zone: `May 1, 2026, 7:05 PM`. */
export function formatInstant(instant: string): string {
  const date = new Date(instant);
  if (Number.isNaN(date.getTime())) return instant;
  return new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/**
 * A count with thousands separators, `1,204`. Written out rather than with Intl: a page's first
 * Intl formatter costs tens of ms on a phone (one long task), and the same text comes from the
 * server's prerender whatever its locale.
 */
export function formatCount(count: number): string {
  return String(Math.trunc(count)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

// Made on first use: a page's first Intl formatter costs tens of ms on a phone, and this module
// is evaluated with every page's cards, most of which show no distance.
let distanceFormats: { near: Intl.NumberFormat; far: Intl.NumberFormat } | null = null;

/** A distance in km as people say it: `0.4 km`, `7.5 km`, `23 km`. */
export function formatDistance(km: number): string {
  distanceFormats ??= {
    near: new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 }),
    far: new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }),
  };
  return `${(km < 10 ? distanceFormats.near : distanceFormats.far).format(km)} km`;
}
