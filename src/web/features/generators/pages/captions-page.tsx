/** Legendas: description, tone, style, date; result with copy and regenerate; the 10 newest (200 characters). */
import { RefreshCw } from 'lucide-react';
import { z } from 'zod';
import {
  CAPTION_STYLE_LABELS,
  CAPTION_STYLES,
  DEFAULT_CAPTION_STYLE,
  DEFAULT_TONE,
  TONES,
} from '@shared/content-kinds';
import { Button } from '@web/components/ui/button';
import { SelectField } from '@web/components/ui/field';
import { ToneSelect } from '../components/generator-form';
import { commonFormFields, mainTextField } from '../components/form-values';
import { KindGeneratorPage } from '../components/kind-generator-page';
import { PlainTextCard } from '../components/plain-text-card';
import { useKindGenerator } from '../components/use-kind-generator';

const schema = z.object({
  ...commonFormFields,
  description: mainTextField('caption'),
  tone: z.enum(TONES),
  style: z.enum(CAPTION_STYLES),
});

export default function CaptionsPage() {
  const generator = useKindGenerator('caption', schema, { tone: DEFAULT_TONE, style: DEFAULT_CAPTION_STYLE }, TONES);
  const { form, gen } = generator;
  return (
    <KindGeneratorPage
      generator={generator}
      card={PlainTextCard}
      resultActions={
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
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <ToneSelect {...form.register('tone')} />
        <SelectField
          label="Estilo"
          options={CAPTION_STYLES.map((s) => ({ value: s, label: CAPTION_STYLE_LABELS[s] }))}
          {...form.register('style')}
        />
      </div>
    </KindGeneratorPage>
  );
}
