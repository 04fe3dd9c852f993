/** Anúncios + Copy: product, tone, method, ad type, date; numbered sections with badges; the 10 newest. */
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
import { SelectField } from '@web/components/ui/field';
import { ToneSelect } from '../components/generator-form';
import { commonFormFields, mainTextField } from '../components/form-values';
import { KindGeneratorPage } from '../components/kind-generator-page';
import { useKindGenerator } from '../components/use-kind-generator';

const schema = z.object({
  ...commonFormFields,
  product: mainTextField('ad_copy'),
  tone: z.enum(TONES),
  method: z.enum(AD_METHODS),
  adType: z.enum(AD_TYPES),
});

const { previewLength } = kindInfo('ad_copy');

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
  const generator = useKindGenerator(
    'ad_copy',
    schema,
    { tone: DEFAULT_TONE, method: DEFAULT_AD_METHOD, adType: DEFAULT_AD_TYPE },
    TONES,
  );
  const { register } = generator.form;
  return (
    <KindGeneratorPage generator={generator} mainTextRows={3} card={AdCard}>
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
    </KindGeneratorPage>
  );
}
