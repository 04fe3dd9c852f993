/**
 * The bundled fonts: six open-licence (SIL OFL 1.1) families and the monochrome Noto Emoji, as WOFF2 files
 * in ./fonts/<family>/ beside their licence (OFL.txt). They were copied from the Fontsource packages
 * (latin subset, which holds every Portuguese letter: U+0000–00FF plus the typographic quotes, dashes and
 * "…"); nothing is fetched at run time. The production build copies the folder next to the server bundle.
 *
 * Emoji are drawn with Noto Emoji, in the text's colour (the colour emoji fonts weigh 10 MB and more);
 * a character no bundled font has is drawn as the font's empty box, never dropped from the text.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { FONT_FAMILIES, type FontFamilyId } from '@shared/render/brand-kit';

export const EMOJI_FAMILY = 'Noto Emoji';
/** The family of the publi label, fixed so that the label's region is the same in every kit. */
export const LABEL_FAMILY: FontFamilyId = 'inter';

export function fontsDir(): string {
  return fileURLToPath(new URL('./fonts/', import.meta.url));
}

export interface FontFile {
  name: string;
  weight: number;
  data: Buffer;
}

/** Every font file, named as the templates ask for it (the family's display name). */
export function loadFontFiles(dir = fontsDir()): FontFile[] {
  const files: FontFile[] = [];
  for (const [id, name] of Object.entries(FONT_FAMILIES)) {
    for (const weight of [400, 700]) {
      files.push({ name, weight, data: readFileSync(path.join(dir, id, `${weight}.woff2`)) });
    }
  }
  // Noto Emoji comes split by Unicode block: each file serves only the emoji it holds.
  const emojiDir = path.join(dir, 'noto-emoji');
  for (const file of readdirSync(emojiDir)
    .filter((f) => f.endsWith('.woff2'))
    .sort()) {
    files.push({ name: EMOJI_FAMILY, weight: 400, data: readFileSync(path.join(emojiDir, file)) });
  }
  return files;
}

let cachedVersion: string | null = null;

/**
 * A hash of every font file: part of each render's cache key, so replacing a font re-renders what used it
 * instead of serving images drawn with the old one.
 */
export function fontsVersion(): string {
  if (cachedVersion) return cachedVersion;
  const hash = createHash('sha256');
  for (const f of loadFontFiles()) hash.update(f.name).update(String(f.weight)).update(f.data);
  cachedVersion = hash.digest('hex').slice(0, 16);
  return cachedVersion;
}

export function familyStack(id: FontFamilyId): string {
  return `${FONT_FAMILIES[id]}, ${EMOJI_FAMILY}`;
}
