/** Reels: description, date; every reel script with concept, hook, scenes, CTA and editing tips. */
import { zodResolver } from '@hookform/resolvers/zod';
import { Film } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import type { ContentItem } from '@shared/content-item';
import { CONTENT_LABELS, viewContent } from '@shared/content-view';
import { ContentCard, ExpiryNotice } from '@web/components/content/content-card';
import { ContentBody } from '@web/components/content/content-body';
import { TextAreaField } from '@web/components/ui/field';
import { useGeneration } from '../api';
import { GenerationOutput } from '../components/generation-output';
import { GeneratorForm, GeneratorPage, useIsAgency } from '../components/generator-form';
import { useGeneratorPrefill } from '../components/use-prefill';
import {
  commonDefaults,
  commonFormFields,
  generateOnce,
  mainTextField,
  toGenerationInput,
} from '../components/form-values';
import { AllItemsList } from '../components/saved-list';

const schema = z.object({ ...commonFormFields, description: mainTextField('reel_idea') });
type Values = z.infer<typeof schema>;

/** A reel in the list starts as its hook only (the scenes make it long on a phone); the rest opens on demand. */
function ReelHook({ item }: { item: ContentItem }) {
  const view = viewContent(item);
  const hook = view.layout === 'reel' ? view.reel.hook || view.reel.concept : '';
  if (!hook) return <ContentBody item={item} maxEntries={1} />;
  return (
    <p className="break-words text-sm text-slate-700 dark:text-slate-300">
      {CONTENT_LABELS.hook}: {hook}
    </p>
  );
}

/**
 * A saved reel, as the list shows it and as the result just generated shows it (expanded): the same
 * card, so a new item has every action of a listed one (teleprompter, versions, "É publicidade?", …).
 */
function ReelCard({ item, defaultExpanded }: { item: ContentItem; defaultExpanded?: boolean }) {
  return (
    <ContentCard
      item={item}
      editLabel="Editar JSON"
      defaultExpanded={defaultExpanded}
      preview={<ReelHook item={item} />}
      full={<ContentBody item={item} />}
      footer={<ExpiryNotice item={item} />}
    />
  );
}

export default function ReelsPage() {
  const agency = useIsAgency();
  const gen = useGeneration('reel_idea');
  const prefill = useGeneratorPrefill();
  const { register, handleSubmit, watch, setValue, formState } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: {
      ...commonDefaults,
      clientId: prefill.clientId,
      scheduledDate: prefill.scheduledDate,
      description: prefill.theme,
    },
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
        onSubmit={handleSubmit((v) =>
          generateOnce(gen.generate(toGenerationInput(v)), () => setValue('withoutVoice', false)),
        )}
        dateField={register('scheduledDate')}
        dateError={formState.errors.scheduledDate?.message}
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
        renderResult={(item) => <ReelCard item={item} defaultExpanded />}
      />

      <AllItemsList
        kind="reel_idea"
        title="Seus roteiros de reels"
        agency={agency}
        clientId={clientId}
        emptyText="Nenhum roteiro de reel gerado ainda."
        skipId={gen.item?.id}
        renderItem={(item) => <ReelCard item={item} />}
      />
    </GeneratorPage>
  );
}
