import { describe, expect, it } from 'vitest';
import { activitySentence, type ActivityEntry } from './activity';

const entry = (over: Partial<ActivityEntry>): ActivityEntry => ({
  id: 'x',
  action: 'created',
  actorUserId: 'u1',
  actorName: 'Ana',
  clientId: null,
  clientName: null,
  itemId: 'i1',
  details: { title: 'Treino de hoje' },
  createdAt: '2026-11-21T17:05:00.000Z',
  ...over,
});

describe('activitySentence', () => {
  it('words each action with who took it', () => {
    expect(activitySentence(entry({}))).toBe('Ana criou “Treino de hoje”');
    expect(activitySentence(entry({ action: 'edited' }))).toBe('Ana editou “Treino de hoje”');
    expect(activitySentence(entry({ action: 'edited', details: { title: 'T', regenerated: 'true' } }))).toBe(
      'Ana gerou de novo “T”',
    );
    expect(activitySentence(entry({ action: 'edited', details: { title: 'T', restoredFrom: '2' } }))).toBe(
      'Ana restaurou a versão 2 de “T”',
    );
    expect(activitySentence(entry({ action: 'deleted' }))).toBe('Ana excluiu “Treino de hoje”');
    expect(activitySentence(entry({ action: 'rescheduled', details: { title: 'T', date: '2026-12-10' } }))).toBe(
      'Ana agendou “T” para 10/12/2026',
    );
    expect(activitySentence(entry({ action: 'rescheduled', details: { title: 'T', date: null } }))).toBe(
      'Ana tirou “T” da agenda',
    );
    expect(activitySentence(entry({ action: 'approval_sent' }))).toBe('Ana enviou “Treino de hoje” para aprovação');
    expect(activitySentence(entry({ action: 'internal_submitted' }))).toBe(
      'Ana enviou “Treino de hoje” para a revisão interna',
    );
    expect(
      activitySentence(entry({ action: 'internal_answered', details: { title: 'T', decision: 'approved' } })),
    ).toBe('Ana aprovou internamente “T”');
    expect(activitySentence(entry({ action: 'internal_answered', details: { title: 'T', decision: 'changes' } }))).toBe(
      'Ana pediu ajustes internos em “T”',
    );
  });

  it('names the client for an answer, and someone for a deleted account', () => {
    const answer = { action: 'approval_answered' as const, actorUserId: null, actorName: null };
    expect(
      activitySentence(entry({ ...answer, details: { title: 'T', decision: 'approved', approverName: 'Carla' } })),
    ).toBe('O cliente (Carla) aprovou “T”');
    expect(
      activitySentence(
        entry({ ...answer, details: { title: 'T', decision: 'changes_requested', approverName: null } }),
      ),
    ).toBe('O cliente pediu ajustes em “T”');
    expect(activitySentence(entry({ actorUserId: null, actorName: null }))).toBe('Alguém criou “Treino de hoje”');
  });
});
