/** The team forms: an invitation (e-mail, role, clients) and a member's change (role, clients). */
import { z } from 'zod';
import { INVITABLE_ROLES } from '../team';
import { EMAIL_PATTERN } from './auth';
import { NAME_MAX_LENGTH, plainLine } from './text';
import { normaliseBrazilPhone } from '../whatsapp';

/** Which clients an editor works on: all of them, or the ids listed (at least one). */
const clientAccess = {
  allClients: z.boolean({ message: 'INVITATION_CLIENTS_INVALID' }),
  clientIds: z.array(z.uuid({ message: 'INVITATION_CLIENTS_INVALID' })).max(500, 'INVITATION_CLIENTS_INVALID'),
};

const withClients = <T extends { allClients: boolean; clientIds: string[] }>(v: T) =>
  v.allClients || v.clientIds.length > 0;

export const invitationSchema = z
  .object({
    email: plainLine().trim().max(254, 'INVITATION_EMAIL_INVALID').regex(EMAIL_PATTERN, 'INVITATION_EMAIL_INVALID'),
    role: z.enum(INVITABLE_ROLES, { message: 'INVITATION_ROLE_INVALID' }),
    ...clientAccess,
  })
  .refine(withClients, { message: 'INVITATION_CLIENTS_INVALID', path: ['clientIds'] });
export type InvitationInput = z.infer<typeof invitationSchema>;

export const memberUpdateSchema = z
  .object({ role: z.enum(INVITABLE_ROLES, { message: 'INVITATION_ROLE_INVALID' }), ...clientAccess })
  .refine(withClients, { message: 'INVITATION_CLIENTS_INVALID', path: ['clientIds'] });
export type MemberUpdateInput = z.infer<typeof memberUpdateSchema>;

/** Whether a typed number is a Brazilian phone WhatsApp can open (another country's number is refused). */
export function isBrazilWhatsapp(value: string): boolean {
  return normaliseBrazilPhone(value)?.startsWith('+55') ?? false;
}

/**
 * The team's own name ("Nome da equipe"); empty clears it, and the team is named after its founder again.
 * With it, the team's WhatsApp: a Brazilian number as people type it (empty clears it; left out, it stays).
 */
export const workspaceNameSchema = z.object({
  name: plainLine().trim().max(NAME_MAX_LENGTH, 'WORKSPACE_NAME_TOO_LONG'),
  whatsapp: plainLine()
    .trim()
    .max(30, 'WORKSPACE_WHATSAPP_INVALID')
    .refine((v) => v === '' || isBrazilWhatsapp(v), 'WORKSPACE_WHATSAPP_INVALID')
    .optional(),
});
export type WorkspaceNameInput = z.infer<typeof workspaceNameSchema>;
