// A saved draft of a form (the wizard keeps one per form in this browser): the tile says so, so an
// applicant who comes back finds the application where they left it.
import { Trans } from '@lingui/react/macro';
import { hasDraft } from '@portal/form-engine/drafts';
import { ChoiceBadge } from './ChoiceCard.tsx';

export function DraftBadge({ formId }: { formId: number }) {
  return hasDraft(formId) ? (
    <ChoiceBadge tone="accent">
      <Trans>Masz niedokończony wniosek</Trans>
    </ChoiceBadge>
  ) : null;
}
