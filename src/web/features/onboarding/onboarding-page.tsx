import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { LogOut } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { toast } from '@web/lib/toast';
import { authToasts, ERROR_MESSAGES } from '@shared/messages';
import { onboardingSchema, type OnboardingFormInput } from '@shared/schemas/auth';
import { profileFormDefaults } from '@shared/schemas/profile';
import { NameField } from '@web/components/account/account-fields';
import { NicheRoutineFields } from '@web/components/account/niche-routine-fields';
import { Logo } from '@web/components/logo';
import { Button } from '@web/components/ui/button';
import { api, errorMessage, unwrap } from '@web/lib/api';
import { fieldMessage } from '@web/lib/form-errors';
import { signOut } from '@web/lib/auth-calls';
import { sessionKeys, useMe } from '@web/lib/session';

/** Onboarding: 'Passo 1 de 1' — name, niche (+ free text for 'outros'), daily routine. */
export default function OnboardingPage() {
  const { data: me } = useMe();
  const queryClient = useQueryClient();
  const profile = me?.profile;
  const { register, handleSubmit, watch, formState } = useForm<OnboardingFormInput>({
    resolver: zodResolver(onboardingSchema),
    // The name typed at sign-up until the profile has one of its own.
    defaultValues: profileFormDefaults({
      name: profile?.name ?? me?.user.name ?? null,
      niche: profile?.niche ?? null,
      dailyRoutine: profile?.dailyRoutine ?? null,
    }),
  });
  const niche = watch('niche');

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await unwrap(api.me.onboarding.$post({ json: values }));
      queryClient.setQueryData(sessionKeys.me, updated);
      toast.success(authToasts.PROFILE_CONFIGURED);
    } catch (err) {
      toast.error(errorMessage(err, ERROR_MESSAGES.PROFILE_SAVE_FAILED));
    }
  });

  return (
    <div className="min-h-dvh bg-gradient-to-b from-brand-50 to-white px-4 py-6 dark:from-slate-950 dark:to-slate-900">
      <div className="mx-auto flex w-full max-w-lg items-center justify-between">
        <Logo />
        <Button
          variant="ghost"
          size="sm"
          icon={<LogOut className="h-4 w-4" aria-hidden />}
          onClick={() => void signOut()}
        >
          Sair
        </Button>
      </div>
      <main className="mx-auto mt-8 w-full max-w-lg rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900">
        <p className="text-sm font-semibold uppercase tracking-wide text-brand-700 dark:text-brand-300">Passo 1 de 1</p>
        <h1 className="mt-1 text-2xl font-bold">Vamos personalizar seu conteúdo</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          Com o seu nicho e a sua rotina, a IA escreve roteiros e legendas que falam a língua do seu público.
        </p>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          <NameField {...register('name')} error={fieldMessage(formState.errors.name)} />
          <NicheRoutineFields
            register={register}
            errors={formState.errors}
            niche={niche}
            nicheTexts={{
              label: 'Nicho',
              placeholder: 'Escolha seu nicho...',
              customLabel: 'Qual é o seu nicho?',
              customPlaceholder: 'Ex.: pet shop, arquitetura, odontologia',
            }}
            routine={{
              label: 'Descreva sua rotina diária',
              placeholder: 'Ex.: acordo às 6h, treino, atendo clientes à tarde e gravo conteúdo à noite.',
            }}
          />
          <Button type="submit" size="lg" className="w-full" busy={formState.isSubmitting}>
            Começar a usar
          </Button>
        </form>
        <button
          type="button"
          onClick={() => void signOut()}
          className="mt-4 w-full text-center text-sm text-slate-500 underline hover:text-slate-700 dark:text-slate-400"
        >
          Sair e usar outra conta
        </button>
      </main>
    </div>
  );
}
