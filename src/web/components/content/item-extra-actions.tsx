/**
 * Item actions beyond copy / export / edit: "Teleprompter" for the kinds read on camera (the kinds table's
 * teleprompter column), "Versões" (history, comparison, restore, a new version) and "Enviar para
 * aprovação" for every item, the team's internal review (when the workspace has it on) and the "É publicidade?" switch for the kinds that can be paid partnerships.
 */
import { History, MonitorPlay } from 'lucide-react';
import { lazy, Suspense, useId, useState } from 'react';
import { toast } from '@web/lib/toast';
import { isPaidItem, isPubliKind } from '@shared/claims/publi';
import type { ContentItem } from '@shared/content-item';
import { errorMessage } from '@web/lib/api';
import { useMay } from '@web/lib/session';
import { useSetPubli } from '@web/entities/content/api';
import { supportsTeleprompter, teleprompterSegments } from '@shared/teleprompter-segments';
import { SendForApprovalButton } from '../approval/send-for-approval-button';
import { Button } from '../ui/button';
import { VersionsModal } from './versions-modal';
import { InternalReviewActions } from './internal-review-actions';

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

/**
 * "É publicidade?" on a saved item. Turning it on marks the item paid and puts "Publicidade #publi" where
 * the guide wants it (the server does it, as a new version); from then on every edit is checked for the
 * label. Turning it off keeps the text as it is. Only for who may change content.
 */
export function PubliSwitch({ item }: { item: ContentItem }) {
  const id = useId();
  const mutation = useSetPubli();
  const mayEdit = useMay('edit');
  if (!mayEdit || !isPubliKind(item.type)) return null;
  const on = isPaidItem(item);
  return (
    <label
      htmlFor={id}
      className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-lg border border-slate-300 px-3 text-sm font-medium text-slate-800 dark:border-slate-600 dark:text-slate-100"
    >
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={on}
        aria-checked={on}
        disabled={mutation.isPending}
        onChange={(e) =>
          mutation.mutate(
            { id: item.id, isAd: e.target.checked },
            {
              onSuccess: (saved) =>
                toast.success(
                  isPaidItem(saved)
                    ? 'Marcado como publicidade: a identificação está no início.'
                    : 'Não é mais marcado como publicidade.',
                ),
              onError: (err) => toast.error(errorMessage(err, 'Não foi possível mudar a marcação de publicidade.')),
            },
          )
        }
        className="h-4 w-4 accent-brand-600"
      />
      É publicidade?
    </label>
  );
}

/** All of them (the internal review's only while the workspace has it on), in the order they show in an item's action row. */
export function ItemExtraActions({ item }: { item: ContentItem }) {
  return (
    <>
      <TeleprompterButton item={item} />
      <VersionsButton item={item} />
      <InternalReviewActions item={item} />
      <SendForApprovalButton item={item} />
      <PubliSwitch item={item} />
    </>
  );
}
