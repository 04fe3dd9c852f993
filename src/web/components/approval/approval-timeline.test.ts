import { describe, expect, it } from 'vitest';
import { approvalActor, type ApprovalEventView } from '@shared/schemas/approval';
import { describeEvent } from './approval-timeline';

const event = (over: Partial<ApprovalEventView>): ApprovalEventView => ({
  id: 'e1',
  itemId: 'i1',
  state: 'approved',
  actor: 'client',
  approverName: 'Carla',
  comment: null,
  createdAt: '2026-05-04T12:00:00.000Z',
  ...over,
});

describe('describeEvent', () => {
  it("names the workspace's new version and the client's answers", () => {
    expect(describeEvent(event({ actor: 'owner', state: 'pending', approverName: null }))).toBe(
      'Nova versão enviada para aprovação',
    );
    expect(describeEvent(event({}))).toBe('Carla aprovou');
    expect(describeEvent(event({ state: 'changes_requested', approverName: null }))).toBe('Cliente pediu ajuste');
  });

  it('reads a stored actor it does not know as the client', () => {
    expect(approvalActor('owner')).toBe('owner');
    expect(approvalActor('client')).toBe('client');
    expect(approvalActor('toString')).toBe('client');
    expect(approvalActor('')).toBe('client');
  });
});
