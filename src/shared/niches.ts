/**
 * Niches (spec part 1 §3): the one list of options, their labels, and the "Outros" choice that reveals a
 * free-text niche which replaces it when saved. Used by the onboarding, profile and client forms (one
 * form block, `NicheFields`), by every screen that shows a niche, and by the server's prompt profiles
 * (`src/server/ai/niches.ts`, keyed by these options).
 */

export const NICHE_OPTIONS = [
  'fitness',
  'business',
  'lifestyle',
  'education',
  'food',
  'travel',
  'tech',
  'beauty',
  'parenting',
  'finance',
] as const;
export type NicheOption = (typeof NICHE_OPTIONS)[number];

/** The "other" choice of the forms: reveals a free-text niche that replaces it. */
export const OTHER_NICHE = 'outros';
/**
 * How the profile form used to spell the "other" choice. Still understood wherever a niche is read (a
 * form left open before the change, a niche saved as the word itself), never written.
 */
const FORMER_OTHER_NICHE = 'other';

export const NICHE_LABELS: Record<NicheOption, string> = {
  fitness: 'Fitness / Saúde',
  business: 'Empreendedorismo / Negócios',
  lifestyle: 'Estilo de Vida',
  education: 'Educação',
  food: 'Culinária / Gastronomia',
  travel: 'Viagens',
  tech: 'Tecnologia',
  beauty: 'Beleza / Estética',
  parenting: 'Maternidade e Paternidade',
  finance: 'Finanças Pessoais',
};
export const OTHER_NICHE_LABEL = 'Outros';

/** What a niche select offers: the options, then "Outros". */
export const NICHE_CHOICES = [...NICHE_OPTIONS, OTHER_NICHE] as const;
export type NicheChoice = (typeof NICHE_CHOICES)[number];

export const NICHE_SELECT_OPTIONS: ReadonlyArray<{ value: NicheChoice; label: string }> = [
  ...NICHE_OPTIONS.map((value) => ({ value, label: NICHE_LABELS[value] })),
  { value: OTHER_NICHE, label: OTHER_NICHE_LABEL },
];

export function isNicheOption(value: string): value is NicheOption {
  return (NICHE_OPTIONS as readonly string[]).includes(value);
}

/** The "other" choice, in its current spelling or the former one. */
export function isOtherNiche(value: string | null | undefined): boolean {
  const key = (value ?? '').trim().toLowerCase();
  return key === OTHER_NICHE || key === FORMER_OTHER_NICHE;
}

/** Label of a niche option, or the free text itself for custom niches. */
export function nicheLabel(niche: string | null | undefined): string {
  const raw = (niche ?? '').trim();
  const key = raw.toLowerCase();
  if (isNicheOption(key)) return NICHE_LABELS[key];
  if (isOtherNiche(key)) return OTHER_NICHE_LABEL;
  return raw;
}

/** The niche to store from a form's choice: the typed text replaces "Outros". */
export function nicheFromChoice(choice: string, customNiche: string): string {
  return isOtherNiche(choice) ? customNiche : choice;
}

/**
 * A stored niche as a form's choice: an option is selected as is; any other text selects "Outros" with
 * that text; the word "other" / "outros" itself selects "Outros" with nothing typed yet.
 */
export function nicheChoiceOf(stored: string | null | undefined): { niche: NicheChoice | ''; customNiche: string } {
  const saved = (stored ?? '').trim();
  const key = saved.toLowerCase();
  if (!saved) return { niche: '', customNiche: '' };
  if (isNicheOption(key)) return { niche: key, customNiche: '' };
  return { niche: OTHER_NICHE, customNiche: isOtherNiche(key) ? '' : saved };
}
