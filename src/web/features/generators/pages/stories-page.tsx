/** Stories: description, tone, date; the generated story with copy; the 10 newest (150 characters). */
import type { ContentItem } from '@shared/content-item';
import { zodResolver } from '@hookform/resolvers/zod';
import { Smartphone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { DEFAULT_TONE, TONES, kindInfo } from '@shared/content-kinds';
import { truncate } from '@shared/text';
import { ContentCard } from '@web/components/content/content-card';
import { PlainText } from '@web/components/content/content-body';
import { TextAreaField } from '@web/components/ui/field';
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

const { previewLength, listSize } = kindInfo('story');

const schema = z.object({ ...commonFormFields, description: mainTextField('story'), tone: z.enum(TONES) });
type Values = z.infer<typeof schema>;

/**
 * A saved story, as the list shows it and as the result just generated shows it (expanded): the same
 * card, so a new item has every action of a listed one (teleprompter, versions, "É publicidade?", …).
 */
function StoryCard({ item, defaultExpanded }: { item: ContentItem; defaultExpanded?: boolean }) {
  return (
    <ContentCard
      item={item}
      copyText={item.content}
      defaultExpanded={defaultExpanded}
      preview={<PlainText text={truncate(item.content, previewLength)} />}
      full={item.content.length > previewLength ? <PlainText text={item.content} /> : undefined}
    />
  );
}

export default function StoriesPage() {
  const agency = useIsAgency();
  const gen = useGeneration('story');
  const prefill = useGeneratorPrefill();
  const { register, handleSubmit, watch, setValue, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...commonDefaults,
      clientId: prefill.clientId,
      scheduledDate: prefill.scheduledDate,
      description: prefill.theme,
      tone: DEFAULT_TONE,
    },
  });
  const clientId = watch('clientId');

  return (
    <GeneratorPage
      title="Stories"
      description="Stories prontos para postar, no tom do seu público."
      icon={<Smartphone className="h-6 w-6" aria-hidden />}
    >
      <GeneratorForm
        formLabel="Gerar story"
        agency={agency}
        clientId={clientId}
        onClientChange={(id) => setValue('clientId', id)}
        busy={gen.busy}
        submitLabel="Gerar Story"
        onSubmit={handleSubmit((v) =>
          generateOnce(gen.generate(toGenerationInput(v)), () => setValue('withoutVoice', false)),
        )}
        dateField={register('scheduledDate')}
        dateError={formState.errors.scheduledDate?.message}
        kind="story"
        voiceFields={{
          withoutVoice: register('withoutVoice'),
          isAd: register('isAd'),
          startTone: voiceToneStarter(TONES, (tone) => setValue('tone', tone)),
        }}
      >
        <TextAreaField
          label="Descrição do story"
          placeholder="Ex.: bastidores do treino de hoje e uma dica rápida de hidratação"
          required
          {...register('description')}
          error={formState.errors.description?.message}
        />
        <ToneSelect {...register('tone')} />
      </GeneratorForm>

      <GenerationOutput
        kind="story"
        state={gen}
        title="Story gerado"
        renderResult={(item) => <StoryCard item={item} defaultExpanded />}
      />

      <RecentList
        kind="story"
        title="Stories recentes"
        agency={agency}
        clientId={clientId}
        limit={listSize}
        emptyText="Nenhum story gerado ainda."
        skipId={gen.item?.id}
        renderItem={(item) => <StoryCard item={item} />}
      />
    </GeneratorPage>
  );
}
