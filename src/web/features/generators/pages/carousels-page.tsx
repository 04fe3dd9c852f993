/** Carrosséis: theme, image count 3–10 (default 5), tone, date; slides and CTA; the 10 newest (2 slides). */
import type { ContentItem } from '@shared/content-item';
import { zodResolver } from '@hookform/resolvers/zod';
import { Images } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import {
  CAROUSEL_DEFAULT_IMAGES,
  CAROUSEL_MAX_IMAGES,
  CAROUSEL_MIN_IMAGES,
  DEFAULT_TONE,
  PREVIEW_ENTRIES,
  TONES,
  kindInfo,
} from '@shared/content-kinds';
import { ContentCard } from '@web/components/content/content-card';
import { ContentBody } from '@web/components/content/content-body';
import { TextAreaField, TextField } from '@web/components/ui/field';
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

const IMAGE_COUNT_MESSAGE = `Escolha de ${CAROUSEL_MIN_IMAGES} a ${CAROUSEL_MAX_IMAGES} imagens`;

const schema = z.object({
  ...commonFormFields,
  theme: mainTextField('carousel'),
  imageCount: z
    .number(IMAGE_COUNT_MESSAGE)
    .int(IMAGE_COUNT_MESSAGE)
    .min(CAROUSEL_MIN_IMAGES, IMAGE_COUNT_MESSAGE)
    .max(CAROUSEL_MAX_IMAGES, IMAGE_COUNT_MESSAGE),
  tone: z.enum(TONES),
});
type Values = z.infer<typeof schema>;

/**
 * A saved carousel, as the list shows it and as the result just generated shows it (expanded): the same
 * card, so a new item has every action of a listed one (teleprompter, versions, "É publicidade?", …).
 */
function CarouselCard({ item, defaultExpanded }: { item: ContentItem; defaultExpanded?: boolean }) {
  return (
    <ContentCard
      item={item}
      editLabel="Editar JSON"
      defaultExpanded={defaultExpanded}
      preview={<ContentBody item={item} maxEntries={PREVIEW_ENTRIES} />}
      full={<ContentBody item={item} />}
    />
  );
}

export default function CarouselsPage() {
  const agency = useIsAgency();
  const gen = useGeneration('carousel');
  const prefill = useGeneratorPrefill();
  const { register, handleSubmit, watch, setValue, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...commonDefaults,
      clientId: prefill.clientId,
      scheduledDate: prefill.scheduledDate,
      theme: prefill.theme,
      imageCount: CAROUSEL_DEFAULT_IMAGES,
      tone: DEFAULT_TONE,
    },
  });
  const clientId = watch('clientId');
  const theme = watch('theme');

  return (
    <GeneratorPage
      title="Carrosséis"
      description="Carrosséis com slides, sugestões de imagem e CTA."
      icon={<Images className="h-6 w-6" aria-hidden />}
    >
      <GeneratorForm
        formLabel="Gerar carrossel"
        agency={agency}
        clientId={clientId}
        onClientChange={(id) => setValue('clientId', id)}
        busy={gen.busy}
        ready={theme.trim().length > 0}
        submitLabel="Gerar Carrossel"
        onSubmit={handleSubmit((v) =>
          generateOnce(gen.generate(toGenerationInput(v)), () => setValue('withoutVoice', false)),
        )}
        dateField={register('scheduledDate')}
        dateError={formState.errors.scheduledDate?.message}
        kind="carousel"
        voiceFields={{
          withoutVoice: register('withoutVoice'),
          isAd: register('isAd'),
          startTone: voiceToneStarter(TONES, (tone) => setValue('tone', tone)),
        }}
      >
        <TextAreaField
          label="Tema do carrossel"
          placeholder="Ex.: 5 mitos sobre emagrecimento"
          rows={3}
          required
          {...register('theme')}
          error={formState.errors.theme?.message}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            type="number"
            label="Quantidade de imagens"
            min={CAROUSEL_MIN_IMAGES}
            max={CAROUSEL_MAX_IMAGES}
            step={1}
            inputMode="numeric"
            hint={`De ${CAROUSEL_MIN_IMAGES} a ${CAROUSEL_MAX_IMAGES}`}
            {...register('imageCount', { valueAsNumber: true })}
            error={formState.errors.imageCount?.message}
          />
          <ToneSelect {...register('tone')} />
        </div>
      </GeneratorForm>

      <GenerationOutput
        kind="carousel"
        state={gen}
        title="Carrossel gerado"
        renderResult={(item) => <CarouselCard item={item} defaultExpanded />}
      />

      <RecentList
        kind="carousel"
        title="Carrosséis recentes"
        agency={agency}
        clientId={clientId}
        limit={kindInfo('carousel').listSize}
        emptyText="Nenhum carrossel gerado ainda."
        skipId={gen.item?.id}
        renderItem={(item) => <CarouselCard item={item} />}
      />
    </GeneratorPage>
  );
}
