/**
 * What every generator screen shares: the page frame with the offline-AI notice, the form
 * card inside the out-of-tokens wrapper (client picker for agencies, optional scheduled date, the
 * Generate button — disabled without a client, busy while generating).
 */
import { Sparkles } from 'lucide-react';
import { forwardRef, type ComponentProps, type FormEvent, type ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { SCRIPT_TONES, TONE_LABELS, TONES, type ContentKind } from '@shared/content-kinds';
import { isPubliKind } from '@shared/claims/publi';
import { VoiceIndicator } from '@web/components/voice/voice-indicator';
import { AiOfflineNotice } from '@web/components/ai-offline-notice';
import { ClientPicker } from '@web/components/client-picker';
import { OutOfTokensGuard } from '@web/components/tokens/out-of-tokens';
import { Button } from '@web/components/ui/button';
import { Card } from '@web/components/ui/card';
import { checkDateFields, DateField } from '@web/components/ui/date-field';
import { SelectField } from '@web/components/ui/field';
import { Notice } from '@web/components/ui/notice';
import { PageHeader } from '@web/components/ui/page-header';
import { roleTexts } from '@shared/messages/team-texts';
import { useMe } from '@web/lib/session';
import { useRememberedClient } from './remembered-client';

export function useIsAgency(): boolean {
  const { data: me } = useMe();
  return me?.profile.subscriptionType === 'agency';
}

export function GeneratorPage({
  title,
  description,
  icon,
  children,
}: {
  title: string;
  description: string;
  icon: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="min-w-0 space-y-6">
      <PageHeader title={title} description={description} icon={icon} />
      <AiOfflineNotice />
      {children}
    </div>
  );
}

export interface GeneratorFormProps {
  agency: boolean;
  clientId: string;
  onClientChange: (id: string) => void;
  busy: boolean;
  /** False when something required is missing (e.g. an empty carousel theme). */
  ready?: boolean;
  submitLabel: string;
  onSubmit: (e: FormEvent<HTMLFormElement>) => void;
  dateField: UseFormRegisterReturn;
  /** The one date rule's message when the day is refused. */
  dateError?: string;
  children: ReactNode;
  formLabel: string;
  /** With the kind and its fields: the brand voice in use, "generate without it" and "É publicidade?". */
  kind?: ContentKind;
  voiceFields?: {
    withoutVoice: UseFormRegisterReturn;
    isAd: UseFormRegisterReturn;
    /** Sets the form's tone to the voice's default tone when the voice loads (kinds with a tone field). */
    startTone?: (tone: string) => void;
  };
}

export function GeneratorForm({
  agency,
  clientId,
  onClientChange,
  busy,
  ready = true,
  submitLabel,
  onSubmit,
  dateField,
  dateError,
  children,
  formLabel,
  kind,
  voiceFields,
}: GeneratorFormProps) {
  const missingClient = agency && !clientId;
  useRememberedClient(agency, clientId, onClientChange);
  return (
    <OutOfTokensGuard>
      {({ disabled }) => (
        <Card>
          <form
            onSubmit={(e) => {
              // A date the browser could not read (30/02) leaves the field empty: refused here, with the rule's
              // message and the focus on the field, instead of generating an undated item.
              if (!checkDateFields(e.currentTarget)) return e.preventDefault();
              onSubmit(e);
            }}
            noValidate
            aria-label={formLabel}
            className="space-y-4"
          >
            <fieldset disabled={disabled} className="min-w-0 space-y-4">
              {agency && <ClientPicker value={clientId || null} onChange={(id) => onClientChange(id ?? '')} required />}
              {children}
              {kind && voiceFields && isPubliKind(kind) && (
                <Checkbox
                  label="É publicidade?"
                  hint="Identifica a parceria paga logo no início."
                  field={voiceFields.isAd}
                />
              )}
              {kind && voiceFields && (
                <VoiceIndicator
                  subject={agency ? clientId || null : 'self'}
                  kind={kind}
                  withoutVoice={voiceFields.withoutVoice}
                  onVoiceTone={voiceFields.startTone}
                />
              )}
              <DateField
                label="Data agendada (opcional)"
                wrapperClassName="sm:max-w-xs"
                error={dateError}
                {...dateField}
              />
              <Button
                type="submit"
                size="lg"
                className="w-full sm:w-auto"
                busy={busy}
                disabled={disabled || missingClient || !ready}
                icon={<Sparkles className="h-4 w-4" aria-hidden />}
              >
                {busy ? 'Gerando...' : submitLabel}
              </Button>
              {missingClient && (
                <p className="text-sm text-slate-500 dark:text-slate-400">Selecione um cliente primeiro</p>
              )}
            </fieldset>
          </form>
        </Card>
      )}
    </OutOfTokensGuard>
  );
}

/**
 * In place of the form, for a role that may not generate: who generates, and (an agency) the client whose
 * saved items the list below shows, remembered as the form remembers it.
 */
export function ReadOnlyGenerator({
  agency,
  clientId,
  onClientChange,
}: Pick<GeneratorFormProps, 'agency' | 'clientId' | 'onClientChange'>) {
  useRememberedClient(agency, clientId, onClientChange);
  return (
    <Card className="space-y-4">
      <Notice>{roleTexts.REVIEWER_GENERATES_NOTHING}</Notice>
      {agency && <ClientPicker value={clientId || null} onChange={(id) => onClientChange(id ?? '')} required={false} />}
    </Card>
  );
}

type SelectProps = Omit<ComponentProps<typeof SelectField>, 'options' | 'label'> & { label?: string };

/** Tone of voice; the daily script also offers 'agressivo'. */
export const ToneSelect = forwardRef<HTMLSelectElement, SelectProps & { withAggressive?: boolean }>(function ToneSelect(
  { withAggressive, label = 'Tom de voz', ...rest },
  ref,
) {
  const tones = withAggressive ? SCRIPT_TONES : TONES;
  return (
    <SelectField ref={ref} label={label} options={tones.map((t) => ({ value: t, label: TONE_LABELS[t] }))} {...rest} />
  );
});

/** A labelled checkbox bound to a form field. */
export function Checkbox({ label, hint, field }: { label: string; hint?: string; field: UseFormRegisterReturn }) {
  return (
    <label className="flex items-start gap-2 text-sm text-slate-700 dark:text-slate-200">
      <input type="checkbox" className="mt-0.5 h-4 w-4 rounded border-slate-300 accent-brand-600" {...field} />
      <span>
        <span className="font-medium">{label}</span>
        {hint && <span className="block text-xs text-slate-500 dark:text-slate-400">{hint}</span>}
      </span>
    </label>
  );
}
