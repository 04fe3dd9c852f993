/** The dashboard's quick add-expense form and add-OpenAI-expense form. */
import { Plus, Sparkles } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { SelectField, TextField } from '@web/components/ui/field';
import { adminMessages, adminToasts } from '@shared/messages/admin';
import {
  EXPENSE_CATEGORY_LABELS,
  QUICK_EXPENSE_CATEGORIES,
  expenseInputSchema,
  type ExpenseCategory,
} from '@shared/schemas/admin';
import { useCreateExpense } from '../api';
import { parseAmount } from '../labels';
import { schemaErrors } from '@web/lib/form-errors';

function QuickForm({
  title,
  name,
  fixedCategory,
  descriptionPlaceholder,
}: {
  title: string;
  name: string;
  fixedCategory?: ExpenseCategory;
  descriptionPlaceholder: string;
}) {
  const create = useCreateExpense();
  const [description, setDescription] = useState('');
  const [amount, setAmount] = useState('');
  const [category, setCategory] = useState<ExpenseCategory>('operacional');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const value = parseAmount(amount);
    if (!description.trim() || !(value > 0)) {
      setError(adminMessages.ADMIN_EXPENSE_INVALID);
      toast.error(adminMessages.ADMIN_EXPENSE_INVALID);
      return;
    }
    const body = { description: description.trim(), amount: value, category: fixedCategory ?? category };
    // The server's own rule (invisible characters, sizes), with the words it would answer.
    const refused = schemaErrors(expenseInputSchema, body);
    if (refused) {
      const message = Object.values(refused)[0] ?? adminMessages.ADMIN_EXPENSE_INVALID;
      setError(message);
      toast.error(message);
      return;
    }
    setError(null);
    create.mutate(body, {
      onSuccess: () => {
        toast.success(adminToasts.EXPENSE_ADDED);
        setDescription('');
        setAmount('');
      },
      onError: () => toast.error(adminMessages.ADMIN_EXPENSE_ADD_FAILED),
    });
  };

  return (
    <Card>
      <form aria-label={name} onSubmit={submit} noValidate className="space-y-3">
        <CardTitle as="h3" className="text-base">
          {title}
        </CardTitle>
        <TextField
          label="Descrição"
          value={description}
          placeholder={descriptionPlaceholder}
          maxLength={500}
          onChange={(e) => setDescription(e.target.value)}
          required
        />
        <div className="grid gap-3 sm:grid-cols-2">
          <TextField
            label="Valor (R$)"
            type="number"
            inputMode="decimal"
            step="0.01"
            min="0.01"
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            required
          />
          {!fixedCategory && (
            <SelectField
              label="Categoria"
              value={category}
              onChange={(e) => setCategory(e.target.value as ExpenseCategory)}
              options={QUICK_EXPENSE_CATEGORIES.map((c) => ({ value: c, label: EXPENSE_CATEGORY_LABELS[c] }))}
            />
          )}
        </div>
        {error && (
          <p role="alert" className="text-sm text-red-600 dark:text-red-400">
            {error}
          </p>
        )}
        <Button
          type="submit"
          busy={create.isPending}
          icon={fixedCategory ? <Sparkles className="h-4 w-4" aria-hidden /> : <Plus className="h-4 w-4" aria-hidden />}
        >
          {fixedCategory ? 'Adicionar Gasto OpenAI' : 'Adicionar Gasto'}
        </Button>
      </form>
    </Card>
  );
}

export function QuickExpenseForms() {
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <QuickForm title="Adicionar gasto" name="Adicionar gasto" descriptionPlaceholder="Ex.: Hospedagem do servidor" />
      <QuickForm
        title="Adicionar gasto OpenAI"
        name="Adicionar gasto OpenAI"
        fixedCategory="openai"
        descriptionPlaceholder="Ex.: Créditos da API OpenAI"
      />
    </div>
  );
}
