/**
 * A saved plain-text item (story, caption), as the list shows it and as the result just generated shows it
 * (expanded): the same card, so a new item has every action of a listed one (teleprompter, versions,
 * "É publicidade?", …). The list preview is the text cut at the kind's preview length.
 */
import type { ReactNode } from 'react';
import type { ContentItem } from '@shared/content-item';
import { kindInfo } from '@shared/content-kinds';
import { truncate } from '@shared/text';
import { ContentCard } from '@web/components/content/content-card';
import { PlainText } from '@web/components/content/content-body';

export function PlainTextCard({
  item,
  defaultExpanded,
  actions,
}: {
  item: ContentItem;
  defaultExpanded?: boolean;
  actions?: ReactNode;
}) {
  // Kinds laid out as entries have no preview length; their text is then shown whole.
  const previewLength = kindInfo(item.type).previewLength ?? item.content.length;
  return (
    <ContentCard
      item={item}
      copyText={item.content}
      defaultExpanded={defaultExpanded}
      actions={actions}
      preview={<PlainText text={truncate(item.content, previewLength)} />}
      full={item.content.length > previewLength ? <PlainText text={item.content} /> : undefined}
    />
  );
}
