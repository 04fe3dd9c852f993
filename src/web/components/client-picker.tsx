/**
 * The client selector of every generator screen for agency accounts (spec part 1 §2 "Client selector"):
 * a labelled dropdown with the placeholder 'Escolha um cliente...', a required marker, and, with no
 * clients, a message linking to the client management page.
 */
import { useId } from 'react';
import { Link } from 'react-router';
import { Loader2 } from 'lucide-react';
import { FieldShell, SelectField } from './ui/field';
import { Notice } from './ui/notice';
import { useClients } from '@web/entities/clients/api';
import { useMay } from '@web/lib/session';
import { roleTexts } from '@shared/messages/team-texts';
import { nicheLabel } from '@shared/niches';
import type { ClientView } from '@shared/schemas/clients';

export const CLIENT_PICKER_TEXTS = {
  label: 'Selecionar Cliente',
  placeholder: 'Escolha um cliente...',
  empty: 'Nenhum cliente cadastrado. Cadastre um cliente primeiro.',
  emptyLink: 'Cadastrar cliente',
  loading: 'Carregando clientes...',
  failed: 'Não foi possível carregar seus clientes.',
} as const;

export interface ClientPickerProps {
  value: string | null;
  onChange: (id: string | null, client: ClientView | null) => void;
  label?: string;
  required?: boolean;
  error?: string;
  disabled?: boolean;
  id?: string;
  className?: string;
}

function optionLabel(client: ClientView): string {
  const niche = nicheLabel(client.niche);
  return niche ? `${client.name} — ${niche}` : client.name;
}

export function ClientPicker({
  value,
  onChange,
  label = CLIENT_PICKER_TEXTS.label,
  required = true,
  error,
  disabled,
  id,
  className,
}: ClientPickerProps) {
  const auto = useId();
  const fieldId = id ?? auto;
  const { data, isPending, isError, refetch } = useClients();
  // Registering a client is the Dono's: a member with no client is told who gives them one.
  const mayManage = useMay('manageClients');

  if (isPending) {
    return (
      <FieldShell label={label} id={fieldId} required={required} className={className}>
        <p id={fieldId} role="status" className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
          {CLIENT_PICKER_TEXTS.loading}
        </p>
      </FieldShell>
    );
  }

  if (isError) {
    return (
      <FieldShell label={label} id={fieldId} required={required} className={className}>
        <Notice
          tone="danger"
          action={
            <button type="button" onClick={() => void refetch()} className="text-sm font-medium underline">
              Tentar novamente
            </button>
          }
        >
          <span id={fieldId}>{CLIENT_PICKER_TEXTS.failed}</span>
        </Notice>
      </FieldShell>
    );
  }

  const clients = data.clients;
  if (!clients.length) {
    return (
      <FieldShell label={label} id={fieldId} required={required} className={className} error={error}>
        <div
          id={fieldId}
          className="rounded-lg border border-dashed border-amber-300 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
        >
          {mayManage ? (
            <>
              <p>{CLIENT_PICKER_TEXTS.empty}</p>
              <Link
                to="/client-management"
                className="mt-1 inline-block font-medium text-brand-700 underline dark:text-brand-300"
              >
                {CLIENT_PICKER_TEXTS.emptyLink}
              </Link>
            </>
          ) : (
            <p>{roleTexts.MEMBER_NO_CLIENTS}</p>
          )}
        </div>
      </FieldShell>
    );
  }

  return (
    <SelectField
      id={fieldId}
      label={label}
      required={required}
      error={error}
      disabled={disabled}
      wrapperClassName={className}
      placeholder={CLIENT_PICKER_TEXTS.placeholder}
      options={clients.map((c) => ({ value: c.id, label: optionLabel(c) }))}
      value={value ?? ''}
      onChange={(e) => {
        const picked = clients.find((c) => c.id === e.target.value) ?? null;
        onChange(picked ? picked.id : null, picked);
      }}
    />
  );
}
