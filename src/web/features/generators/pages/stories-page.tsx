/** Stories: description, tone, date; the generated story with copy; the 10 newest (150 characters). */
import { z } from 'zod';
import { DEFAULT_TONE, TONES } from '@shared/content-kinds';
import { ToneSelect } from '../components/generator-form';
import { commonFormFields, mainTextField } from '../components/form-values';
import { KindGeneratorPage } from '../components/kind-generator-page';
import { PlainTextCard } from '../components/plain-text-card';
import { useKindGenerator } from '../components/use-kind-generator';

const schema = z.object({ ...commonFormFields, description: mainTextField('story'), tone: z.enum(TONES) });

export default function StoriesPage() {
  const generator = useKindGenerator('story', schema, { tone: DEFAULT_TONE }, TONES);
  return (
    <KindGeneratorPage generator={generator} card={PlainTextCard}>
      <ToneSelect {...generator.form.register('tone')} />
    </KindGeneratorPage>
  );
}
