/** The icon of each content kind: the shared table names a lucide icon, this maps names to components. */
import { FileText, Film, Images, Megaphone, MessageSquareText, Smartphone, type LucideIcon } from 'lucide-react';
import { kindInfo, type ContentKind, type KindIconName } from '@shared/content-kinds';

// Only the icons the table names are imported, so the bundle carries no others; a kind naming an icon
// missing here fails the type check.
const ICONS: { readonly [N in KindIconName]: LucideIcon } = {
  FileText,
  Smartphone,
  MessageSquareText,
  Film,
  Images,
  Megaphone,
};

export function kindIcon(kind: ContentKind): LucideIcon {
  return ICONS[kindInfo(kind).icon];
}
