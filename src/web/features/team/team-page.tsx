/**
 * "Equipe" (agency owners): the members and their roles, the open invitations and the seats, and the
 * form that invites someone by e-mail as Editor (all clients or a chosen list) or Revisor.
 */
import { UsersRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { formatDate } from '@shared/format';
import { interpolate } from '@shared/messages';
import { teamTexts } from '@shared/messages/team';
import { INVITABLE_ROLES, ROLE_LABELS, type InvitableRole } from '@shared/team';
import { Badge } from '@web/components/ui/badge';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { SelectField, TextField } from '@web/components/ui/field';
import { Notice } from '@web/components/ui/notice';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { useClients } from '@web/entities/clients/api';
import { ApiError } from '@web/lib/api';
import { useMe } from '@web/lib/session';
import { useInvite, useRemoveMember, useRevokeInvitation, useTeam, useUpdateMember } from '@web/entities/team/api';

const ROLE_OPTIONS = INVITABLE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Which clients an editor works on: every one, or those checked. */
function ClientChoice({
  all,
  chosen,
  onAll,
  onChosen,
}: {
  all: boolean;
  chosen: string[];
  onAll: (all: boolean) => void;
  onChosen: (ids: string[]) => void;
}) {
  const { data } = useClients();
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">Clientes</legend>
      <label htmlFor={`${id}-all`} className="flex items-center gap-2 text-sm">
        <input id={`${id}-all`} type="checkbox" checked={all} onChange={(e) => onAll(e.target.checked)} />
        Todos os clientes
      </label>
      {!all &&
        (data?.clients ?? []).map((c) => (
          <label key={c.id} htmlFor={`${id}-${c.id}`} className="flex items-center gap-2 pl-4 text-sm">
            <input
              id={`${id}-${c.id}`}
              type="checkbox"
              checked={chosen.includes(c.id)}
              onChange={(e) => onChosen(e.target.checked ? [...chosen, c.id] : chosen.filter((x) => x !== c.id))}
            />
            {c.name}
          </label>
        ))}
    </fieldset>
  );
}

function InviteForm({ full }: { full: boolean }) {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>('editor');
  const [all, setAll] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    invite.mutate(
      { email, role, allClients: role === 'reviewer' || all, clientIds: role === 'editor' && !all ? chosen : [] },
      {
        onSuccess: (res) => {
          toast.success(interpolate(teamTexts.INVITED, { email: res.invitation.email }));
          setEmail('');
          setChosen([]);
          setAll(true);
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };

  return (
    <Card>
      <CardTitle>Convidar pessoa</CardTitle>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <TextField
          label="E-mail"
          type="email"
          autoComplete="off"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={error}
        />
        <SelectField
          label="Função"
          options={ROLE_OPTIONS}
          value={role}
          onChange={(e) => setRole(e.target.value as InvitableRole)}
          hint={
            role === 'editor'
              ? 'Gera, edita, agenda e envia para aprovação; não vê a assinatura nem a equipe.'
              : 'Lê, comenta e aprova internamente; não gera nem gasta tokens.'
          }
        />
        {role === 'editor' && <ClientChoice all={all} chosen={chosen} onAll={setAll} onChosen={setChosen} />}
        <Button type="submit" busy={invite.isPending} disabled={full}>
          Enviar convite
        </Button>
      </form>
    </Card>
  );
}

export default function TeamPage() {
  const { data: me } = useMe();
  const team = useTeam();
  const revoke = useRevokeInvitation();
  const remove = useRemoveMember();
  const update = useUpdateMember();

  if (me && !me.workspace.may.members) {
    return <Notice tone="warning">Apenas o Dono da equipe pode ver e mudar a equipe.</Notice>;
  }
  if (team.isPending) return <Spinner />;
  if (team.isError) {
    const err = team.error;
    return <Notice tone="danger">{err instanceof ApiError ? err.message : errorText(err)}</Notice>;
  }
  const { members, invitations, seats } = team.data;
  const full = seats.used >= seats.limit;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Equipe"
        icon={<UsersRound className="h-5 w-5" aria-hidden />}
        description={`${seats.used} de ${seats.limit} ${seats.limit === 1 ? 'membro' : 'membros'} além do Dono.`}
      />
      {full && <Notice tone="info">A equipe chegou ao limite de membros do plano.</Notice>}
      <Card>
        <CardTitle>Membros</CardTitle>
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {members.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center gap-3 py-3">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{m.name}</p>
                <p className="truncate text-sm text-slate-500 dark:text-slate-400">{m.email}</p>
              </div>
              {m.role === 'owner' ? (
                <Badge tone="brand">{ROLE_LABELS.owner}</Badge>
              ) : (
                <>
                  <label className="sr-only" htmlFor={`role-${m.userId}`}>
                    Função de {m.name}
                  </label>
                  <select
                    id={`role-${m.userId}`}
                    className="rounded-lg border border-slate-300 bg-white px-2 py-1 text-sm dark:border-slate-700 dark:bg-slate-900"
                    value={m.role}
                    onChange={(e) =>
                      update.mutate(
                        {
                          userId: m.userId,
                          values: {
                            role: e.target.value as InvitableRole,
                            allClients: m.allClients,
                            clientIds: m.clientIds,
                          },
                        },
                        {
                          onSuccess: () => toast.success(teamTexts.MEMBER_UPDATED),
                          onError: (err) => toast.error(errorText(err)),
                        },
                      )
                    }
                  >
                    {ROLE_OPTIONS.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                  <Badge>{m.allClients ? 'Todos os clientes' : `${m.clientIds.length} cliente(s)`}</Badge>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() =>
                      remove.mutate(m.userId, {
                        onSuccess: () => toast.success(teamTexts.MEMBER_REMOVED),
                        onError: (err) => toast.error(errorText(err)),
                      })
                    }
                  >
                    Remover {m.name}
                  </Button>
                </>
              )}
            </li>
          ))}
        </ul>
      </Card>
      {invitations.length > 0 && (
        <Card>
          <CardTitle>Convites abertos</CardTitle>
          <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
            {invitations.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center gap-3 py-3">
                <div className="min-w-0 flex-1">
                  <p className="truncate font-medium">{i.email}</p>
                  <p className="text-sm text-slate-500 dark:text-slate-400">
                    {ROLE_LABELS[i.role]} · vale até {formatDate(i.expiresAt)}
                  </p>
                </div>
                <Button
                  size="sm"
                  variant="outline"
                  onClick={() =>
                    revoke.mutate(i.id, {
                      onSuccess: () => toast.success(teamTexts.REVOKED),
                      onError: (err) => toast.error(errorText(err)),
                    })
                  }
                >
                  Revogar convite de {i.email}
                </Button>
              </li>
            ))}
          </ul>
        </Card>
      )}
      <InviteForm full={full} />
    </div>
  );
}
