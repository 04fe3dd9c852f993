/**
 * Profile settings: name, e-mail (read-only), niche ('Outros' reveals a free-text niche), daily
 * routine; the token meter, account status, trial card and quick actions.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CalendarClock, CreditCard, ShieldCheck, Sparkles, UserRound } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import { authToasts, ERROR_MESSAGES } from '@shared/messages';
import { PAYMENT_METHOD_LABELS, isPaymentMethod } from '@shared/plans';
import {
  profileFormDefaults,
  profileUpdateSchema,
  type ProfileFormValues,
  type ProfileUpdate,
} from '@shared/schemas/profile';
import { NameField } from '@web/components/account/account-fields';
import { NicheRoutineFields } from '@web/components/account/niche-routine-fields';
import { PasswordChangeCard } from '@web/components/account/password-change-card';
import { GeneratorLinks } from '@web/components/generator-links';
import { TokenMeter } from '@web/components/tokens/token-meter';
import { VoiceSection } from '@web/components/voice/voice-section';
import { BrandKitSection } from '@web/components/brand-kit/brand-kit-section';
import { SELF_KIT } from '@web/entities/brand-kit/api';
import { SELF_VOICE } from '@web/entities/voice/api';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/field';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { ApiError } from '@web/lib/api';
import { fieldMessage } from '@web/lib/form-errors';
import { formatDate } from '@web/lib/format';
import { mayIn, meQuery, useMe, type Me, type MeProfile } from '@web/lib/session';
import { accountStatus, trialSummary } from './account-status';
import { onTrial } from '@web/lib/access-state';
import { updateProfile } from './api';
import { PushSwitch } from './push-switch';

const FIELD_NAMES = ['name', 'niche', 'customNiche', 'dailyRoutine'] as const;

function ProfileForm({ profile }: { profile: MeProfile }) {
  const queryClient = useQueryClient();
  const { register, handleSubmit, watch, reset, setError, formState } = useForm<
    ProfileFormValues,
    unknown,
    ProfileUpdate
  >({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: profileFormDefaults(profile),
  });
  const niche = watch('niche');

  const save = useMutation({
    mutationFn: (values: ProfileUpdate) => updateProfile(values),
    onSuccess: async (me: Me) => {
      queryClient.setQueryData(meQuery.queryKey, me);
      reset(profileFormDefaults(me.profile));
      toast.success(authToasts.PROFILE_UPDATED);
      await queryClient.invalidateQueries({ queryKey: meQuery.queryKey });
    },
    onError: (err) => {
      if (err instanceof ApiError && err.fields) {
        for (const field of FIELD_NAMES) {
          const code = err.fields[field];
          if (code) setError(field, { message: code });
        }
      }
      toast.error(ERROR_MESSAGES.PROFILE_UPDATE_FAILED);
    },
  });

  return (
    <form onSubmit={handleSubmit((values) => save.mutate(values))} noValidate className="space-y-4">
      <NameField {...register('name')} error={fieldMessage(formState.errors.name)} />
      <TextField
        label="Email"
        type="email"
        value={profile.email}
        readOnly
        aria-readonly
        hint="O email não pode ser alterado aqui."
      />
      <NicheRoutineFields
        register={register}
        errors={formState.errors}
        niche={niche}
        nicheTexts={{
          label: 'Nicho',
          placeholder: 'Selecione seu nicho',
          customLabel: 'Nicho personalizado',
          customPlaceholder: 'Ex.: Pet shop, Arquitetura, Games...',
        }}
        routine={{
          label: 'Rotina diária',
          hint: 'Conte como é o seu dia: ajuda a IA a criar conteúdos com a sua cara.',
        }}
      />
      <div className="flex justify-end">
        <Button type="submit" busy={save.isPending} className="w-full sm:w-auto">
          Salvar alterações
        </Button>
      </div>
    </form>
  );
}

/** The state is the server's (`access`, by the one access rule); nothing is worked out from the columns here. */
function AccountStatusCard({ profile, access }: { profile: MeProfile; access: Me['access'] }) {
  const status = accountStatus(access.state);
  const type = profile.subscriptionType === 'agency' ? 'Agência' : 'Criador';
  const paid = access.paidPlan;
  return (
    <Card>
      <CardTitle as="h2" className="mb-3 flex items-center gap-2 text-base">
        <ShieldCheck className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden />
        Status da conta
      </CardTitle>
      <dl className="space-y-2 text-sm">
        <div className="flex items-center justify-between gap-2">
          <dt className="text-slate-600 dark:text-slate-400">Status</dt>
          <dd>
            <Badge tone={status.tone}>{status.label}</Badge>
          </dd>
        </div>
        <div className="flex items-center justify-between gap-2">
          <dt className="text-slate-600 dark:text-slate-400">Tipo de conta</dt>
          <dd className="font-medium">{type}</dd>
        </div>
        {paid && isPaymentMethod(profile.paymentMethod) && (
          <div className="flex items-center justify-between gap-2">
            <dt className="text-slate-600 dark:text-slate-400">Forma de pagamento</dt>
            <dd className="font-medium">{PAYMENT_METHOD_LABELS[profile.paymentMethod]}</dd>
          </div>
        )}
        {paid && (profile.paidUntil || profile.nextRenewalDate) && (
          <div className="flex items-center justify-between gap-2">
            <dt className="text-slate-600 dark:text-slate-400">
              {profile.paidUntil ? 'Pago até' : 'Próxima renovação'}
            </dt>
            <dd className="font-medium">{formatDate(profile.paidUntil ?? profile.nextRenewalDate)}</dd>
          </div>
        )}
        {profile.createdAt && (
          <div className="flex items-center justify-between gap-2">
            <dt className="text-slate-600 dark:text-slate-400">Membro desde</dt>
            <dd className="font-medium">{formatDate(profile.createdAt)}</dd>
          </div>
        )}
      </dl>
    </Card>
  );
}

function TrialCard({ profile }: { profile: MeProfile }) {
  const trial = trialSummary(profile.trialEndsAt);
  const expired = trial.daysLeft <= 0;
  return (
    <Card className={expired ? 'border-red-200 dark:border-red-900' : 'border-brand-200 dark:border-brand-900'}>
      <CardTitle as="h2" className="mb-3 flex items-center gap-2 text-base">
        <CalendarClock className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden />
        Período de teste
      </CardTitle>
      <p
        className={
          expired
            ? 'text-xl font-bold text-red-600 dark:text-red-400'
            : 'text-xl font-bold text-brand-700 dark:text-brand-300'
        }
      >
        {trial.text}
      </p>
      {profile.trialEndsAt && (
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          {expired ? 'Terminou em' : 'Termina em'} {formatDate(profile.trialEndsAt)}
        </p>
      )}
      <Link to="/subscription" className={buttonClasses('primary', 'sm', 'mt-4 w-full')}>
        Assinar agora
      </Link>
    </Card>
  );
}

/** The generators and the subscription; each only for the role that may use it (a Revisor has neither). */
function QuickActions({ paid, billing, generate }: { paid: boolean; billing: boolean; generate: boolean }) {
  if (!billing && !generate) return null;
  return (
    <Card>
      <CardTitle as="h2" className="mb-3 flex items-center gap-2 text-base">
        <Sparkles className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden />
        Ações rápidas
      </CardTitle>
      <GeneratorLinks compact />
      {billing && (
        <Link to="/subscription" className={buttonClasses('outline', 'md', 'mt-3 w-full')}>
          <CreditCard className="h-4 w-4" aria-hidden />
          {paid ? 'Gerenciar assinatura' : 'Ver planos'}
        </Link>
      )}
    </Card>
  );
}

export default function ProfilePage() {
  const { data: me, isPending } = useMe();
  if (isPending || !me) return <Spinner />;
  const profile = me.profile;
  // The workspace's plan and its payment are the Dono's business: a team member is not invited to pay.
  const billing = mayIn(me, 'billing');
  return (
    <div className="space-y-6">
      <PageHeader
        title="Configurações do Perfil"
        description="Gerencie suas informações pessoais e acompanhe sua conta."
      />
      <div className="grid min-w-0 gap-6 lg:grid-cols-3">
        <div className="min-w-0 space-y-6 lg:col-span-2 lg:self-start">
          <Card className="min-w-0">
            <CardTitle as="h2" className="mb-4 flex items-center gap-2 text-base">
              <UserRound className="h-4 w-4 text-brand-600 dark:text-brand-400" aria-hidden />
              Informações pessoais
            </CardTitle>
            <ProfileForm key={profile.userId} profile={profile} />
          </Card>
          {/* Agencies keep one voice per client, in the client's area. */}
          {profile.subscriptionType !== 'agency' && <VoiceSection subject={SELF_VOICE} />}
          <BrandKitSection subject={SELF_KIT} />
          <PasswordChangeCard />
        </div>
        <div className="min-w-0 space-y-6">
          <Card>
            <CardTitle as="h2" className="mb-3 text-base">
              Seus tokens
            </CardTitle>
            <TokenMeter />
          </Card>
          <PushSwitch />
          <AccountStatusCard profile={profile} access={me.access} />
          {billing && onTrial(me.access.state) && <TrialCard profile={profile} />}
          <QuickActions paid={me.access.paidPlan} billing={billing} generate={mayIn(me, 'generate')} />
        </div>
      </div>
    </div>
  );
}
