/**
 * Item actions beyond copy / export / edit: "Teleprompter" for the kinds read on camera (daily scripts,
 * reels, stories), "Versões" (history, comparison, restore, a new version) and "Enviar para aprovação"
 * for every item.
 */
import { History, MonitorPlay } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { ContentItem } from '@shared/content-item';
import { supportsTeleprompter, teleprompterSegments } from '@shared/teleprompter-segments';
import { SendForApprovalButton } from '../approval/send-for-approval-button';
import { Button } from '../ui/button';
import { VersionsModal } from './versions-modal';

// The teleprompter is only needed when opened, so its code loads then.
const Teleprompter = lazy(() => import('../teleprompter/teleprompter').then((m) => ({ default: m.Teleprompter })));

export function TeleprompterButton({ item }: { item: ContentItem }) {
  const [open, setOpen] = useState(false);
  if (!supportsTeleprompter(item.type)) return null;
  const segments = teleprompterSegments(item);
  if (!segments.length) return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        icon={<MonitorPlay className="h-4 w-4" aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Teleprompter
      </Button>
      {open && (
        <Suspense fallback={null}>
          <Teleprompter segments={segments} title={item.title} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}

export function VersionsButton({ item }: { item: ContentItem }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        icon={<History className="h-4 w-4" aria-hidden />}
        onClick={() => setOpen(true)}
      >
        Versões
      </Button>
      {open && <VersionsModal item={item} open={open} onClose={() => setOpen(false)} />}
    </>
  );
}

/** All three, in the order they show in an item's action row. */
export function ItemExtraActions({ item }: { item: ContentItem }) {
  return (
    <>
      <TeleprompterButton item={item} />
      <VersionsButton item={item} />
      <SendForApprovalButton item={item} />
    </>
  );
}
