import { describe, expect, it } from 'vitest';
import {
  buildMonthPlan,
  generatorLink,
  longDayLabel,
  monthGridWeeks,
  monthTitle,
  shiftDay,
  weekOf,
  type CalendarItem,
} from './calendar';
import { ERROR_MESSAGES } from './messages';
import { CALENDAR_MAX_RANGE_DAYS, calendarRangeQuerySchema } from './schemas/calendar';

describe('month grid', () => {
  it('starts on the Sunday before the 1st and ends on the Saturday after the last day', () => {
    const weeks = monthGridWeeks(2027, 6);
    expect(weeks[0]?.[0]).toBe('2027-05-30');
    expect(weeks.at(-1)?.at(-1)).toBe('2027-07-03');
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(weeks.flat()).toContain('2027-06-12');
  });

  it('a February that starts on Sunday fits in four rows', () => {
    expect(monthGridWeeks(2026, 2)).toHaveLength(4);
    expect(monthGridWeeks(2026, 2)[0]?.[0]).toBe('2026-02-01');
  });

  it('any month grid fits in one calendar request', () => {
    for (let m = 1; m <= 12; m++)
      expect(monthGridWeeks(2030, m).flat().length).toBeLessThanOrEqual(CALENDAR_MAX_RANGE_DAYS);
  });

  it('weeks, shifts and pt-BR names', () => {
    expect(weekOf('2027-06-12')).toEqual([
      '2027-06-06',
      '2027-06-07',
      '2027-06-08',
      '2027-06-09',
      '2027-06-10',
      '2027-06-11',
      '2027-06-12',
    ]);
    expect(shiftDay('2027-12-31', 1)).toBe('2028-01-01');
    expect(longDayLabel('2027-06-12')).toBe('sábado, 12 de junho');
    expect(monthTitle(2027, 3)).toBe('março de 2027');
  });
});

describe('range rules', () => {
  it('messages name the same limits as the code', () => {
    expect(ERROR_MESSAGES.CALENDAR_RANGE_TOO_LONG).toContain(`${CALENDAR_MAX_RANGE_DAYS} dias`);
  });

  it('checks days and ranges', () => {
    const issue = (from: string) => calendarRangeQuerySchema.safeParse({ from, to: '2028-03-01' }).error?.issues[0];
    expect(issue('2027-02-29')?.message).toBe('DATE_INVALID');
    expect(issue('2028-02-29')).toBeUndefined();
    expect(calendarRangeQuerySchema.safeParse({ from: '2027-06-01', to: '2027-08-01' }).success).toBe(true);
    expect(calendarRangeQuerySchema.safeParse({ from: '2027-06-01', to: '2027-08-02' }).success).toBe(false);
  });
});

describe('Gerar pauta link', () => {
  it('carries the day, the theme and the client', () => {
    const link = generatorLink('caption', { date: '2027-06-12', theme: 'Dia dos Namorados: casal', clientId: 'abc' });
    expect(link).toBe('/captions?date=2027-06-12&theme=Dia+dos+Namorados%3A+casal&clientId=abc');
    expect(generatorLink('reel_idea', { date: '2027-06-12' })).toBe('/reels?date=2027-06-12');
  });
});

describe('month plan', () => {
  const item = (over: Partial<CalendarItem>): CalendarItem => ({
    id: '1',
    type: 'caption',
    title: 'Post',
    status: 'pending',
    completed: false,
    date: '2027-06-12',
    scheduledDate: '2027-06-12T12:00:00.000Z',
    createdAt: '2027-06-01T12:00:00.000Z',
    clientId: null,
    clientName: null,
    colorIndex: null,
    approvalState: 'none',
    ...over,
  });

  it('lists the month’s items by day with kind and state, and the dates', () => {
    const text = buildMonthPlan(
      [
        item({ title: 'Reel junino', type: 'reel_idea', date: '2027-06-24', completed: true, status: 'completed' }),
        item({ title: 'Casal', date: '2027-06-12' }),
        item({ title: 'Julho', date: '2027-07-01' }),
        item({ title: 'Sem data', date: null }),
      ],
      {
        month: '2027-06',
        ownerName: 'Ana',
        format: 'text',
        dates: [{ date: '2027-06-12', name: 'Dia dos Namorados' }],
      },
    );
    expect(text).toBe(
      [
        'PLANO DO MÊS — Ana',
        'Mês: junho de 2027',
        'Itens: 2 (1 concluído)',
        '',
        '12/06 (sábado)',
        '  * Dia dos Namorados',
        '  - Legenda: Casal (Pendente)',
        '',
        '24/06 (quinta-feira)',
        '  - Reel: Reel junino (Concluído)',
      ].join('\n'),
    );
  });

  it('WhatsApp: bold headings, emojis and the client of each item', () => {
    const text = buildMonthPlan([item({ title: '*Casal*', clientName: 'Cliente X' })], {
      month: '2027-06',
      ownerName: 'Todos os clientes',
      format: 'whatsapp',
      showClient: true,
    });
    expect(text).toContain('🗓️ *Plano do mês — Todos os clientes*');
    expect(text).toContain('*12/06 (sábado)*');
    expect(text).toContain('✍️ Legenda: Casal [Cliente X] — ⏳ Pendente');
    expect(text.endsWith('_Gerado com Pautei_')).toBe(true);
  });

  it('says so when nothing is scheduled', () => {
    expect(buildMonthPlan([], { month: '2027-02', ownerName: 'Ana', format: 'text' })).toContain(
      'Nenhum conteúdo agendado para este mês.',
    );
  });
});
