import { describe, expect, it } from 'vitest';
import { clientExportQuerySchema, clientFormSchema, clientToFormValues, toClientInput } from './clients';

const codes = (input: unknown) => {
  const r = clientFormSchema.safeParse(input);
  return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
};

describe('clientFormSchema', () => {
  it('requires the name', () => {
    expect(codes({ name: '  ' })).toEqual({ name: 'CLIENT_NAME_REQUIRED' });
    expect(codes({})).toEqual({ name: expect.any(String) });
  });

  it('accepts an empty e-mail and phone but rejects malformed ones', () => {
    expect(codes({ name: 'Ana', email: '', phone: '' })).toEqual({});
    expect(codes({ name: 'Ana', email: 'ana@' })).toEqual({ email: 'EMAIL_INVALID_FORMAT' });
    expect(codes({ name: 'Ana', phone: 'abc' })).toEqual({ phone: 'CLIENT_PHONE_INVALID' });
    expect(codes({ name: 'Ana', phone: '1234' })).toEqual({ phone: 'CLIENT_PHONE_INVALID' });
  });

  it("takes a niche from the list, or 'outros' with the typed text, which replaces it", () => {
    expect(codes({ name: 'Ana', niche: 'astrologia' })).toEqual({ niche: 'CLIENT_NICHE_INVALID' });
    expect(codes({ name: 'Ana', niche: 'outros' })).toEqual({ customNiche: 'CLIENT_CUSTOM_NICHE_REQUIRED' });
    expect(
      toClientInput(clientFormSchema.parse({ name: ' Ana ', niche: 'outros', customNiche: ' Pet shop ' })),
    ).toEqual({
      name: 'Ana',
      email: null,
      phone: null,
      niche: 'Pet shop',
      dailyRoutine: null,
      notes: null,
    });
    expect(
      toClientInput(clientFormSchema.parse({ name: 'Ana', niche: 'fitness', customNiche: 'ignorado' })).niche,
    ).toBe('fitness');
  });

  it('limits the lengths', () => {
    expect(codes({ name: 'x'.repeat(121) })).toEqual({ name: 'CLIENT_FIELD_TOO_LONG' });
    expect(codes({ name: 'Ana', notes: 'x'.repeat(2001) })).toEqual({ notes: 'CLIENT_FIELD_TOO_LONG' });
  });
});

describe('clientToFormValues', () => {
  it("shows a niche outside the list as 'outros' with its text", () => {
    const base = { name: 'Ana', email: null, phone: null, dailyRoutine: null, notes: null };
    expect(clientToFormValues({ ...base, niche: 'Pet shop' })).toMatchObject({
      niche: 'outros',
      customNiche: 'Pet shop',
    });
    expect(clientToFormValues({ ...base, niche: 'tech' })).toMatchObject({ niche: 'tech', customNiche: '' });
    expect(clientToFormValues({ ...base, niche: null })).toMatchObject({ niche: '', customNiche: '' });
  });
});

describe('clientExportQuerySchema', () => {
  it('takes an optional YYYY-MM-DD date and the text or whatsapp format', () => {
    expect(clientExportQuerySchema.parse({})).toEqual({ date: null, format: 'text' });
    expect(clientExportQuerySchema.parse({ date: '2026-03-10', format: 'whatsapp' })).toEqual({
      date: '2026-03-10',
      format: 'whatsapp',
    });
    expect(clientExportQuerySchema.safeParse({ date: '10/03/2026' }).success).toBe(false);
    expect(clientExportQuerySchema.safeParse({ format: 'pdf' }).success).toBe(false);
  });
});
