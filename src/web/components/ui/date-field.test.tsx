import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { messageFor } from '@shared/messages';
import { checkDateFields, DateField } from './date-field';

const MESSAGE = messageFor('DATE_INVALID');

/** jsdom cannot type into a date field: this gives the field what Chromium gives for 30/02 (empty, badInput). */
function typeUnreadable(input: HTMLElement) {
  Object.defineProperty(input, 'validity', { configurable: true, value: { badInput: true, valid: false } });
}

function Form({ onGo }: { onGo: () => void }) {
  return (
    <form
      noValidate
      aria-label="Formulário"
      onSubmit={(e) => {
        e.preventDefault();
        if (checkDateFields(e.currentTarget)) onGo();
      }}
    >
      <DateField label="Data agendada (opcional)" />
      <button type="submit">Gerar</button>
    </form>
  );
}

describe('a date field', () => {
  it('refuses a date the browser could not read: the message under the field, linked, and the focus on it', () => {
    const onGo = vi.fn();
    render(<Form onGo={onGo} />);
    const input = screen.getByLabelText('Data agendada (opcional)');
    typeUnreadable(input);
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(onGo).not.toHaveBeenCalled();
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(input).toHaveAccessibleDescription(MESSAGE);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
  });

  it('refuses a year caught half-typed on submit, not on leaving the field (the button must not move away)', () => {
    const onGo = vi.fn();
    render(<Form onGo={onGo} />);
    const input = screen.getByLabelText('Data agendada (opcional)');
    fireEvent.change(input, { target: { value: '0002-02-28' } });
    fireEvent.blur(input);
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(onGo).not.toHaveBeenCalled();
    // Once the date is whole, the message goes and the form goes on.
    fireEvent.change(input, { target: { value: '2028-02-29' } });
    expect(screen.queryByRole('alert')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(onGo).toHaveBeenCalledTimes(1);
  });

  it('lets an empty optional field through', () => {
    const onGo = vi.fn();
    render(<Form onGo={onGo} />);
    fireEvent.click(screen.getByRole('button', { name: 'Gerar' }));
    expect(onGo).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a live date field (no button)', () => {
  it('says so as soon as the field loses the focus', () => {
    render(<DateField label="Data inicial" checkOnBlur />);
    const input = screen.getByLabelText('Data inicial');
    typeUnreadable(input);
    fireEvent.blur(input);
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGE);
    expect(input).toHaveAccessibleDescription(MESSAGE);
  });
});
