/**
 * "Kit da marca" of the workspace or of a client: two or three colours with the contrast check and its
 * suggestion, the font pair, the @ and the logo. Only the roles that may change clients see it (the server
 * refuses the others anyway).
 */
import { useQuery } from '@tanstack/react-query';
import { Palette } from 'lucide-react';
import { useEffect, useId, useState, type ChangeEvent, type FormEvent } from 'react';
import { toast } from '@web/lib/toast';
import { messageFor } from '@shared/messages';
import { FONT_PAIRS, FONT_PAIR_IDS, LOGO_MAX_BYTES, LOGO_TYPES, type FontPairId } from '@shared/render/brand-kit';
import { checkContrast, isHexColor } from '@shared/render/contrast';
import { errorMessage } from '@web/lib/api';
import { useMay } from '@web/lib/session';
import { brandKitQuery, useSaveBrandKit } from '@web/entities/brand-kit/api';
import { Button } from '../ui/button';
import { Card, CardTitle } from '../ui/card';
import { SelectField, TextField } from '../ui/field';
import { Spinner } from '../ui/spinner';

interface FormState {
  background: string;
  text: string;
  accent: string;
  fontPair: FontPairId;
  handle: string;
  /** base64 of a new logo, null to remove it, undefined to keep the saved one. */
  logo: string | null | undefined;
  logoPreview: string | null;
}

function ColorField({ label, value, onChange }: { label: string; value: string; onChange: (v: string) => void }) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <label htmlFor={id} className="block text-sm font-medium text-slate-700 dark:text-slate-200">
        {label}
      </label>
      <div className="flex items-center gap-2">
        <input
          type="color"
          aria-label={`${label} (seletor)`}
          value={isHexColor(value) ? value : '#000000'}
          onChange={(e) => onChange(e.target.value.toUpperCase())}
          className="h-10 w-12 cursor-pointer rounded border border-slate-300 bg-transparent dark:border-slate-600"
        />
        <input
          id={id}
          value={value}
          onChange={(e) => onChange(e.target.value.trim())}
          maxLength={7}
          className="h-10 w-28 rounded-lg border border-slate-300 bg-white px-2 font-mono text-sm text-slate-900 dark:border-slate-600 dark:bg-slate-900 dark:text-white"
        />
      </div>
    </div>
  );
}

export function BrandKitSection({ subject }: { subject: string }) {
  const may = useMay('manageClients');
  if (!may) return null;
  return <BrandKitForm subject={subject} />;
}

function BrandKitForm({ subject }: { subject: string }) {
  const query = useQuery(brandKitQuery(subject));
  const save = useSaveBrandKit(subject);
  const [form, setForm] = useState<FormState | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>();

  useEffect(() => {
    const kit = query.data;
    if (!kit) return;
    setForm({
      background: kit.colors.background,
      text: kit.colors.text,
      accent: kit.colors.accent ?? '',
      fontPair: kit.fontPair,
      handle: kit.handle,
      logo: undefined,
      logoPreview: kit.logo?.dataUrl ?? null,
    });
  }, [query.data]);

  if (!form) return <Spinner label="Carregando o kit da marca" />;
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm({ ...form, [key]: value });
  const colorsValid = isHexColor(form.background) && isHexColor(form.text);
  const contrast = colorsValid ? checkContrast(form.text, form.background) : null;

  const onLogo = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    if (!(LOGO_TYPES as readonly string[]).includes(file.type)) {
      setLogoError(messageFor('BRAND_KIT_LOGO_INVALID'));
      return;
    }
    if (file.size > LOGO_MAX_BYTES) {
      setLogoError(messageFor('BRAND_KIT_LOGO_TOO_LARGE'));
      return;
    }
    setLogoError(undefined);
    const reader = new FileReader();
    reader.onload = () => {
      const dataUrl = String(reader.result);
      setForm((f) => (f ? { ...f, logo: dataUrl.slice(dataUrl.indexOf(',') + 1), logoPreview: dataUrl } : f));
    };
    reader.readAsDataURL(file);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      {
        colors: { background: form.background, text: form.text, accent: form.accent ? form.accent : null },
        fontPair: form.fontPair,
        handle: form.handle,
        ...(form.logo !== undefined ? { logo: form.logo } : {}),
      },
      {
        onSuccess: () => toast.success('Kit da marca salvo'),
        onError: (err) => toast.error(errorMessage(err, messageFor('INTERNAL'))),
      },
    );
  };

  return (
    <Card>
      <CardTitle as="h2" className="mb-3 flex items-center gap-2 text-base">
        <Palette className="h-5 w-5" aria-hidden /> Kit da marca
      </CardTitle>
      <form onSubmit={submit} noValidate aria-label="Kit da marca" className="space-y-4">
        <div className="flex flex-wrap gap-4">
          <ColorField label="Cor de fundo" value={form.background} onChange={(v) => set('background', v)} />
          <ColorField label="Cor do texto" value={form.text} onChange={(v) => set('text', v)} />
          <ColorField label="Cor de destaque (opcional)" value={form.accent} onChange={(v) => set('accent', v)} />
        </div>
        {contrast && !contrast.passes && (
          <p role="status" className="text-sm text-amber-800 dark:text-amber-200">
            {messageFor('BRAND_KIT_CONTRAST_LOW', {
              ratio: contrast.ratio.toFixed(1).replace('.', ','),
              suggestion: contrast.suggestion ?? '',
            })}{' '}
            {contrast.suggestion && (
              <Button type="button" size="sm" variant="outline" onClick={() => set('text', contrast.suggestion!)}>
                Usar {contrast.suggestion}
              </Button>
            )}
          </p>
        )}
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField
            label="Fontes"
            value={form.fontPair}
            onChange={(e) => set('fontPair', e.target.value as FontPairId)}
            options={FONT_PAIR_IDS.map((id) => ({ value: id, label: FONT_PAIRS[id].label }))}
          />
          <TextField
            label="@ do perfil"
            value={form.handle}
            onChange={(e) => set('handle', e.target.value)}
            placeholder="@seuperfil"
            maxLength={31}
          />
        </div>
        <div className="space-y-2">
          <TextField
            label="Logo (PNG, JPEG ou WebP, até 700 KB)"
            type="file"
            accept={LOGO_TYPES.join(',')}
            onChange={onLogo}
            error={logoError}
          />
          {form.logoPreview && (
            <div className="flex items-center gap-3">
              <img src={form.logoPreview} alt="Logo atual" className="h-12 w-auto rounded bg-slate-100 p-1" />
              <Button
                type="button"
                size="sm"
                variant="ghost"
                onClick={() => setForm({ ...form, logo: null, logoPreview: null })}
              >
                Remover logo
              </Button>
            </div>
          )}
        </div>
        <div
          aria-hidden
          className="flex h-24 w-20 flex-col justify-end rounded-lg p-2 text-xs font-bold"
          style={colorsValid ? { backgroundColor: form.background, color: form.text } : undefined}
        >
          Aa
        </div>
        <Button type="submit" disabled={save.isPending || !colorsValid}>
          {save.isPending ? 'Salvando…' : 'Salvar kit da marca'}
        </Button>
      </form>
    </Card>
  );
}
