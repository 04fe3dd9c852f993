import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SelectField, TextAreaField, TextField } from './field';

describe('fields', () => {
  it('name the control by its label alone and mark it required beside it', () => {
    render(<TextField label="Email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(input).not.toHaveAttribute('required');
    expect(input).not.toHaveAttribute('aria-invalid');
  });

  it('describe the control by its hint, and by its error instead once there is one', () => {
    const { rerender } = render(<TextAreaField label="Rotina" hint="Conte como é o seu dia." />);
    const area = screen.getByRole('textbox', { name: 'Rotina' });
    expect(area).toHaveAccessibleDescription('Conte como é o seu dia.');
    expect(area).toHaveAttribute('rows', '4');

    rerender(<TextAreaField label="Rotina" hint="Conte como é o seu dia." error="Conte sua rotina." />);
    expect(area).toHaveAccessibleDescription('Conte sua rotina.');
    expect(area).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Conte sua rotina.');
  });

  it("keep the caller's id and pass the other props to the control", () => {
    render(
      <SelectField
        id="niche"
        label="Nicho"
        placeholder="Escolha"
        options={[{ value: 'pets', label: 'Pets' }]}
        wrapperClassName="wrapper"
        defaultValue="pets"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Nicho' });
    expect(select).toHaveAttribute('id', 'niche');
    expect(select).toHaveValue('pets');
    expect(select.closest('.wrapper')).not.toBeNull();
  });
});
