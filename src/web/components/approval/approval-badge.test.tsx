import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { ApprovalBadge } from './approval-badge';

afterEach(cleanup);

describe('the approval badge of an item', () => {
  it('reads "Aguardando" for an item in front of the client', () => {
    render(<ApprovalBadge state="pending" />);
    expect(screen.getByText('Aguardando')).toBeTruthy();
    expect(screen.queryByText('Precisa de novo envio')).toBeNull();
  });

  it('says an item left only on expired or revoked links needs a new send', () => {
    render(<ApprovalBadge state="pending" needsResend />);
    expect(screen.getByText('Precisa de novo envio')).toBeTruthy();
    expect(screen.queryByText('Aguardando')).toBeNull();
  });

  it('keeps an answered item’s state whatever its links', () => {
    render(<ApprovalBadge state="approved" needsResend />);
    expect(screen.getByText('Aprovado')).toBeTruthy();
  });
});
