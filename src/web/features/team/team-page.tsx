/**
 * "Equipe" (the Donos of an agency): the members, each with a form to change their role and clients, the
 * open invitations and the seats, and the form that invites someone by e-mail as Editor (all clients or a
 * chosen list), Revisor or Dono. The founding account is always Dono and has no form (decision 0020).
 * Removing a member and revoking an invitation ask for confirmation first, as every deletion does.
 */
import { UsersRound } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from '@web/lib/toast';
import { formatDate } from '@shared/format';
import { formatBrazilPhone } from '@shared/whatsapp';
import { interpolate } from '@shared/messages';
import { teamTexts } from '@shared/messages/team-texts';
import { internalReviewTexts } from '@shared/messages/internal-review';
import { useInternalReview, useSetInternalReview } from '@web/entities/internal-review/api';
import {
  INVITABLE_ROLES,
  ROLE_LABELS,
  accessLabel,
  roleChoosesClients,
  roleMay,
  type InvitableRole,
} from '@shared/team';
import { Badge } from '@web/components/ui/badge';
import { Button, buttonClasses } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { SelectField, TextField } from '@web/components/ui/field';
import { Notice } from '@web/components/ui/notice';
import { PageHeader } from '@web/components/ui/page-header';
import { Spinner } from '@web/components/ui/spinner';
import { useClients } from '@web/entities/clients/api';
import { ApiError } from '@web/lib/api';
import { useMe } from '@web/lib/session';
import { schemaErrors } from '@web/lib/form-errors';
import { invitationSchema, workspaceNameSchema } from '@shared/schemas/team';
import {
  useInvite,
  useRemoveMember,
  useRevokeInvitation,
  useSetWorkspaceName,
  useTeam,
  useUpdateMember,
  type TeamInvitation,
  type TeamMember,
} from '@web/entities/team/api';

const ROLE_OPTIONS = INVITABLE_ROLES.map((r) => ({ value: r, label: ROLE_LABELS[r] }));

const ROLE_HINTS: Record<InvitableRole, string> = {
  editor: 'Gera, edita, agenda e envia para aprovação; não vê a assinatura nem a equipe.',
  reviewer: 'Lê, comenta e aprova internamente; não gera nem gasta tokens.',
  owner: 'Pode tudo, como você: assinatura, plano, equipe e clientes.',
};

/** The clients sent for a role: the list chosen when the role works on chosen clients, else every client. */
function clientAccess(role: InvitableRole, all: boolean, chosen: string[]) {
  const choosing = roleChoosesClients(role);
  return { allClients: !choosing || all, clientIds: choosing && !all ? chosen : [] };
}

function errorText(err: unknown): string {
  return err instanceof Error ? err.message : String(err);
}

/** Which clients an editor works on: every one, or those checked. */
function ClientChoice({
  legend = 'Clientes',
  all,
  chosen,
  onAll,
  onChosen,
}: {
  legend?: string;
  all: boolean;
  chosen: string[];
  onAll: (all: boolean) => void;
  onChosen: (ids: string[]) => void;
}) {
  const { data } = useClients();
  const id = useId();
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-medium text-slate-700 dark:text-slate-200">{legend}</legend>
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

/** "Revisão interna": the owner's switch for the whole workspace (decision 0022). */
function InternalReviewSwitch() {
  const id = useId();
  const overview = useInternalReview();
  const change = useSetInternalReview();
  const on = overview.data?.enabled ?? false;
  return (
    <Card>
      <label htmlFor={id} className="flex cursor-pointer items-start gap-3">
        <input
          id={id}
          type="checkbox"
          role="switch"
          checked={on}
          aria-checked={on}
          aria-describedby={`${id}-help`}
          disabled={!overview.data || change.isPending}
          onChange={(e) =>
            change.mutate(e.target.checked, {
              onSuccess: (res) =>
                toast.success(res.enabled ? internalReviewTexts.SWITCH_ON : internalReviewTexts.SWITCH_OFF),
              onError: (err) => toast.error(errorText(err)),
            })
          }
          className="mt-1 h-4 w-4 accent-brand-600"
        />
        <span>
          <span className="font-semibold">{internalReviewTexts.SWITCH_LABEL}</span>
          <span id={`${id}-help`} className="mt-1 block text-sm text-slate-600 dark:text-slate-300">
            {internalReviewTexts.SWITCH_HELP}
          </span>
        </span>
      </label>
    </Card>
  );
}

/**
 * "Nome da equipe" and "WhatsApp da equipe": how invitations, e-mails, the switcher and the clients' review
 * page name the team, and where a client whose link moved on is told to write. Empty name: the founder's
 * name, as before teams had names; empty WhatsApp: none offered. Checked here with the server's own rule.
 */
function TeamNameForm({ own, whatsapp }: { own: string | null; whatsapp: string | null }) {
  const save = useSetWorkspaceName();
  const [name, setName] = useState(own ?? '');
  const [phone, setPhone] = useState(whatsapp ? formatBrazilPhone(whatsapp) : '');
  const [errors, setErrors] = useState<{ name?: string; whatsapp?: string }>({});
  const unchanged = name.trim() === (own ?? '') && phone.trim() === (whatsapp ? formatBrazilPhone(whatsapp) : '');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const refused = schemaErrors(workspaceNameSchema, { name, whatsapp: phone });
    setErrors(refused ?? {});
    if (refused) return;
    save.mutate(
      { name, whatsapp: phone },
      {
        onSuccess: (res) => {
          setName(res.workspaceName ?? '');
          setPhone(res.whatsapp ? formatBrazilPhone(res.whatsapp) : '');
          toast.success(teamTexts.NAME_SAVED);
        },
        onError: (err) => setErrors({ name: errorText(err) }),
      },
    );
  };

  return (
    <Card>
      <form onSubmit={submit} className="space-y-4" noValidate>
        <TextField
          label={teamTexts.NAME_LABEL}
          autoComplete="organization"
          value={name}
          onChange={(e) => setName(e.target.value)}
          hint={teamTexts.NAME_HINT}
          error={errors.name}
        />
        <TextField
          label={teamTexts.WHATSAPP_LABEL}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(e) => setPhone(e.target.value)}
          hint={teamTexts.WHATSAPP_HINT}
          error={errors.whatsapp}
        />
        <Button type="submit" busy={save.isPending} disabled={unchanged}>
          {teamTexts.NAME_SAVE}
        </Button>
      </form>
    </Card>
  );
}

function InviteForm({ full }: { full: boolean }) {
  const invite = useInvite();
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<InvitableRole>(INVITABLE_ROLES[0]);
  const [all, setAll] = useState(true);
  const [chosen, setChosen] = useState<string[]>([]);
  const [error, setError] = useState<string | undefined>();

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    const values = { email, role, ...clientAccess(role, all, chosen) };
    const refused = schemaErrors(invitationSchema, values);
    setError(refused && Object.values(refused)[0]);
    if (refused) return;
    invite.mutate(values, {
      onSuccess: (res) => {
        toast.success(interpolate(teamTexts.INVITED, { email: res.invitation.email }));
        setEmail('');
        setChosen([]);
        setAll(true);
      },
      onError: (err) => setError(errorText(err)),
    });
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
          hint={ROLE_HINTS[role]}
        />
        {roleChoosesClients(role) && <ClientChoice all={all} chosen={chosen} onAll={setAll} onChosen={setChosen} />}
        <Button type="submit" busy={invite.isPending} disabled={full}>
          Enviar convite
        </Button>
      </form>
    </Card>
  );
}

/**
 * One member's access: the role and, for an editor, the clients. Saved with its button, so a change of
 * role and of clients goes in one request (and a half-made choice changes nothing).
 */
function MemberAccess({ member }: { member: TeamMember }) {
  const update = useUpdateMember();
  const remove = useRemoveMember();
  const id = useId();
  const [role, setRole] = useState<InvitableRole>(member.role);
  const [all, setAll] = useState(member.allClients);
  const [chosen, setChosen] = useState<string[]>(member.clientIds);
  const [saved, setSaved] = useState(false);
  const [error, setError] = useState<string | undefined>();
  const [confirmRemove, setConfirmRemove] = useState(false);
  const changed =
    role !== member.role ||
    (roleChoosesClients(role) &&
      (all !== member.allClients || (!all && [...chosen].sort().join() !== [...member.clientIds].sort().join())));

  const edit = (apply: () => void) => {
    apply();
    setSaved(false);
    setError(undefined);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setError(undefined);
    update.mutate(
      {
        userId: member.userId,
        values: { role, ...clientAccess(role, all, chosen) },
      },
      {
        onSuccess: () => {
          setSaved(true);
          toast.success(teamTexts.MEMBER_UPDATED);
        },
        onError: (err) => setError(errorText(err)),
      },
    );
  };

  return (
    <form onSubmit={submit} aria-label={`Acesso de ${member.name}`} className="w-full space-y-3" noValidate>
      <SelectField
        label={`Função de ${member.name}`}
        options={ROLE_OPTIONS}
        value={role}
        onChange={(e) => edit(() => setRole(e.target.value as InvitableRole))}
        hint={ROLE_HINTS[role]}
        wrapperClassName="max-w-xs"
      />
      {roleChoosesClients(role) && (
        <ClientChoice
          legend={`Clientes de ${member.name}`}
          all={all}
          chosen={chosen}
          onAll={(v) => edit(() => setAll(v))}
          onChosen={(ids) => edit(() => setChosen(ids))}
        />
      )}
      <div className="flex flex-wrap items-center gap-2">
        <Button type="submit" size="sm" busy={update.isPending} disabled={!changed}>
          Salvar alterações de {member.name}
        </Button>
        <Button type="button" size="sm" variant="outline" onClick={() => setConfirmRemove(true)}>
          Remover {member.name}
        </Button>
      </div>
      <ConfirmDialog
        open={confirmRemove}
        title={teamTexts.REMOVE_TITLE}
        confirmLabel={teamTexts.REMOVE_CONFIRM}
        busy={remove.isPending}
        onCancel={() => setConfirmRemove(false)}
        onConfirm={() =>
          remove.mutate(member.userId, {
            onSuccess: () => toast.success(teamTexts.MEMBER_REMOVED),
            onError: (err) => setError(errorText(err)),
            onSettled: () => setConfirmRemove(false),
          })
        }
      >
        <p>{interpolate(teamTexts.REMOVE_QUESTION, { name: member.name })}</p>
        <p className="mt-2">{teamTexts.REMOVE_EFFECT}</p>
      </ConfirmDialog>
      <p id={`${id}-status`} role="status" className="text-sm text-emerald-700 dark:text-emerald-400">
        {saved && !changed ? teamTexts.MEMBER_UPDATED : ''}
      </p>
      {error && (
        <p role="alert" className="text-sm text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}

/** An open invitation: who, the access it gives, until when, and "Revogar" (after a confirmation). */
function InvitationRow({ invitation }: { invitation: TeamInvitation }) {
  const revoke = useRevokeInvitation();
  const [confirming, setConfirming] = useState(false);
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium">{invitation.email}</p>
        <p className="text-sm text-slate-500 dark:text-slate-400">
          {accessLabel(invitation)} · vale até {formatDate(invitation.expiresAt)}
        </p>
      </div>
      {/* The e-mail is in the button's name for screen readers; on screen it is the line beside it. */}
      <Button
        size="sm"
        variant="outline"
        aria-label={interpolate(teamTexts.REVOKE_LABEL, { email: invitation.email })}
        onClick={() => setConfirming(true)}
      >
        {teamTexts.REVOKE}
      </Button>
      <ConfirmDialog
        open={confirming}
        title={teamTexts.REVOKE_TITLE}
        confirmLabel={teamTexts.REVOKE}
        busy={revoke.isPending}
        onCancel={() => setConfirming(false)}
        onConfirm={() =>
          revoke.mutate(invitation.id, {
            onSuccess: () => toast.success(teamTexts.REVOKED),
            onError: (err) => toast.error(errorText(err)),
            onSettled: () => setConfirming(false),
          })
        }
      >
        <p className="break-words">{interpolate(teamTexts.REVOKE_QUESTION, { email: invitation.email })}</p>
        <p className="mt-2">{teamTexts.REVOKE_EFFECT}</p>
      </ConfirmDialog>
    </li>
  );
}

export default function TeamPage() {
  const { data: me } = useMe();
  const team = useTeam();

  // A creator's account is a workspace of one: the page says how teams come, instead of a refusal.
  if (me && me.profile.subscriptionType !== 'agency') {
    return (
      <Notice tone="info" title={teamTexts.CREATOR_TEAM_TITLE}>
        <p>{teamTexts.CREATOR_TEAM_TEXT}</p>
        {me.workspace.may.billing && (
          <Link to="/subscription" className={buttonClasses('primary', 'sm', 'mt-3')}>
            {teamTexts.CREATOR_TEAM_LINK}
          </Link>
        )}
      </Notice>
    );
  }
  if (me && !me.workspace.may.members) {
    return <Notice tone="warning">Apenas o Dono da equipe pode ver e mudar a equipe.</Notice>;
  }
  if (team.isPending) return <Spinner />;
  if (team.isError) {
    const err = team.error;
    return <Notice tone="danger">{err instanceof ApiError ? err.message : errorText(err)}</Notice>;
  }
  const { name, members, invitations, seats } = team.data;
  const full = seats.used >= seats.limit;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Equipe"
        icon={<UsersRound className="h-5 w-5" aria-hidden />}
        description={`${seats.used} de ${seats.limit} ${seats.limit === 1 ? 'membro' : 'membros'} além de quem criou a equipe.`}
      />
      {full && <Notice tone="info">A equipe chegou ao limite de membros do plano.</Notice>}
      <TeamNameForm own={name.own} whatsapp={name.whatsapp} />
      <Card>
        <CardTitle>Membros</CardTitle>
        <ul className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
          {members.map((m) => (
            <li key={m.userId} className="flex flex-wrap items-center gap-3 py-4">
              <div className="min-w-0 flex-1">
                <p className="font-medium">{m.name}</p>
                <p className="truncate text-sm text-slate-500 dark:text-slate-400">{m.email}</p>
              </div>
              {m.founder ? (
                <Badge tone="brand">{ROLE_LABELS.owner} · criou a equipe</Badge>
              ) : (
                <>
                  <Badge tone={roleMay(m.role, 'members') ? 'brand' : undefined}>{accessLabel(m)}</Badge>
                  <MemberAccess member={m} />
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
              <InvitationRow key={i.id} invitation={i} />
            ))}
          </ul>
        </Card>
      )}
      <InternalReviewSwitch />
      <InviteForm full={full} />
    </div>
  );
}
