/** The expense page's create / edit form: description, amount (0.01 steps), category, notes, date. */
import { Save, X } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { checkDateFields, DateField } from '@web/components/ui/date-field';
import { SelectField, TextAreaField, TextField } from '@web/components/ui/field';
import { todayIn } from '@shared/periods';
import { adminMessages, adminToasts } from '@shared/messages/admin';
import {
  DEFAULT_EXPENSE_CATEGORY,
  EXPENSE_CATEGORIES,
  EXPENSE_CATEGORY_LABELS,
  expenseInputSchema,
  type ExpenseCategory,
} from '@shared/schemas/admin';
import { useCreateExpense, useUpdateExpense, type Expense } from '../api';
import { parseAmount } from '../labels';
import { schemaErrors } from '@web/lib/form-errors';

interface FormState {
  description: string;
  amount: string;
  category: ExpenseCategory;
  notes: string;
  expenseDate: string;
}

const empty = (): FormState => ({
  description: '',
  amount: '',
  category: DEFAULT_EXPENSE_CATEGORY,
  notes: '',
  expenseDate: todayIn(new Date()),
});

export function ExpenseForm({ editing, onDone }: { editing: Expense | null; onDone: () => void }) {
  const create = useCreateExpense();
  const update = useUpdateExpense();
  const [form, setForm] = useState<FormState>(empty);
  const [error, setError] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useEffect(() => {
    setError(null);
    if (editing) {
      // On a phone the form sits above the list: bring it into view for the edit.
      formRef.current?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
      formRef.current?.querySelector('input')?.focus({ preventScroll: true });
    }
    setForm(
      editing
        ? {
            description: editing.description,
            amount: String(editing.amount),
            category: (EXPENSE_CATEGORIES as readonly string[]).includes(editing.category)
              ? (editing.category as ExpenseCategory)
              : 'outros',
            notes: editing.notes ?? '',
            expenseDate: editing.expenseDate ?? todayIn(new Date(editing.createdAt)),
          }
        : empty(),
    );
  }, [editing]);

  const set = (patch: Partial<FormState>) => setForm((f) => ({ ...f, ...patch }));

  const submit = (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    // A date the browser could not read would arrive empty and be saved as today: refused under its field.
    if (!checkDateFields(e.currentTarget)) return;
    const amount = parseAmount(form.amount);
    if (!form.description.trim() || !(amount > 0)) {
      setError(adminMessages.ADMIN_EXPENSE_REQUIRED);
      toast.error(adminMessages.ADMIN_EXPENSE_REQUIRED);
      return;
    }
    setError(null);
    const body = {
      description: form.description.trim(),
      amount,
      category: form.category,
      notes: form.notes.trim() || null,
      expenseDate: form.expenseDate || null,
    };
    // The server's own rule (invisible characters, sizes), with the words it would answer.
    const refused = schemaErrors(expenseInputSchema, body);
    if (refused) {
      const message = Object.values(refused)[0] ?? adminMessages.ADMIN_EXPENSE_INVALID;
      setError(message);
      toast.error(message);
      return;
    }
    const done = (message: string) => () => {
      toast.success(message);
      setForm(empty());
      onDone();
    };
    const failed = (err: unknown) => {
      const status = (err as { status?: number }).status;
      toast.error(status === 400 ? adminMessages.ADMIN_EXPENSE_REQUIRED : adminMessages.ADMIN_EXPENSE_SAVE_FAILED);
    };
    if (editing)
      update.mutate({ id: editing.id, ...body }, { onSuccess: done(adminToasts.EXPENSE_UPDATED), onError: failed });
    else create.mutate(body, { onSuccess: done(adminToasts.EXPENSE_ADDED), onError: failed });
  };

  return (
    <Card>
      <form
        ref={formRef}
        aria-label={editing ? 'Editar gasto' : 'Novo gasto'}
        onSubmit={submit}
        noValidate
        className="space-y-4"
      >
        <CardTitle>{editing ? 'Editar Gasto' : 'Novo Gasto'}</CardTitle>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label="Descrição"
            required
            maxLength={500}
            value={form.description}
            onChange={(e) => set({ description: e.target.value })}
            wrapperClassName="sm:col-span-2"
          />
          <TextField
            label="Valor (R$)"
            required
            type="number"
            step="0.01"
            min="0.01"
            inputMode="decimal"
            value={form.amount}
            onChange={(e) => set({ amount: e.target.value })}
          />
          <SelectField
            label="Categoria"
            value={form.category}
            onChange={(e) => set({ category: e.target.value as ExpenseCategory })}
            options={EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] }))}
          />
          <DateField
            label="Data do gasto"
            className="dark:[color-scheme:dark]"
            value={form.expenseDate}
            onChange={(e) => set({ expenseDate: e.target.value })}
          />
          <TextAreaField
            label="Observações"
            rows={2}
            maxLength={2000}
            value={form.notes}
            onChange={(e) => set({ notes: e.target.value })}
            wrapperClassName="sm:col-span-2"
          />
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button
            type="submit"
            busy={create.isPending || update.isPending}
            icon={<Save className="h-4 w-4" aria-hidden />}
          >
            {editing ? 'Atualizar Gasto' : 'Salvar Gasto'}
          </Button>
          {editing && (
            <Button variant="outline" onClick={onDone} icon={<X className="h-4 w-4" aria-hidden />}>
              Cancelar
            </Button>
          )}
        </div>
      </form>
    </Card>
  );
}
