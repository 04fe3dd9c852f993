/** Roteiros do Dia: routine, tone (incl. agressivo), date; the scripts with progress and parts. */
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { DEFAULT_TONE, SCRIPT_TONES } from '@shared/content-kinds';
import { ErrorBoundary } from '@web/components/error-boundary';
import { ToneSelect } from '../components/generator-form';
import { commonFormFields, mainTextField } from '../components/form-values';
import { KindGeneratorPage } from '../components/kind-generator-page';
import { ScriptCard } from '../components/script-card';
import { useKindGenerator } from '../components/use-kind-generator';

const schema = z.object({ ...commonFormFields, routine: mainTextField('daily_script'), tone: z.enum(SCRIPT_TONES) });

function ScriptsGenerator() {
  // The dashboard's first-run button passes the routine told at onboarding (?routine=…).
  const [search] = useSearchParams();
  const generator = useKindGenerator(
    'daily_script',
    schema,
    { routine: search.get('routine') ?? '', tone: DEFAULT_TONE },
    SCRIPT_TONES,
  );
  return (
    <KindGeneratorPage generator={generator} card={ScriptCard}>
      <ToneSelect withAggressive {...generator.form.register('tone')} />
    </KindGeneratorPage>
  );
}

export default function ScriptsPage() {
  return (
    <ErrorBoundary title="Erro no Gerador de Roteiros">
      <ScriptsGenerator />
    </ErrorBoundary>
  );
}
