/** Create / edit form of an agency client (edit mode when a client is given). */
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button } from '@web/components/ui/button';
import { NicheFields } from '@web/components/niche-fields';
import { TextAreaField, TextField } from '@web/components/ui/field';
import { messageFor } from '@shared/messages';
import {
  CLIENT_LIMITS,
  EMPTY_CLIENT_FORM,
  clientFormSchema,
  clientToFormValues,
  type ClientFormValues,
  type ClientView,
} from '@shared/schemas/clients';

type FormIn = z.input<typeof clientFormSchema>;
type FormOut = z.output<typeof clientFormSchema>;

export interface ClientFormProps {
  /** The client being edited; null for a new client. */
  client: ClientView | null;
  busy?: boolean;
  /** Server field errors (codes) of the last attempt. */
  serverErrors?: Record<string, string>;
  onSubmit: (values: ClientFormValues) => void;
  onCancel: () => void;
}

export function ClientForm({ client, busy, serverErrors, onSubmit, onCancel }: ClientFormProps) {
  const {
    register,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = useForm<FormIn, unknown, FormOut>({
    resolver: zodResolver(clientFormSchema),
    defaultValues: client ? clientToFormValues(client) : EMPTY_CLIENT_FORM,
  });

  useEffect(() => {
    reset(client ? clientToFormValues(client) : EMPTY_CLIENT_FORM);
  }, [client, reset]);

  useEffect(() => {
    for (const [field, code] of Object.entries(serverErrors ?? {})) {
      if (field in EMPTY_CLIENT_FORM) setError(field as keyof FormIn, { message: code });
    }
  }, [serverErrors, setError]);

  const niche = watch('niche');
  const err = (message: string | undefined) => (message ? messageFor(message) : undefined);
  const editing = client !== null;

  return (
    <form
      noValidate
      aria-label={editing ? 'Editar cliente' : 'Novo cliente'}
      onSubmit={handleSubmit((values) => onSubmit(values))}
      className="space-y-4"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Nome do cliente"
          required
          autoComplete="off"
          maxLength={CLIENT_LIMITS.name}
          placeholder="Ex.: Academia Forte"
          error={err(errors.name?.message)}
          {...register('name')}
        />
        <TextField
          label="E-mail"
          type="email"
          inputMode="email"
          autoComplete="off"
          maxLength={CLIENT_LIMITS.email}
          placeholder="contato@cliente.com"
          error={err(errors.email?.message)}
          {...register('email')}
        />
        <TextField
          label="Telefone (WhatsApp)"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={CLIENT_LIMITS.phone}
          placeholder="(11) 98765-4321"
          error={err(errors.phone?.message)}
          {...register('phone')}
        />
        <NicheFields
          value={niche}
          niche={register('niche')}
          customNiche={register('customNiche')}
          errors={{ niche: err(errors.niche?.message), customNiche: err(errors.customNiche?.message) }}
          texts={{
            label: 'Nicho',
            placeholder: 'Selecione o nicho',
            customLabel: 'Especifique o nicho',
            customPlaceholder: 'Ex.: Pet shop',
          }}
          customMaxLength={CLIENT_LIMITS.niche}
          customClassName="sm:col-span-2"
        />
      </div>
      <TextAreaField
        label="Rotina diária do cliente"
        rows={3}
        maxLength={CLIENT_LIMITS.dailyRoutine}
        placeholder="Como é o dia a dia do cliente, horários, bastidores..."
        error={err(errors.dailyRoutine?.message)}
        {...register('dailyRoutine')}
      />
      <TextAreaField
        label="Observações"
        rows={3}
        maxLength={CLIENT_LIMITS.notes}
        placeholder="Preferências, tom de voz, datas importantes..."
        error={err(errors.notes?.message)}
        {...register('notes')}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancelar
        </Button>
        <Button type="submit" busy={busy}>
          {editing ? 'Atualizar Cliente' : 'Salvar Cliente'}
        </Button>
      </div>
    </form>
  );
}
