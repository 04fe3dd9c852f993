import { safeFileName } from '../text';

/**
 * The file name of one exported image: the item's name made safe by the spec's rule (every character that
 * is not a letter or a digit becomes "_") and the slide's number, zero-padded so that files sort in slide
 * order in any file manager: `Carrossel__dicas_01.jpg` … `Carrossel__dicas_12.jpg`.
 */
export function imageFileName(baseName: string, index: number, total: number): string {
  const width = Math.max(2, String(total).length);
  const base = safeFileName(baseName.trim() || 'imagem');
  return `${base}_${String(index).padStart(width, '0')}.jpg`;
}
