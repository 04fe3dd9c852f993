/**
 * The wiring every generator page shares: the form (zod rules, the common defaults, the calendar's
 * prefill for the kinds that take a theme), the generation, and the props the form card needs — client
 * picker, date, "Gerar sem a voz desta vez", "É publicidade?" and the voice's default tone — and the
 * main text field's props. A page adds only its own fields.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type DefaultValues, type UseFormReturn } from 'react-hook-form';
import type { z } from 'zod';
import { kindInfo, type ContentKind, type KindRow } from '@shared/content-kinds';
import type { GenerationFormValues } from '@shared/content-kind-schemas';
import { useGeneration } from '../api';
import {
  commonDefaults,
  generateOnce,
  toGenerationInput,
  voiceToneStarter,
  type CommonFormValues,
} from './form-values';
import { useIsAgency } from './generator-form';
import { useGeneratorPrefill } from './use-prefill';

/** The name of a kind's main text field ('description', 'routine', …). */
type MainTextField<K extends ContentKind> = KindRow<K>['mainTextField'];

/**
 * What a kind's form may hold: the common fields, the main text, and the kind's own options typed as its
 * API input types them, so a form field the server would read differently fails the type check.
 */
export type KindFormValues<K extends ContentKind> = CommonFormValues & { [F in MainTextField<K>]: string } & Omit<
    GenerationFormValues<K>,
    'clientId' | 'scheduledDate' | 'useVoice'
  >;

/** The defaults a page gives: its own fields; the main text only when it does not start empty. */
type KindDefaults<K extends ContentKind, V> = Omit<V, keyof CommonFormValues | MainTextField<K>> &
  Partial<Pick<V, Extract<MainTextField<K>, keyof V>>>;

type ToneOf<V> = V extends { tone: infer T extends string } ? T : never;

/**
 * The form and generation of one kind's page. `tones` are the tones the form offers (kinds with a tone
 * field): when the voice of the chosen client (or creator) loads, the form starts at its default tone.
 */
export function useKindGenerator<K extends ContentKind, V extends KindFormValues<K>>(
  kind: K,
  schema: z.ZodType<V, V>,
  defaults: KindDefaults<K, V>,
  tones?: readonly ToneOf<V>[],
) {
  const agency = useIsAgency();
  const gen = useGeneration(kind);
  const prefill = useGeneratorPrefill();
  const mainText = kindInfo(kind).mainTextField;
  // The calendar's "Gerar pauta" opens only the kinds that take a theme; the others ignore the URL.
  const opened = kindInfo(kind).takesTheme
    ? {
        clientId: prefill.clientId,
        scheduledDate: prefill.scheduledDate,
        [mainText]: prefill.theme,
      }
    : { [mainText]: '' };
  const form = useForm<V>({
    resolver: zodResolver(schema),
    // The spread of a generic V is not provably a DefaultValues<V>; its parts are typed above, and the
    // plain conversion still makes TypeScript check that the two overlap.
    defaultValues: { ...commonDefaults, ...opened, ...defaults } as DefaultValues<V>,
  });
  // react-hook-form cannot resolve a field path on a generic form ('clientId' of V), though every V has
  // the common fields, the kind's main text and `tone` when tones are offered (set only to one of
  // `tones`): this is the same form, seen through those.
  // Through `unknown`: a form's type both reads and writes values, so TypeScript sees no overlap with another.
  const common = form as unknown as UseFormReturn<
    CommonFormValues & { tone: string } & { [field: string]: string | boolean }
  >;
  const clientId = common.watch('clientId');

  const formProps = {
    agency,
    clientId,
    onClientChange: (id: string) => common.setValue('clientId', id),
    busy: gen.busy,
    onSubmit: form.handleSubmit((values) =>
      generateOnce(
        // V's fields are the kind's input fields (KindFormValues<K>); TypeScript cannot follow that through
        // the generic kind, so the converted values are named as the kind's input here (a conversion it
        // still checks: the two must overlap).
        gen.generate(toGenerationInput(values) as GenerationFormValues<K>),
        () => common.setValue('withoutVoice', false),
      ),
    ),
    dateField: common.register('scheduledDate'),
    dateError: common.formState.errors.scheduledDate?.message,
    kind,
    voiceFields: {
      withoutVoice: common.register('withoutVoice'),
      isAd: common.register('isAd'),
      startTone: tones && voiceToneStarter(tones, (tone) => common.setValue('tone', tone)),
    },
  };
  const mainTextProps = { ...common.register(mainText), error: common.formState.errors[mainText]?.message };
  return { kind, form, gen, agency, clientId, formProps, mainTextProps };
}
