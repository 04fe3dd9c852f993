/** Anúncios + Copy: product, tone, method, ad type, date; numbered sections with badges; the 10 newest. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Megaphone } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ContentItem } from '@shared/content-item';
import {
  AD_METHOD_LABELS,
  AD_METHODS,
  AD_TYPE_LABELS,
  AD_TYPES,
  DEFAULT_AD_METHOD,
  DEFAULT_AD_TYPE,
  AD_SECTION_PREVIEW_LENGTH,
  DEFAULT_TONE,
  TONES,
  kindInfo,
} from '@shared/content-kinds';
import { splitAdSections } from '@shared/content-view';
import { ContentCard } from '@web/components/content/content-card';
import { ContentBody } from '@web/components/content/content-body';
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
import { RecentList } from '../components/saved-list';

const schema = z.object({
  ...commonFormFields,
  product: mainTextField('ad_copy'),
  tone: z.enum(TONES),
  method: z.enum(AD_METHODS),
  adType: z.enum(AD_TYPES),
});
type Values = z.infer<typeof schema>;

const { previewLength, listSize } = kindInfo('ad_copy');

/** List preview: sections cut at 150 characters; copy without sections cut at 200. */
function AdPreview({ item }: { item: ContentItem }) {
  const several = splitAdSections(item.content).length > 1;
  return <ContentBody item={item} sectionMax={several ? AD_SECTION_PREVIEW_LENGTH : previewLength} />;
}

function isCut(content: string): boolean {
  const sections = splitAdSections(content);
  if (sections.length > 1) return sections.some((s) => s.text.length > AD_SECTION_PREVIEW_LENGTH);
  return content.length > previewLength;
}

/**
 * A saved ad copy, as the list shows it and as the result just generated shows it (expanded): the same
 * card, so a new item has every action of a listed one (teleprompter, versions, "É publicidade?", …).
 */
function AdCard({ item, defaultExpanded }: { item: ContentItem; defaultExpanded?: boolean }) {
  return (
    <ContentCard
      item={item}
      copyText={item.content}
      defaultExpanded={defaultExpanded}
      preview={<AdPreview item={item} />}
      full={isCut(item.content) ? <ContentBody item={item} /> : undefined}
    />
  );
}

export default function AdsPage() {
  const agency = useIsAgency();
  const gen = useGeneration('ad_copy');
  const { register, handleSubmit, watch, setValue, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...commonDefaults,
      product: '',
      tone: DEFAULT_TONE,
      method: DEFAULT_AD_METHOD,
      adType: DEFAULT_AD_TYPE,
    },
  });
  const clientId = watch('clientId');

  return (
    <GeneratorPage
      title="Anúncios + Copy"
      description="Copy de vendas com métodos de persuasão."
      icon={<Megaphone className="h-6 w-6" aria-hidden />}
    >
      <GeneratorForm
        formLabel="Gerar anúncio"
        agency={agency}
        clientId={clientId}
        onClientChange={(id) => setValue('clientId', id)}
        busy={gen.busy}
        submitLabel="Gerar Anúncio"
        onSubmit={handleSubmit((v) =>
          generateOnce(gen.generate(toGenerationInput(v)), () => setValue('withoutVoice', false)),
        )}
        dateField={register('scheduledDate')}
        dateError={formState.errors.scheduledDate?.message}
        kind="ad_copy"
        voiceFields={{
          withoutVoice: register('withoutVoice'),
          isAd: register('isAd'),
          startTone: voiceToneStarter(TONES, (tone) => setValue('tone', tone)),
        }}
      >
        <TextAreaField
          label="Produto ou serviço"
          placeholder="Ex.: consultoria online de treino com acompanhamento semanal"
          rows={3}
          required
          {...register('product')}
          error={formState.errors.product?.message}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <ToneSelect {...register('tone')} />
          <SelectField
            label="Método de persuasão"
            options={AD_METHODS.map((m) => ({ value: m, label: AD_METHOD_LABELS[m] }))}
            {...register('method')}
          />
          <SelectField
            label="Tipo de anúncio"
            options={AD_TYPES.map((t) => ({ value: t, label: AD_TYPE_LABELS[t] }))}
            {...register('adType')}
          />
        </div>
      </GeneratorForm>

      <GenerationOutput
        kind="ad_copy"
        state={gen}
        title="Copy gerado"
        renderResult={(item) => <AdCard item={item} defaultExpanded />}
      />

      <RecentList
        kind="ad_copy"
        title="Anúncios recentes"
        agency={agency}
        clientId={clientId}
        limit={listSize}
        emptyText="Nenhum anúncio gerado ainda."
        skipId={gen.item?.id}
        renderItem={(item) => <AdCard item={item} />}
      />
    </GeneratorPage>
  );
}
