/** Reels: description, date; every reel script with concept, hook, scenes, CTA and editing tips. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Film } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { exportText } from '@shared/content-view';
import { ContentCard, ExpiryNotice } from '@web/components/content/content-card';
import { ContentBody } from '@web/components/content/content-body';
import { ActionRow, CopyButton, ExportButton } from '@web/components/content/item-actions';
import { TextAreaField } from '@web/components/ui/field';
import { useGeneration } from '../api';
import { GenerationOutput } from '../components/generation-output';
import { GeneratorForm, GeneratorPage, useIsAgency } from '../components/generator-form';
import { commonDefaults, commonFormFields, mainTextField, toGenerationInput } from '../components/form-values';
import { AllItemsList } from '../components/saved-list';

const schema = z.object({ ...commonFormFields, description: mainTextField('reel_idea') });
type Values = z.infer<typeof schema>;

export default function ReelsPage() {
  const agency = useIsAgency();
  const gen = useGeneration('reel_idea');
  const { register, handleSubmit, watch, setValue, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { ...commonDefaults, description: '' },
  });
  const clientId = watch('clientId');

  return (
    <GeneratorPage
      title="Roteiros de Reels"
      description="Roteiros de 30 a 60 segundos, cena a cena."
      icon={<Film className="h-6 w-6" aria-hidden />}
    >
      <GeneratorForm
        formLabel="Gerar roteiro de reel"
        agency={agency}
        clientId={clientId}
        onClientChange={(id) => setValue('clientId', id)}
        busy={gen.busy}
        submitLabel="Gerar Roteiro de Reel"
        onSubmit={handleSubmit((v) => gen.generate(toGenerationInput(v)))}
        dateField={register('scheduledDate')}
        kind="reel_idea"
        voiceFields={{ withoutVoice: register('withoutVoice'), isAd: register('isAd') }}
      >
        <TextAreaField
          label="Sobre o que é o reel?"
          placeholder="Ex.: 3 erros comuns de quem começa a treinar em casa"
          required
          {...register('description')}
          error={formState.errors.description?.message}
        />
      </GeneratorForm>

      <GenerationOutput
        kind="reel_idea"
        state={gen}
        title="Roteiro de reel gerado"
        renderResult={(item) => (
          <div className="space-y-3">
            <ContentBody item={item} />
            <ActionRow>
              <CopyButton text={exportText(item)} />
              <ExportButton item={item} />
            </ActionRow>
          </div>
        )}
      />

      <AllItemsList
        kind="reel_idea"
        title="Seus roteiros de reels"
        agency={agency}
        clientId={clientId}
        emptyText="Nenhum roteiro de reel gerado ainda."
        renderItem={(item) => (
          <ContentCard
            item={item}
            editLabel="Editar JSON"
            preview={<ContentBody item={item} />}
            footer={<ExpiryNotice item={item} />}
          />
        )}
      />
    </GeneratorPage>
  );
}
