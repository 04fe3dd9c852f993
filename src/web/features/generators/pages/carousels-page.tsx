/** Carrosséis: theme, image count 3–10 (default 5), tone, date; slides and CTA; the 10 newest (2 slides). */
import type { ContentItem } from '@shared/content-item';
import { z } from 'zod';
import {
  CAROUSEL_DEFAULT_IMAGES,
  CAROUSEL_MAX_IMAGES,
  CAROUSEL_MIN_IMAGES,
  DEFAULT_TONE,
  PREVIEW_ENTRIES,
  TONES,
} from '@shared/content-kinds';
import { ContentCard } from '@web/components/content/content-card';
import { ContentBody } from '@web/components/content/content-body';
import { TextField } from '@web/components/ui/field';
import { ToneSelect } from '../components/generator-form';
import { commonFormFields, mainTextField } from '../components/form-values';
import { KindGeneratorPage } from '../components/kind-generator-page';
import { useKindGenerator } from '../components/use-kind-generator';

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
  const generator = useKindGenerator(
    'carousel',
    schema,
    { imageCount: CAROUSEL_DEFAULT_IMAGES, tone: DEFAULT_TONE },
    TONES,
  );
  const { register, watch, formState } = generator.form;
  return (
    <KindGeneratorPage
      generator={generator}
      mainTextRows={3}
      card={CarouselCard}
      ready={watch('theme').trim().length > 0}
    >
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
    </KindGeneratorPage>
  );
}
