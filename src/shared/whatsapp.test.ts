import { describe, expect, it } from 'vitest';
import { addedToLinkMessage, approvalMessage, normaliseBrazilPhone, reminderMessage, whatsappUrl } from './whatsapp';

describe('normaliseBrazilPhone', () => {
  it.each([
    // mobiles, nine digits, in every usual writing
    ['(11) 98765-4321', '+5511987654321'],
    ['11987654321', '+5511987654321'],
    ['11 9 8765 4321', '+5511987654321'],
    ['+55 11 98765-4321', '+5511987654321'],
    ['+55 (11) 98765-4321', '+5511987654321'],
    ['+5511987654321', '+5511987654321'],
    ['5511987654321', '+5511987654321'],
    ['55 11 98765.4321', '+5511987654321'],
    ['0055 11 98765-4321', '+5511987654321'],
    ['011 98765-4321', '+5511987654321'],
    ['  (21)99876-5432  ', '+5521998765432'],
    ['11/98765-4321', '+5511987654321'],
    // mobiles saved before the ninth digit: it is added back
    ['(11) 8765-4321', '+5511987654321'],
    ['+55 31 8765-4321', '+5531987654321'],
    ['551187654321', '+5511987654321'],
    ['(55) 9876-5432', '+5555998765432'],
    // landlines are kept (WhatsApp Business)
    ['(11) 3456-7890', '+551134567890'],
    ['+55 47 3322-1100', '+554733221100'],
    // another country written with +
    ['+351 912 345 678', '+351912345678'],
    ['+1 (415) 555-2671', '+14155552671'],
  ])('%s → %s', (raw, e164) => {
    expect(normaliseBrazilPhone(raw)).toBe(e164);
  });

  it.each([
    [''],
    [null],
    [undefined],
    ['   '],
    ['abc'],
    ['98765-4321'], // no area code
    ['(10) 98765-4321'], // 10 is not an area code
    ['(20) 98765-4321'], // neither is 20
    ['(11) 88765-43210'], // 12 digits without country code
    ['(11) 8 8765-4321'], // 9 digits not starting with 9
    ['(11) 1765-4321'], // 1 does not start a subscriber number
    ['+55 11 9876'], // too short
    ['+55 11 98765-43210'], // too long
    ['5411987654321'], // 13 digits, not Brazil, without +
    ['11 98765-4321 ramal 2'], // letters
    ['+12'], // too short for E.164
    ['+0 123 456 789'], // country codes never start with 0
  ])('%s → null', (raw) => {
    expect(normaliseBrazilPhone(raw as string | null | undefined)).toBeNull();
  });
});

describe('whatsappUrl', () => {
  it('puts the digits and the encoded message in the URL', () => {
    expect(whatsappUrl('(11) 98765-4321', 'Olá, Ana! Tem 2 conteúdos: https://pautei.app/r/abc')).toBe(
      'https://wa.me/5511987654321?text=Ol%C3%A1%2C%20Ana!%20Tem%202%20conte%C3%BAdos%3A%20https%3A%2F%2Fpautei.app%2Fr%2Fabc',
    );
  });

  it('encodes line breaks, ampersands and emoji', () => {
    expect(whatsappUrl('+55 21 99876-5432', 'a & b\nc 👍')).toBe(
      'https://wa.me/5521998765432?text=a%20%26%20b%0Ac%20%F0%9F%91%8D',
    );
  });

  it('adds the ninth digit of an old mobile', () => {
    expect(whatsappUrl('11 8765-4321', 'oi')).toBe('https://wa.me/5511987654321?text=oi');
  });

  it('lets the user pick the contact when the phone is missing or invalid', () => {
    expect(whatsappUrl(null, 'oi')).toBe('https://wa.me/?text=oi');
    expect(whatsappUrl('', 'oi')).toBe('https://wa.me/?text=oi');
    expect(whatsappUrl('123', 'Olá!')).toBe('https://wa.me/?text=Ol%C3%A1!');
  });
});

describe('approvalMessage', () => {
  const url = 'http://localhost:3000/r/tok';

  it('greets the client by name and counts the items', () => {
    expect(approvalMessage({ clientName: 'Ana', itemCount: 3, url })).toBe(
      'Olá, Ana! Tem 3 conteúdos aguardando a sua aprovação. É só abrir o link, sem cadastro, e aprovar ou pedir ajuste em cada um:\nhttp://localhost:3000/r/tok',
    );
  });

  it('uses the singular for one item and a plain greeting without a name', () => {
    expect(approvalMessage({ clientName: null, itemCount: 1, url })).toBe(
      'Olá! Tem 1 conteúdo aguardando a sua aprovação. É só abrir o link, sem cadastro, e aprovar ou pedir ajuste em cada um:\nhttp://localhost:3000/r/tok',
    );
    expect(approvalMessage({ clientName: '  ', itemCount: 1, url })).toMatch(/^Olá! /);
  });
});

describe('messages of an open round', () => {
  const url = 'http://localhost:3000/r/tok';

  it('says what was added to the open link and how many wait', () => {
    expect(addedToLinkMessage({ clientName: 'Padaria', addedTitles: ['Pão de queijo'], waitingCount: 3, url })).toBe(
      'Olá, Padaria! Adicionei 1 conteúdo ao seu link de aprovação:\n• Pão de queijo\n' +
        'Agora são 3 aguardando a sua aprovação. É só abrir o mesmo link, sem cadastro, e aprovar ou pedir ajuste em cada um:\n' +
        url,
    );
    expect(addedToLinkMessage({ clientName: null, addedTitles: ['A', 'B'], waitingCount: 1, url })).toMatch(
      /^Olá! Adicionei 2 conteúdos ao seu link de aprovação:\n• A\n• B\nAgora é 1 aguardando/,
    );
  });

  it('reminds the client of what is still waiting', () => {
    expect(reminderMessage({ clientName: 'Padaria', pendingCount: 2, url })).toBe(
      `Oi, Padaria! Ainda faltam 2 conteúdos para você aprovar. É só abrir o link, sem cadastro, e aprovar ou pedir ajuste em cada um:\n${url}`,
    );
    expect(reminderMessage({ clientName: '', pendingCount: 1, url })).toMatch(/^Oi! Ainda falta 1 conteúdo para você/);
  });
});
