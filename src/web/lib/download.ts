import { safeFileName } from '@shared/text';

/** Downloads text as a .txt file; the name's non-alphanumeric characters become '_'. */
export function downloadText(baseName: string, text: string, { sanitize = true } = {}): string {
  const fileName = sanitize ? `${safeFileName(baseName)}.txt` : baseName;
  const blob = new Blob([text], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = fileName;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
  return fileName;
}

/** Copies to the clipboard; throws when the browser refuses. */
export async function copyText(text: string): Promise<void> {
  if (!navigator.clipboard) throw new Error('clipboard unavailable');
  await navigator.clipboard.writeText(text);
}
