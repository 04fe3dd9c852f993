/**
 * One colour per agency client (by its position in the client list) and the highlight of commemorative
 * dates. Full class names, so that Tailwind keeps them in the build.
 */
const CLIENT_COLORS = [
  { dot: 'bg-sky-500', chip: 'border-l-sky-500 bg-sky-50 dark:bg-sky-950/40' },
  { dot: 'bg-emerald-500', chip: 'border-l-emerald-500 bg-emerald-50 dark:bg-emerald-950/40' },
  { dot: 'bg-amber-500', chip: 'border-l-amber-500 bg-amber-50 dark:bg-amber-950/40' },
  { dot: 'bg-fuchsia-500', chip: 'border-l-fuchsia-500 bg-fuchsia-50 dark:bg-fuchsia-950/40' },
  { dot: 'bg-rose-500', chip: 'border-l-rose-500 bg-rose-50 dark:bg-rose-950/40' },
  { dot: 'bg-teal-500', chip: 'border-l-teal-500 bg-teal-50 dark:bg-teal-950/40' },
  { dot: 'bg-orange-500', chip: 'border-l-orange-500 bg-orange-50 dark:bg-orange-950/40' },
  { dot: 'bg-indigo-500', chip: 'border-l-indigo-500 bg-indigo-50 dark:bg-indigo-950/40' },
] as const;

const OWN_COLOR = { dot: 'bg-brand-500', chip: 'border-l-brand-500 bg-brand-50 dark:bg-brand-950/40' };

export function clientColor(colorIndex: number | null | undefined) {
  if (colorIndex === null || colorIndex === undefined) return OWN_COLOR;
  // The server numbers clients from 0; a value outside the palette falls back to the user's own colour.
  return CLIENT_COLORS[colorIndex % CLIENT_COLORS.length] ?? OWN_COLOR;
}
