/**
 * Price configuration per plan with inline edit: base price, price per client, clients limit, and beside
 * the price the discounts for paying 3, 6 or 12 months upfront with Pix.
 */
import { Pencil, Save, X } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { Button } from '@web/components/ui/button';
import { Card, CardTitle } from '@web/components/ui/card';
import { TextField } from '@web/components/ui/field';
import { formatDiscountPercent, formatMoney } from '@web/lib/format';
import { UPFRONT_MONTHS } from '@shared/plans';
import { adminMessages, adminToasts } from '@shared/messages/admin';
import type { PlanType } from '@shared/schemas/admin';
import { UNLIMITED_CLIENTS } from '@shared/constants';
import { useUpdatePricing, type PricingBody, type PricingView } from '../api';
import { clientsLimitText, monthlyPriceText, parseAmount, planHasClients, planLabel } from '../labels';

const UPFRONT_KEYS = ['upfrontDiscount3', 'upfrontDiscount6', 'upfrontDiscount12'] as const;
type UpfrontKey = (typeof UPFRONT_KEYS)[number];

function PriceRow({ row }: { row: PricingView }) {
  const update = useUpdatePricing();
  const [editing, setEditing] = useState(false);
  const [basePrice, setBasePrice] = useState('');
  const [perClient, setPerClient] = useState('');
  const [limit, setLimit] = useState('');
  const [members, setMembers] = useState('');
  const [discounts, setDiscounts] = useState<Record<UpfrontKey, string>>({
    upfrontDiscount3: '',
    upfrontDiscount6: '',
    upfrontDiscount12: '',
  });
  const [error, setError] = useState<string | null>(null);
  const label = planLabel(row.planType);
  const allowsNoBase = row.planType === 'agency_enterprise';
  // The Creator plan has no clients: its row neither shows nor edits a per-client price or a client limit.
  const withClients = planHasClients(row.planType);
  // A plan with a price on request has no upfront Pix offer.
  const withPix = !allowsNoBase;

  const start = () => {
    setBasePrice(row.basePrice === null ? '' : String(row.basePrice));
    setPerClient(String(row.pricePerClient));
    setLimit(String(row.clientsLimit));
    setMembers(String(row.membersLimit ?? 0));
    setDiscounts({
      upfrontDiscount3: String(row.upfrontDiscount3 ?? 0),
      upfrontDiscount6: String(row.upfrontDiscount6 ?? 0),
      upfrontDiscount12: String(row.upfrontDiscount12 ?? 0),
    });
    setError(null);
    setEditing(true);
  };

  const save = (e: FormEvent) => {
    e.preventDefault();
    const base = basePrice.trim() === '' && allowsNoBase ? null : parseAmount(basePrice);
    const per = parseAmount(perClient);
    const lim = Number(limit);
    const mem = Number(members);
    const valid =
      (base === null || (Number.isFinite(base) && base >= 0)) &&
      (!withClients ||
        (Number.isFinite(per) &&
          per >= 0 &&
          /^\d+$/.test(limit.trim()) &&
          Number.isInteger(lim) &&
          /^\d+$/.test(members.trim()) &&
          mem <= 99));
    const body: PricingBody = {};
    const pct = UPFRONT_KEYS.map((k) => [k, parseAmount(discounts[k])] as const);
    const discountsValid = !withPix || pct.every(([, v]) => Number.isFinite(v) && v >= 0 && v <= 90);
    if (!discountsValid) {
      setError(adminMessages.ADMIN_DISCOUNT_INVALID);
      toast.error(adminMessages.ADMIN_DISCOUNT_INVALID);
      return;
    }
    if (withPix) for (const [k, v] of pct) if (v !== row[k]) body[k] = Math.round(v * 100) / 100;
    if (valid) {
      if (base !== row.basePrice) body.basePrice = base;
      if (withClients && per !== row.pricePerClient) body.pricePerClient = per;
      if (withClients && lim !== row.clientsLimit) body.clientsLimit = lim;
      if (withClients && mem !== (row.membersLimit ?? 0)) body.membersLimit = mem;
    }
    if (!valid || (body.clientsLimit !== undefined && (lim < 1 || lim > UNLIMITED_CLIENTS))) {
      setError(adminMessages.ADMIN_PRICE_INVALID);
      toast.error(adminMessages.ADMIN_PRICE_INVALID);
      return;
    }
    if (Object.keys(body).length === 0) {
      setEditing(false);
      return;
    }
    update.mutate(
      { planType: row.planType as PlanType, ...body },
      {
        onSuccess: () => {
          toast.success(adminToasts.PRICES_UPDATED);
          setEditing(false);
        },
        onError: () => toast.error(adminMessages.ADMIN_PRICING_FAILED),
      },
    );
  };

  return (
    <li className="rounded-lg border border-slate-200 p-4 dark:border-slate-700">
      <section aria-label={`Preços ${label}`}>
        <h3 className="mb-3 font-semibold text-slate-900 dark:text-slate-50">{label}</h3>
        {editing ? (
          <form onSubmit={save} noValidate className="space-y-3" aria-label={`Editar preços ${label}`}>
            <div className={withClients ? 'grid gap-3 sm:grid-cols-2 lg:grid-cols-4' : 'grid gap-3 sm:max-w-xs'}>
              <TextField
                label="Preço base (R$)"
                type="number"
                step="0.01"
                min="0"
                inputMode="decimal"
                value={basePrice}
                onChange={(e) => setBasePrice(e.target.value)}
                hint={allowsNoBase ? 'Vazio = sob consulta' : undefined}
              />
              {withClients && (
                <>
                  <TextField
                    label="Preço por cliente (R$)"
                    type="number"
                    step="0.01"
                    min="0"
                    inputMode="decimal"
                    value={perClient}
                    onChange={(e) => setPerClient(e.target.value)}
                  />
                  <TextField
                    label="Limite de clientes"
                    type="number"
                    step="1"
                    min="1"
                    max={UNLIMITED_CLIENTS}
                    inputMode="numeric"
                    value={limit}
                    onChange={(e) => setLimit(e.target.value)}
                    hint="999 = Ilimitado"
                  />
                  <TextField
                    label="Membros da equipe"
                    type="number"
                    step="1"
                    min="0"
                    max={99}
                    inputMode="numeric"
                    value={members}
                    onChange={(e) => setMembers(e.target.value)}
                    hint="Além do Dono"
                  />
                </>
              )}
            </div>
            {withPix && (
              <fieldset className="grid gap-3 sm:grid-cols-3">
                <legend className="mb-2 text-sm font-medium text-slate-700 dark:text-slate-200">
                  Desconto para pagar meses antecipados com Pix (%)
                </legend>
                {UPFRONT_KEYS.map((k, i) => (
                  <TextField
                    key={k}
                    label={`${UPFRONT_MONTHS[i]} meses (%)`}
                    type="number"
                    step="0.01"
                    min="0"
                    max="90"
                    inputMode="decimal"
                    value={discounts[k]}
                    onChange={(e) => setDiscounts((d) => ({ ...d, [k]: e.target.value }))}
                  />
                ))}
              </fieldset>
            )}
            {error && (
              <p role="alert" className="text-sm text-red-600 dark:text-red-400">
                {error}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button type="submit" size="sm" busy={update.isPending} icon={<Save className="h-4 w-4" aria-hidden />}>
                Salvar
              </Button>
              <Button
                size="sm"
                variant="outline"
                onClick={() => setEditing(false)}
                icon={<X className="h-4 w-4" aria-hidden />}
              >
                Cancelar
              </Button>
            </div>
          </form>
        ) : (
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <dl className="grid grid-cols-1 gap-2 text-sm min-[400px]:grid-cols-3 sm:gap-6">
              <div>
                <dt className="text-slate-500 dark:text-slate-400">Preço base</dt>
                <dd className="font-medium tabular-nums">{monthlyPriceText(row.basePrice)}</dd>
              </div>
              {withClients && (
                <>
                  <div>
                    <dt className="text-slate-500 dark:text-slate-400">Preço por cliente</dt>
                    <dd className="font-medium tabular-nums">{formatMoney(row.pricePerClient)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500 dark:text-slate-400">Limite de clientes</dt>
                    <dd className="font-medium tabular-nums">{clientsLimitText(row.clientsLimit)}</dd>
                  </div>
                  <div>
                    <dt className="text-slate-500 dark:text-slate-400">Membros da equipe</dt>
                    <dd className="font-medium tabular-nums">{row.membersLimit ?? 0}</dd>
                  </div>
                </>
              )}
              {withPix && (
                <div>
                  <dt className="text-slate-500 dark:text-slate-400">Desconto Pix 3/6/12 meses</dt>
                  <dd className="font-medium tabular-nums">
                    {UPFRONT_KEYS.map((k) => formatDiscountPercent(row[k] ?? 0)).join(' / ')}
                  </dd>
                </div>
              )}
            </dl>
            <Button
              size="sm"
              variant="outline"
              onClick={start}
              aria-label={`Editar preços ${label}`}
              icon={<Pencil className="h-4 w-4" aria-hidden />}
            >
              Editar
            </Button>
          </div>
        )}
      </section>
    </li>
  );
}

export function PricingEditor({ pricing }: { pricing: PricingView[] }) {
  return (
    <Card>
      <CardTitle className="mb-4">Configuração de Preços</CardTitle>
      <ul className="space-y-3">
        {pricing.map((row) => (
          <PriceRow key={row.planType} row={row} />
        ))}
      </ul>
    </Card>
  );
}
