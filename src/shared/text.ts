/** Cuts text at `max` characters, adding an ellipsis when cut. */
export function truncate(text: string | null | undefined, max: number): string {
  const s = text ?? '';
  return s.length > max ? `${s.slice(0, max).trimEnd()}...` : s;
}

/** Export file names: every non-alphanumeric character becomes '_' (spec part 2 §5). */
export function safeFileName(name: string): string {
  return name.replace(/[^a-zA-Z0-9]/g, '_');
}

/** Item titles are the first 50 characters of the description, so the user never has to type one. */
export function titleFromDescription(description: string): string {
  return description.trim().slice(0, 50);
}
