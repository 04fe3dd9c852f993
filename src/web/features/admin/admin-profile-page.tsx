/** /admin/profile — admin settings: name, e-mail change, password change, security info. */
import { useQuery } from '@tanstack/react-query';
import { Mail, ShieldCheck, UserCog } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { PasswordChangeCard } from '@web/components/account/password-change-card';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/field';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { formatDate } from '@web/lib/format';
import { useMe } from '@web/lib/session';
import { adminMessages, adminToasts } from '@shared/messages/admin';
import { accountQuery, useChangeEmail, useUpdateName } from './api';

function NameCard({ name, email }: { name: string; email: string }) {
  const update = useUpdateName();
  const [value, setValue] = useState(name);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => setValue(name), [name]);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!value.trim()) {
      setError(adminMessages.ADMIN_NAME_REQUIRED);
      return;
    }
    setError(null);
    update.mutate(value.trim(), {
      onSuccess: () => toast.success(adminToasts.PROFILE_UPDATED),
      onError: () => toast.error(adminMessages.ADMIN_PROFILE_FAILED),
    });
  };
  return (
    <Card>
      <form aria-label="Informações básicas" onSubmit={submit} noValidate className="space-y-4">
        <CardTitle className="flex items-center gap-2">
          <UserCog className="h-5 w-5 text-brand-600" aria-hidden /> Informações Básicas
        </CardTitle>
        <TextField
          label="Nome"
          value={value}
          maxLength={120}
          onChange={(e) => setValue(e.target.value)}
          error={error ?? undefined}
          required
        />
        <div className="space-y-1 text-sm">
          <p className="text-slate-500 dark:text-slate-400">Email</p>
          <p className="break-all font-medium text-slate-900 dark:text-slate-100">{email}</p>
        </div>
        <p className="flex flex-wrap items-center gap-2 text-sm text-slate-600 dark:text-slate-300">
          <Badge tone="brand">Administrador</Badge> Esta conta tem acesso ao painel administrativo.
        </p>
        <Button type="submit" busy={update.isPending}>
          Salvar Nome
        </Button>
      </form>
    </Card>
  );
}

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function EmailCard({ email }: { email: string }) {
  const change = useChangeEmail();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = value.trim().toLowerCase();
    if (!next || next === email.toLowerCase() || !EMAIL_SHAPE.test(next)) {
      setError(adminMessages.ADMIN_EMAIL_INVALID);
      toast.error(adminMessages.ADMIN_EMAIL_INVALID);
      return;
    }
    setError(null);
    change.mutate(next, {
      onSuccess: () => {
        toast.success(adminToasts.EMAIL_CONFIRMATION_SENT);
        setValue('');
      },
      onError: () => toast.error(adminMessages.ADMIN_EMAIL_FAILED),
    });
  };
  return (
    <Card>
      <form aria-label="Alterar email" onSubmit={submit} noValidate className="space-y-4">
        <CardTitle className="flex items-center gap-2">
          <Mail className="h-5 w-5 text-brand-600" aria-hidden /> Alterar Email
        </CardTitle>
        <TextField
          label="Novo email"
          type="email"
          autoComplete="email"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={error ?? undefined}
        />
        <p className="text-sm text-slate-500 dark:text-slate-400">
          Enviaremos um link de confirmação para o novo endereço. O email só muda depois que você clicar no link.
        </p>
        <Button type="submit" busy={change.isPending}>
          Alterar Email
        </Button>
      </form>
    </Card>
  );
}

export default function AdminProfilePage() {
  const { data: me } = useMe();
  const account = useQuery(accountQuery);
  const user = account.data?.user;
  const name = user?.name ?? me?.user.name ?? '';
  const email = user?.email ?? me?.user.email ?? '';
  return (
    <div className="space-y-6">
      <PageHeader
        title="Configurações do Admin"
        icon={<UserCog className="h-6 w-6" aria-hidden />}
        description="Dados da sua conta de administrador."
      />
      {!me && account.isPending ? (
        <Spinner />
      ) : (
        <div className="grid gap-6 lg:grid-cols-2">
          <NameCard name={name} email={email} />
          <EmailCard email={email} />
          <PasswordChangeCard />
          <Card>
            <section aria-labelledby="admin-security" className="space-y-4">
              <CardTitle as="h2">
                <span id="admin-security" className="flex items-center gap-2">
                  <ShieldCheck className="h-5 w-5 text-brand-600" aria-hidden /> Informações de Segurança
                </span>
              </CardTitle>
              <dl className="divide-y divide-slate-100 text-sm dark:divide-slate-800">
                <div className="flex items-center justify-between gap-3 py-2">
                  <dt className="text-slate-600 dark:text-slate-300">Acesso administrativo</dt>
                  <dd>
                    <Badge tone="success">Ativo</Badge>
                  </dd>
                </div>
                <div className="flex items-center justify-between gap-3 py-2">
                  <dt className="text-slate-600 dark:text-slate-300">Conta criada em</dt>
                  <dd className="font-medium tabular-nums">
                    {formatDate(user?.createdAt ?? me?.profile.createdAt) || '-'}
                  </dd>
                </div>
                <div className="flex items-center justify-between gap-3 py-2">
                  <dt className="text-slate-600 dark:text-slate-300">Email verificado</dt>
                  <dd className="font-medium">{user ? (user.emailVerified ? 'Sim' : 'Não') : '-'}</dd>
                </div>
              </dl>
            </section>
          </Card>
        </div>
      )}
    </div>
  );
}
