/** Roteiros do Dia: routine, tone (incl. agressivo), date; the scripts with progress and parts. */
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router';
import { z } from 'zod';
import { DEFAULT_TONE, SCRIPT_TONES } from '@shared/content-kinds';
import { ErrorBoundary } from '@web/components/error-boundary';
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
import { AllItemsList } from '../components/saved-list';
import { ScriptCard } from '../components/script-card';

const schema = z.object({ ...commonFormFields, routine: mainTextField('daily_script'), tone: z.enum(SCRIPT_TONES) });
type Values = z.infer<typeof schema>;

function ScriptsGenerator() {
  const agency = useIsAgency();
  const gen = useGeneration('daily_script');
  // The dashboard's first-run button passes the routine told at onboarding (?routine=…).
  const [search] = useSearchParams();
  const { register, handleSubmit, watch, setValue, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { ...commonDefaults, routine: search.get('routine') ?? '', tone: DEFAULT_TONE },
  });
  const clientId = watch('clientId');

  return (
    <GeneratorPage
      title="Roteiros do Dia"
      description="Um roteiro de 8 a 10 stories a partir da sua rotina. Cada roteiro fica disponível por 24 horas."
      icon={<FileText className="h-6 w-6" aria-hidden />}
    >
      <GeneratorForm
        formLabel="Gerar roteiro do dia"
        agency={agency}
        clientId={clientId}
        onClientChange={(id) => setValue('clientId', id)}
        busy={gen.busy}
        submitLabel="Gerar Roteiro"
        onSubmit={handleSubmit((v) =>
          generateOnce(gen.generate(toGenerationInput(v)), () => setValue('withoutVoice', false)),
        )}
        dateField={register('scheduledDate')}
        dateError={formState.errors.scheduledDate?.message}
        kind="daily_script"
        voiceFields={{
          withoutVoice: register('withoutVoice'),
          isAd: register('isAd'),
          startTone: voiceToneStarter(SCRIPT_TONES, (tone) => setValue('tone', tone)),
        }}
      >
        <TextAreaField
          label="Sua rotina do dia"
          placeholder="Ex.: acordo às 6h, treino, atendo alunos à tarde e gravo conteúdo à noite"
          required
          {...register('routine')}
          error={formState.errors.routine?.message}
        />
        <ToneSelect withAggressive {...register('tone')} />
      </GeneratorForm>

      <GenerationOutput
        kind="daily_script"
        state={gen}
        title="Roteiro gerado"
        renderResult={(item) => <ScriptCard item={item} defaultExpanded />}
      />

      <AllItemsList
        kind="daily_script"
        title="Seus roteiros"
        agency={agency}
        clientId={clientId}
        emptyText="Nenhum roteiro gerado nas últimas 24 horas."
        skipId={gen.item?.id}
        renderItem={(item) => <ScriptCard item={item} />}
      />
    </GeneratorPage>
  );
}

export default function ScriptsPage() {
  return (
    <ErrorBoundary title="Erro no Gerador de Roteiros">
      <ScriptsGenerator />
    </ErrorBoundary>
  );
}
