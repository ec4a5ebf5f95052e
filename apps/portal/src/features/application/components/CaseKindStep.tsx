// applications-spec §2 "Wizard", step 2: the case kind — the chosen category's tiles. A tile opens one
// form, or offers options (e.g. up to 40 kW / over 40 kW), shown as a choice of their own (?sprawa=<tile>).
import { Plural, Trans } from '@lingui/react/macro';
import type { Catalog } from '@portal/form-catalog';
import { findForm, isAvailable, type CatalogCategory, type CatalogTile } from '../lib/applicationCatalog.ts';
import { ChoiceBadge, ChoiceCard, ChoiceGrid } from './ChoiceCard.tsx';
import { DraftBadge } from './DraftBadge.tsx';
import { linkToCategory, linkToForm } from './wizardLinks.tsx';

export interface CaseKindStepProps {
  readonly catalog: Catalog;
  readonly category: CatalogCategory;
  /** A tile with options: its options are the choice. */
  readonly tile?: CatalogTile | undefined;
}

function FormBadges({ catalog, formId }: { catalog: Catalog; formId: number }) {
  const entry = findForm(catalog, formId);
  if (!isAvailable(entry)) {
    return (
      <ChoiceBadge>
        <Trans>Wkrótce dostępny</Trans>
      </ChoiceBadge>
    );
  }
  return (
    <>
      {entry.mode === 'pdf' ? (
        <ChoiceBadge>
          <Trans>Formularz PDF do pobrania</Trans>
        </ChoiceBadge>
      ) : null}
      <DraftBadge formId={formId} />
    </>
  );
}

export function CaseKindStep({ catalog, category, tile }: CaseKindStepProps) {
  if (tile?.options) {
    return (
      <ChoiceGrid md={2}>
        {tile.options.map((option) => (
          <li key={option.formId}>
            <ChoiceCard
              title={option.title}
              description={option.description ?? findForm(catalog, option.formId)?.title}
              link={
                isAvailable(findForm(catalog, option.formId))
                  ? linkToForm(option.formId, category.id, tile.id)
                  : undefined
              }
              badges={<FormBadges catalog={catalog} formId={option.formId} />}
            />
          </li>
        ))}
      </ChoiceGrid>
    );
  }
  return (
    <ChoiceGrid md={2} lg={3}>
      {category.tiles.map((candidate) => {
        const formId = candidate.formId;
        const link = candidate.options
          ? linkToCategory(category.id, candidate.id)
          : formId !== undefined && isAvailable(findForm(catalog, formId))
            ? linkToForm(formId, category.id)
            : undefined;
        return (
          <li key={candidate.id}>
            <ChoiceCard
              title={candidate.title}
              description={candidate.description}
              link={link}
              badges={
                candidate.options ? (
                  <ChoiceBadge>
                    <Plural
                      value={candidate.options.length}
                      one="# wariant"
                      few="# warianty"
                      many="# wariantów"
                      other="# wariantu"
                    />
                  </ChoiceBadge>
                ) : formId !== undefined ? (
                  <FormBadges catalog={catalog} formId={formId} />
                ) : null
              }
            />
          </li>
        );
      })}
    </ChoiceGrid>
  );
}
