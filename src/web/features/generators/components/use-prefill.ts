/**
 * Initial values a generator form takes from its URL, so the calendar's "Gerar pauta" opens it ready:
 * ?date=2027-06-12 (the scheduled day), &theme=… (the main text) and, for agencies, &clientId=….
 * Read once, when the page opens; anything malformed is ignored.
 */
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { parseIsoDay } from '@shared/sao-paulo-time';
import { MAX_MAIN_TEXT_LENGTH } from '@shared/content-kinds';

export interface GeneratorPrefill {
  clientId: string;
  scheduledDate: string;
  theme: string;
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function readGeneratorPrefill(params: URLSearchParams): GeneratorPrefill {
  const date = params.get('date') ?? '';
  const clientId = params.get('clientId') ?? '';
  return {
    scheduledDate: parseIsoDay(date) ? date : '',
    clientId: GUID.test(clientId) ? clientId : '',
    theme: (params.get('theme') ?? '').trim().slice(0, MAX_MAIN_TEXT_LENGTH),
  };
}

export function useGeneratorPrefill(): GeneratorPrefill {
  const [params] = useSearchParams();
  // Only the values the page opened with: later URL changes do not overwrite what the user typed.
  const [prefill] = useState(() => readGeneratorPrefill(params));
  return prefill;
}
