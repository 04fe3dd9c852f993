/**
 * The agency's chosen client follows it from one generator page to the next during the session: a
 * page opened with ?clientId=… (the "Criar conteúdo" shortcuts on the client cards) starts with that
 * client, otherwise with the one chosen last in this tab. Every choice is written back. Ids that are
 * not (or no longer) the agency's clients are ignored, so a deleted client is not picked.
 */
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { STORAGE_KEYS } from '@shared/constants';
import { useClients } from '@web/entities/clients/api';
import { readSessionValue, writeSessionValue } from '@web/lib/storage';

export function useRememberedClient(agency: boolean, clientId: string, setClientId: (id: string) => void): void {
  const [search] = useSearchParams();
  const clients = useClients({ enabled: agency });
  const restored = useRef(false);
  const list = clients.data?.clients;

  // Once the client list is known: start with the link's client, else the remembered one.
  useEffect(() => {
    if (!agency || restored.current || !list) return;
    restored.current = true;
    if (clientId) return;
    const known = (id: string | null) => !!id && list.some((c) => c.id === id);
    const fromLink = search.get('clientId');
    const initial = known(fromLink) ? fromLink : readSessionValue(STORAGE_KEYS.generatorClient);
    if (initial && known(initial)) setClientId(initial);
  }, [agency, list, clientId, search, setClientId]);

  useEffect(() => {
    if (agency && restored.current && clientId) writeSessionValue(STORAGE_KEYS.generatorClient, clientId);
  }, [agency, clientId]);
}
