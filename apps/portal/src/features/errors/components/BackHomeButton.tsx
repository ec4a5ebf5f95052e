import { Trans } from '@lingui/react/macro';
import { ButtonLink, HomeIcon, type ButtonLinkProps } from '@portal/ui';

/**
 * Back to the home page (login). A plain link on purpose: after an error a full page load starts the app
 * from a clean state, and it works even where the router itself failed.
 */
export function BackHomeButton({ variant = 'solid' }: Pick<ButtonLinkProps, 'variant'>) {
  return (
    <ButtonLink href="/" size="lg" variant={variant}>
      <HomeIcon />
      <Trans>Wróć na stronę główną</Trans>
    </ButtonLink>
  );
}
