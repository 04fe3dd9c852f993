/** Reels: description, date; every reel script with concept, hook, scenes, CTA and editing tips. */
import { z } from 'zod';
import type { ContentItem } from '@shared/content-item';
import { CONTENT_LABELS, viewContent } from '@shared/content-view';
import { ContentCard, ExpiryNotice } from '@web/components/content/content-card';
import { ContentBody } from '@web/components/content/content-body';
import { commonFormFields, mainTextField } from '../components/form-values';
import { KindGeneratorPage } from '../components/kind-generator-page';
import { useKindGenerator } from '../components/use-kind-generator';

const schema = z.object({ ...commonFormFields, description: mainTextField('reel_idea') });

/** A reel in the list starts as its hook only (the scenes make it long on a phone); the rest opens on demand. */
function ReelHook({ item }: { item: ContentItem }) {
  const view = viewContent(item);
  const hook = view.layout === 'reel' ? view.reel.hook || view.reel.concept : '';
  if (!hook) return <ContentBody item={item} maxEntries={1} />;
  return (
    <p className="break-words text-sm text-slate-700 dark:text-slate-300">
      {CONTENT_LABELS.hook}: {hook}
    </p>
  );
}

/**
 * A saved reel, as the list shows it and as the result just generated shows it (expanded): the same
 * card, so a new item has every action of a listed one (teleprompter, versions, "É publicidade?", …).
 */
function ReelCard({ item, defaultExpanded }: { item: ContentItem; defaultExpanded?: boolean }) {
  return (
    <ContentCard
      item={item}
      editLabel="Editar JSON"
      defaultExpanded={defaultExpanded}
      preview={<ReelHook item={item} />}
      full={<ContentBody item={item} />}
      footer={<ExpiryNotice item={item} />}
    />
  );
}

export default function ReelsPage() {
  // A reel takes its main text only.
  const generator = useKindGenerator('reel_idea', schema, {});
  return <KindGeneratorPage generator={generator} card={ReelCard} />;
}
