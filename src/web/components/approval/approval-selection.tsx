/**
 * Selecting items to send for approval from any list (History, the calendar, generator lists):
 * a checkbox per item and a bar with "Enviar para aprovação" once something is selected. Neither shows to
 * a role that may not send to the client (a Revisor): there is nothing to select for.
 */
import { useQuery } from '@tanstack/react-query';
import { Send } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useMay } from '@web/lib/session';
import { Button } from '../ui/button';
import { reviewLinksQuery } from '@web/entities/approval/api';
import type { ApprovalCandidate } from './send-for-approval-dialog';
import { SendForApprovalDialog } from './send-for-approval-lazy';

export interface ApprovalSelection {
  items: ApprovalCandidate[];
  isSelected: (id: string) => boolean;
  toggle: (item: ApprovalCandidate) => void;
  clear: () => void;
}

export function useApprovalSelection(): ApprovalSelection {
  const [selected, setSelected] = useState<Map<string, ApprovalCandidate>>(() => new Map());
  const toggle = useCallback((item: ApprovalCandidate) => {
    setSelected((prev) => {
      const next = new Map(prev);
      if (next.has(item.id)) next.delete(item.id);
      else next.set(item.id, { id: item.id, title: item.title, clientId: item.clientId, clientName: item.clientName });
      return next;
    });
  }, []);
  const clear = useCallback(() => setSelected(new Map()), []);
  return useMemo(
    () => ({ items: [...selected.values()], isSelected: (id: string) => selected.has(id), toggle, clear }),
    [selected, toggle, clear],
  );
}

export function ApprovalSelectCheckbox({ item, selection }: { item: ApprovalCandidate; selection: ApprovalSelection }) {
  const maySend = useMay('sendForApproval');
  if (!maySend) return null;
  return (
    <label className="inline-flex cursor-pointer items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
      <input
        type="checkbox"
        className="h-4 w-4 accent-brand-600"
        checked={selection.isSelected(item.id)}
        onChange={() => selection.toggle(item)}
        aria-label={`Selecionar “${item.title}” para aprovação`}
      />
      <span aria-hidden>Selecionar</span>
    </label>
  );
}

/** Sticks to the bottom of the screen while items are selected. */
export function ApprovalSelectionBar({ selection }: { selection: ApprovalSelection }) {
  const [open, setOpen] = useState(false);
  const count = selection.items.length;
  // Read as soon as something is selected, so the dialog knows the client's open link when it opens.
  useQuery(reviewLinksQuery(count > 0));
  return (
    <>
      {count > 0 && (
        <div
          role="region"
          aria-label="Itens selecionados"
          className="sticky bottom-3 z-20 flex flex-wrap items-center justify-between gap-2 rounded-xl border border-slate-200 bg-white p-3 shadow-lg dark:border-slate-700 dark:bg-slate-900"
        >
          <p className="text-sm font-medium">{count === 1 ? '1 selecionado' : `${count} selecionados`}</p>
          <div className="flex gap-2">
            <Button variant="ghost" size="sm" onClick={selection.clear}>
              Limpar
            </Button>
            <Button size="sm" icon={<Send className="h-4 w-4" aria-hidden />} onClick={() => setOpen(true)}>
              Enviar para aprovação
            </Button>
          </div>
        </div>
      )}
      <SendForApprovalDialog
        open={open}
        items={selection.items}
        onClose={() => {
          setOpen(false);
          selection.clear();
        }}
      />
    </>
  );
}
