/**
 * One kind's generator page, in the order every kind shows it: the header (the kind's icon), the form
 * card — the main text first, then the page's own fields —, the result being written or just saved, and
 * the saved items: the newest few, or all of them page by page, as the kind's row says (`listSize`).
 * A role that may not generate (a Revisor) gets one line saying who generates, in place of the form, and
 * keeps the client picker so the saved items stay readable.
 */
import type { ComponentType, ReactNode } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import type { ContentItem } from '@shared/content-item';
import { kindInfo, type ContentKind } from '@shared/content-kinds';
import { kindIcon } from '@web/components/kind-icons';
import { TextAreaField } from '@web/components/ui/field';
import { useMay } from '@web/lib/session';
import type { GenerationState } from '../api';
import { GenerationOutput } from './generation-output';
import { GeneratorForm, GeneratorPage, ReadOnlyGenerator, type GeneratorFormProps } from './generator-form';
import { GENERATOR_PAGE_TEXTS } from './page-texts';
import { AllItemsList, RecentList } from './saved-list';

/** What the page needs of `useKindGenerator`'s result. */
interface KindGeneratorParts {
  kind: ContentKind;
  gen: GenerationState & { stop: () => void };
  agency: boolean;
  clientId: string;
  formProps: Omit<GeneratorFormProps, 'children' | 'formLabel' | 'submitLabel' | 'ready'>;
  mainTextProps: UseFormRegisterReturn & { error?: string };
}

/** How a saved item of the kind shows, in the list and (expanded, with `actions`) as the new result. */
type KindCard = ComponentType<{ item: ContentItem; defaultExpanded?: boolean; actions?: ReactNode }>;

export function KindGeneratorPage({
  generator: { kind, gen, agency, clientId, formProps, mainTextProps },
  card: Card,
  mainTextRows,
  resultActions,
  ready,
  children,
}: {
  generator: KindGeneratorParts;
  card: KindCard;
  mainTextRows?: number;
  /** Extra actions on the result just generated (e.g. "Gerar novamente"). */
  resultActions?: ReactNode;
  /** False while something required is missing (see GeneratorForm). */
  ready?: boolean;
  /** The kind's own fields, after its main text. */
  children?: ReactNode;
}) {
  const texts = GENERATOR_PAGE_TEXTS[kind];
  const Icon = kindIcon(kind);
  const { listSize } = kindInfo(kind);
  const mayGenerate = useMay('generate');
  const list = {
    kind,
    title: texts.listTitle,
    agency,
    clientId,
    emptyText: texts.emptyText,
    skipId: gen.item?.id,
    renderItem: (item: ContentItem) => <Card item={item} />,
  };
  return (
    <GeneratorPage title={texts.title} description={texts.description} icon={<Icon className="h-6 w-6" aria-hidden />}>
      {mayGenerate ? (
        <>
          <GeneratorForm {...formProps} formLabel={texts.formLabel} submitLabel={texts.submitLabel} ready={ready}>
            <TextAreaField
              label={texts.mainText.label}
              placeholder={texts.mainText.placeholder}
              rows={mainTextRows}
              required
              {...mainTextProps}
            />
            {children}
          </GeneratorForm>
          <GenerationOutput
            kind={kind}
            state={gen}
            title={texts.resultTitle}
            renderResult={(item) => <Card item={item} defaultExpanded actions={resultActions} />}
          />
        </>
      ) : (
        <ReadOnlyGenerator agency={agency} clientId={clientId} onClientChange={formProps.onClientChange} />
      )}

      {listSize === null ? <AllItemsList {...list} /> : <RecentList {...list} limit={listSize} />}
    </GeneratorPage>
  );
}
