/**
 * "Are you sure?" in the app's own dialog (not the browser's window.confirm, which looks foreign, cannot
 * be styled for the dark theme and blocks the page). The confirm button shows progress while `busy`;
 * the dialog cannot be dismissed while the action runs.
 */
import type { ReactNode } from 'react';
import { Button } from './button';
import { Modal } from './modal';

export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  busy = false,
  danger = true,
  onConfirm,
  onCancel,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  busy?: boolean;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const cancel = () => {
    if (!busy) onCancel();
  };
  return (
    <Modal open={open} onClose={cancel} title={title}>
      <div className="space-y-4">
        <div className="text-sm text-slate-700 dark:text-slate-300">{children}</div>
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="outline" onClick={cancel} disabled={busy}>
            {cancelLabel}
          </Button>
          <Button variant={danger ? 'danger' : 'primary'} busy={busy} onClick={onConfirm}>
            {confirmLabel}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
