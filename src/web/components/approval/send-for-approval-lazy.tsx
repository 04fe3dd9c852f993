/**
 * The "Enviar para aprovação" dialog, loaded the first time it opens: it is a large piece of the app that
 * the screens always loaded with the app shell (the dashboard's figures, every item's action row) only
 * need once someone sends. Renders nothing while closed.
 */
import { lazy, Suspense, type ComponentProps } from 'react';

const Dialog = lazy(() => import('./send-for-approval-dialog').then((m) => ({ default: m.SendForApprovalDialog })));

export function SendForApprovalDialog(props: ComponentProps<typeof Dialog>) {
  if (!props.open) return null;
  return (
    <Suspense fallback={null}>
      <Dialog {...props} />
    </Suspense>
  );
}
