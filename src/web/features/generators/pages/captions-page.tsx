/** Legendas: description, tone, style, date; result with copy and regenerate; the 10 newest (200 characters). */
import type { ReactNode } from 'react';
import type { ContentItem } from '@shared/content-item';
import { zodResolver } from '@hookform/resolvers/zod';
import { MessageSquareText, RefreshCw } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CAPTION_STYLE_LABELS,
  CAPTION_STYLES,
  DEFAULT_CAPTION_STYLE,
  DEFAULT_TONE,
  TONES,
  kindInfo,
} from '@shared/content-kinds';
import { truncate } from '@shared/text';
import { ContentCard } from '@web/components/content/content-card';
import { PlainText } from '@web/components/content/content-body';
import { Button } from '@web/components/ui/button';
import { SelectField, TextAreaField } from '@web/components/ui/field';
import { useGeneration } from '../api';
import { GenerationOutput } from '../components/generation-output';
import { GeneratorForm, GeneratorPage, ToneSelect, useIsAgency } from '../components/generator-form';
import {
  commonDefaults,
  commonFormFields,
  generateOnce,
  mainTextField,
  toGenerationInput,
  voiceToneStarter,
} from '../components/form-values';
import { useGeneratorPrefill } from '../components/use-prefill';
import { RecentList } from '../components/saved-list';

const { previewLength, listSize } = kindInfo('caption');

const schema = z.object({
  ...commonFormFields,
  description: mainTextField('caption'),
  tone: z.enum(TONES),
  style: z.enum(CAPTION_STYLES),
});
type Values = z.infer<typeof schema>;

/**
 * A saved caption, as the list shows it and as the result just generated shows it (expanded): the same
 * card, so a new item has every action of a listed one (teleprompter, versions, "É publicidade?", …).
 */
function CaptionCard({
  item,
  defaultExpanded,
  actions,
}: {
  item: ContentItem;
  defaultExpanded?: boolean;
  actions?: ReactNode;
}) {
  return (
    <ContentCard
      item={item}
      copyText={item.content}
      defaultExpanded={defaultExpanded}
      actions={actions}
      preview={<PlainText text={truncate(item.content, previewLength)} />}
      full={item.content.length > previewLength ? <PlainText text={item.content} /> : undefined}
    />
  );
}

export default function CaptionsPage() {
  const agency = useIsAgency();
  const gen = useGeneration('caption');
  const prefill = useGeneratorPrefill();
  const { register, handleSubmit, watch, setValue, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...commonDefaults,
      clientId: prefill.clientId,
      scheduledDate: prefill.scheduledDate,
      description: prefill.theme,
      tone: DEFAULT_TONE,
      style: DEFAULT_CAPTION_STYLE,
    },
  });
  const clientId = watch('clientId');

  return (
    <GeneratorPage
      title="Gerador de Legendas"
      description="Legendas de 150 a 400 caracteres com 5 a 7 hashtags."
      icon={<MessageSquareText className="h-6 w-6" aria-hidden />}
    >
      <GeneratorForm
        formLabel="Gerar legenda"
        agency={agency}
        clientId={clientId}
        onClientChange={(id) => setValue('clientId', id)}
        busy={gen.busy}
        submitLabel="Gerar Legenda"
        onSubmit={handleSubmit((v) =>
          generateOnce(gen.generate(toGenerationInput(v)), () => setValue('withoutVoice', false)),
        )}
        dateField={register('scheduledDate')}
        dateError={formState.errors.scheduledDate?.message}
        kind="caption"
        voiceFields={{
          withoutVoice: register('withoutVoice'),
          isAd: register('isAd'),
          startTone: voiceToneStarter(TONES, (tone) => setValue('tone', tone)),
        }}
      >
        <TextAreaField
          label="Descrição da postagem"
          placeholder="Ex.: foto do treino de pernas, convidando para o desafio de 30 dias"
          required
          {...register('description')}
          error={formState.errors.description?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <ToneSelect {...register('tone')} />
          <SelectField
            label="Estilo"
            options={CAPTION_STYLES.map((s) => ({ value: s, label: CAPTION_STYLE_LABELS[s] }))}
            {...register('style')}
          />
        </div>
      </GeneratorForm>

      <GenerationOutput
        kind="caption"
        state={gen}
        title="Legenda gerada"
        renderResult={(item) => (
          <CaptionCard
            item={item}
            defaultExpanded
            actions={
              <Button
                variant="outline"
                size="sm"
                icon={<RefreshCw className="h-4 w-4" aria-hidden />}
                onClick={gen.regenerate}
                disabled={gen.busy}
              >
                Gerar novamente
              </Button>
            }
          />
        )}
      />

      <RecentList
        kind="caption"
        title="Legendas recentes"
        agency={agency}
        clientId={clientId}
        limit={listSize}
        emptyText="Nenhuma legenda gerada ainda."
        skipId={gen.item?.id}
        renderItem={(item) => <CaptionCard item={item} />}
      />
    </GeneratorPage>
  );
}
