/**
 * "Avisar no celular na hora de postar": a switch per browser. Turning it on asks the browser's
 * permission and subscribes this device; the server then sends a notification at each posting time.
 */
import { useQuery } from '@tanstack/react-query';
import { BellRing } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { toast } from '@web/lib/toast';
import { Card, CardTitle } from '@web/components/ui/card';
import { errorMessage } from '@web/lib/api';
import { devicePushState, pushKeyQuery, turnPushOff, turnPushOn, type DevicePushState } from './push';

const HINTS: Record<DevicePushState, string> = {
  on: 'Este aparelho recebe uma notificação quando chega a hora de postar um conteúdo agendado.',
  off: 'Receba uma notificação neste aparelho quando chegar a hora de postar um conteúdo agendado.',
  blocked:
    'As notificações do Pautei estão bloqueadas neste navegador. Libere nas configurações do site e tente de novo.',
  unsupported: 'Este navegador não recebe notificações. No iPhone, adicione o Pautei à Tela de Início e abra por lá.',
};

function PushSwitchBody({ publicKey }: { publicKey: string }) {
  const id = useId();
  const hintId = useId();
  const [state, setState] = useState<DevicePushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    let live = true;
    devicePushState(publicKey).then(
      (s) => live && setState(s),
      () => live && setState('off'),
    );
    return () => {
      live = false;
    };
  }, [publicKey]);

  const change = async (on: boolean) => {
    setBusy(true);
    try {
      const next = on ? await turnPushOn(publicKey) : await turnPushOff();
      setState(next);
      if (on && next === 'on') toast.success('Pronto: este aparelho vai avisar na hora de postar.');
      if (!on) toast.success('Os avisos neste aparelho foram desligados.');
    } catch (err) {
      toast.error(errorMessage(err, 'Não foi possível mudar os avisos neste aparelho. Tente de novo.'));
    } finally {
      setBusy(false);
    }
  };

  const on = state === 'on';
  return (
    <>
      <label htmlFor={id} className="flex cursor-pointer items-center justify-between gap-3 text-sm font-medium">
        Avisar no celular na hora de postar
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          aria-describedby={hintId}
          disabled={busy || state === null || state === 'unsupported' || state === 'blocked'}
          onChange={(e) => void change(e.target.checked)}
          className="h-5 w-5 shrink-0 accent-brand-600"
        />
      </label>
      <p id={hintId} className="mt-2 text-sm text-slate-600 dark:text-slate-400">
        {HINTS[state ?? 'off']}
      </p>
    </>
  );
}

export function PushSwitch() {
  const { data } = useQuery(pushKeyQuery);
  // No key: this server sends no push, so there is nothing to turn on.
  if (!data?.publicKey) return null;
  return (
    <Card>
      <CardTitle as="h2" className="mb-3 flex items-center gap-2 text-base">
        <BellRing className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden />
        Avisos no celular
      </CardTitle>
      <PushSwitchBody publicKey={data.publicKey} />
    </Card>
  );
}
