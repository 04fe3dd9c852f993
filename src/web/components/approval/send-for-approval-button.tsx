/**
 * "Enviar para aprovação" for one item, in the action row every item has (lists, History, a freshly
 * generated item): the same dialog as a selection, so the item joins the client's open link by default.
 * Only for who may send to the client.
 */
import { Send } from 'lucide-react';
import { useState } from 'react';
import type { ContentItem } from '@shared/content-item';
import { useMay } from '@web/lib/session';
import { Button } from '../ui/button';
import { SendForApprovalDialog } from './send-for-approval-lazy';

export function SendForApprovalButton({
  item,
}: {
  item: Pick<ContentItem, 'id' | 'title' | 'clientId' | 'clientName'>;
}) {
  const [open, setOpen] = useState(false);
  const maySend = useMay('sendForApproval');
  if (!maySend) return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        icon={<Send className="h-4 w-4" aria-hidden />}
        aria-label={`Enviar para aprovação: “${item.title}”`}
        onClick={() => setOpen(true)}
      >
        Enviar para aprovação
      </Button>
      {open && (
        <SendForApprovalDialog
          open
          onClose={() => setOpen(false)}
          items={[{ id: item.id, title: item.title, clientId: item.clientId, clientName: item.clientName }]}
        />
      )}
    </>
  );
}
