/**
 * The server descriptors of the content kinds, one per kind folder. Adding a kind: its folder with an
 * index.ts descriptor, its row in the shared table (src/shared/content-kinds.ts), and its entry here —
 * the type below fails the check until every kind of the table has a descriptor.
 */
import type { ContentKind } from '@shared/content-kinds';
import type { GenerationInput } from '@shared/content-kind-schemas';
import { adCopyGenerator } from './ad-copy';
import { captionGenerator } from './caption';
import { carouselGenerator } from './carousel';
import { dailyScriptGenerator } from './daily-script';
import type { ContentKindGenerator } from './descriptor';
import type { GenerationContext, GenerationRequest } from './prompt-parts';
import { reelGenerator } from './reel';
import { storyGenerator } from './story';

export type { CallSettings, GenerationContext, GenerationRequest } from './prompt-parts';
export type { ContentKindGenerator, PartDraft } from './descriptor';

const GENERATORS = {
  daily_script: dailyScriptGenerator,
  story: storyGenerator,
  caption: captionGenerator,
  reel_idea: reelGenerator,
  carousel: carouselGenerator,
  ad_copy: adCopyGenerator,
} satisfies { [K in ContentKind]: ContentKindGenerator<K> };

/**
 * Every descriptor seen as the descriptor of its own kind. The methods of a descriptor take its kind's
 * reply type, which the one-kind view reads as `unknown`: the reply is checked by the kind's own
 * outputSchema before any of them is called.
 */
const BY_KIND: { readonly [K in ContentKind]: ContentKindGenerator<K> } = GENERATORS;

/** The descriptor of a kind. */
export function generatorOf<K extends ContentKind>(kind: K): ContentKindGenerator<K> {
  return BY_KIND[kind];
}

/** Temperature, max tokens and JSON flag of each kind's model call. */
export const CALL_SETTINGS = Object.fromEntries(Object.values(GENERATORS).map((g) => [g.kind, g.settings])) as {
  readonly [K in ContentKind]: (typeof GENERATORS)[K]['settings'];
};

/** `input` is the parsed input of the kind (see the kind's inputSchema). */
export function buildGenerationRequest<K extends ContentKind>(
  kind: K,
  input: GenerationInput<K>,
  ctx: GenerationContext,
): GenerationRequest {
  return generatorOf(kind).buildRequest(input, ctx);
}
