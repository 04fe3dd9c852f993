import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { toast } from '@web/lib/toast';
import { STORAGE_KEYS } from '@shared/constants';
import { authToasts, ERROR_MESSAGES } from '@shared/messages';
import { teamTexts } from '@shared/messages/team-texts';
import { isPlatformAdmin } from '@shared/platform-roles';
import { signInSchema, signUpSchema, type SignInInput, type SignUpInput } from '@shared/schemas/auth';
import { EmailField, NameField } from '@web/components/account/account-fields';
import { Button } from '@web/components/ui/button';
import { TextField } from '@web/components/ui/field';
import { Notice } from '@web/components/ui/notice';
import { cn } from '@web/components/ui/cn';
import { Spinner } from '@web/components/ui/spinner';
import { fieldMessage } from '@web/lib/form-errors';
import { resendVerification, signIn, signUp } from '@web/lib/auth-calls';
import { meQuery } from '@web/lib/session';
import { readStorage, writeStorage } from '@web/lib/storage';
import { AuthLayout, AuthSwitchLink } from './auth-layout';
import { signInErrorMessage, signUpErrorMessage } from './auth-errors';
import { invitedSignUpHeader, useSignUpInvitation, type SignUpInvitation } from './invited-sign-up';

type Plan = 'creator' | 'agency';

function initialPlan(search: URLSearchParams): Plan {
  const fromQuery = search.get('plan');
  if (fromQuery === 'agency' || fromQuery === 'creator') return fromQuery;
  return readStorage(STORAGE_KEYS.selectedPlan) === 'agency' ? 'agency' : 'creator';
}

function SignInForm() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignInInput>({ resolver: zodResolver(signInSchema) });

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    setUnverifiedEmail(null);
    const result = await signIn(values);
    if (!result.ok) {
      setError(signInErrorMessage(result.error));
      if (result.error?.code === 'EMAIL_NOT_VERIFIED') setUnverifiedEmail(values.email);
      return;
    }
    const me = await queryClient.fetchQuery({ ...meQuery, staleTime: 0 });
    const admin = isPlatformAdmin(me?.user);
    toast.success(admin ? authToasts.ADMIN_SIGNED_IN : authToasts.SIGNED_IN);
    // An invitation opened before signing in (or before signing up) is where the person was going.
    const from = (location.state as { from?: string } | null)?.from ?? readStorage(STORAGE_KEYS.pendingInvitation);
    navigate(admin ? '/admin' : from && !from.startsWith('/auth') ? from : '/dashboard', { replace: true });
  });

  const resend = async () => {
    if (!unverifiedEmail) return;
    const r = await resendVerification(unverifiedEmail);
    if (r.ok) toast.success(authToasts.CONFIRMATION_SENT);
    else toast.error(ERROR_MESSAGES.RESEND_FAILED);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error && (
        <Notice
          tone="danger"
          action={
            unverifiedEmail ? (
              <button type="button" className="font-semibold underline" onClick={resend}>
                Reenviar email de confirmação
              </button>
            ) : undefined
          }
        >
          {error}
        </Notice>
      )}
      <EmailField {...register('email')} error={fieldMessage(formState.errors.email)} />
      <TextField
        label="Senha"
        type="password"
        autoComplete="current-password"
        required
        {...register('password')}
        error={fieldMessage(formState.errors.password)}
      />
      <p className="-mt-2 text-right text-sm">
        <Link to="/auth/forgot-password" className="font-medium text-brand-700 hover:underline dark:text-brand-300">
          Esqueci minha senha
        </Link>
      </p>
      <Button type="submit" size="lg" className="w-full" busy={formState.isSubmitting}>
        Entrar
      </Button>
    </form>
  );
}

/** The sign-up form; from an invitation, with its e-mail fixed and no plan or trial (invited-sign-up.ts). */
function SignUpForm({ invitation }: { invitation?: SignUpInvitation }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [plan, setPlan] = useState<Plan>(() => initialPlan(search));
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState } = useForm<SignUpInput>({
    resolver: zodResolver(signUpSchema),
    defaultValues: invitation && { email: invitation.email },
  });

  const choosePlan = (p: Plan) => {
    setPlan(p);
    writeStorage(STORAGE_KEYS.selectedPlan, p);
  };

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    const result = await signUp(
      { name: values.name, email: values.email, password: values.password, selectedPlan: plan },
      invitation?.token,
    );
    if (!result.ok) {
      setError(signUpErrorMessage(result.error));
      return;
    }
    if (!result.data.user) {
      setError(ERROR_MESSAGES.USER_NOT_CREATED);
      return;
    }
    if (!invitation) writeStorage(STORAGE_KEYS.selectedPlan, plan);
    writeStorage(STORAGE_KEYS.signupEmail, values.email.trim());
    navigate('/auth/check-email', { state: { email: values.email.trim(), invitation: invitation?.token } });
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      {error && <Notice tone="danger">{error}</Notice>}
      {!invitation && (
        <fieldset>
          <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">Plano escolhido</legend>
          <div className="grid grid-cols-2 gap-2">
            {(
              [
                ['creator', 'Solo (Criador)'],
                ['agency', 'Agência'],
              ] as const
            ).map(([value, label]) => (
              <label
                key={value}
                className={cn(
                  'flex cursor-pointer items-center gap-2 rounded-lg border px-3 py-2 text-sm',
                  plan === value
                    ? 'border-brand-500 bg-brand-50 dark:bg-brand-900/30'
                    : 'border-slate-300 dark:border-slate-700',
                )}
              >
                <input
                  type="radio"
                  name="plan"
                  value={value}
                  checked={plan === value}
                  onChange={() => choosePlan(value)}
                  className="accent-brand-600"
                />
                {label}
              </label>
            ))}
          </div>
        </fieldset>
      )}
      <NameField {...register('name')} error={fieldMessage(formState.errors.name)} />
      <EmailField
        {...register('email')}
        readOnly={!!invitation}
        hint={invitation && teamTexts.SIGNUP_EMAIL_HINT}
        className="read-only:bg-slate-100 dark:read-only:bg-slate-800"
        error={fieldMessage(formState.errors.email)}
      />
      <TextField
        label="Senha"
        type="password"
        autoComplete="new-password"
        required
        hint="Mínimo de 8 caracteres"
        {...register('password')}
        error={fieldMessage(formState.errors.password)}
      />
      <TextField
        label="Confirmar senha"
        type="password"
        autoComplete="new-password"
        required
        {...register('confirmPassword')}
        error={fieldMessage(formState.errors.confirmPassword)}
      />
      <Button type="submit" size="lg" className="w-full" busy={formState.isSubmitting}>
        {invitation ? teamTexts.SIGNUP_SUBMIT : 'Criar conta e começar o teste grátis'}
      </Button>
      {!invitation && (
        <p className="text-center text-xs text-slate-500 dark:text-slate-400">
          3 dias grátis. Sem compromisso, cancele quando quiser.
        </p>
      )}
    </form>
  );
}

/** The auth screen: sign-in and sign-up modes, each with its own URL. */
export default function AuthPage({ mode }: { mode: 'signin' | 'signup' }) {
  const signin = mode === 'signin';
  const invited = useSignUpInvitation(!signin);
  if (invited.status === 'loading') return <Spinner className="min-h-dvh" />;
  if (invited.status === 'unavailable') return <Navigate to={invited.page} replace />;
  const invitation = invited.status === 'ready' ? invited.invitation : undefined;
  const header = signin
    ? { title: 'Entrar no Pautei', subtitle: 'Bem-vindo de volta! Entre para continuar criando.' }
    : invitation
      ? invitedSignUpHeader(invitation)
      : { title: 'Crie sua conta grátis', subtitle: 'Comece seu teste grátis de 3 dias.' };
  return (
    <AuthLayout title={header.title} subtitle={header.subtitle}>
      {signin ? <SignInForm /> : <SignUpForm invitation={invitation} />}
      {signin ? (
        <AuthSwitchLink question="Ainda não tem conta?" to="/auth/signup">
          Criar conta grátis
        </AuthSwitchLink>
      ) : (
        <AuthSwitchLink question="Já tem uma conta?" to="/auth/signin">
          Entrar
        </AuthSwitchLink>
      )}
    </AuthLayout>
  );
}
