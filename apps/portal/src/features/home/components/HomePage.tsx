// portal-spec §2 Login page, the home target of error pages. The login box ('I have an account') is added
// by the accounts issue: the grid already takes it (loginBox), and the guide box then turns into a column.
import { SimpleGrid, Stack } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Page, PageHeading } from '@portal/ui';
import { Suspense, type ReactNode } from 'react';
import { useDocumentTitle } from '../../../lib/useDocumentTitle.ts';
import { paintedLazy } from '../../../shared/loading/paintedParts.ts';

// Hydration: the guide box and the steps below the login are painted with the page (the pre-render waits
// for them), apart from the login box the first view needs. Their load starts with this module, i.e. with
// the home route's own code, and the page hydrates once they are in (shared/loading/paintedParts.ts), so a
// press on them is never dropped.
const homeParts = import('./homeParts.ts');
const ApplicationGuideBox = paintedLazy(() => homeParts.then((m) => m.ApplicationGuideBox));
const HowItWorks = paintedLazy(() => homeParts.then((m) => m.HowItWorks));

export interface HomePageProps {
  /** The login box of the accounts issue; it takes the first column when present. */
  loginBox?: ReactNode;
}

export function HomePage({ loginBox }: HomePageProps) {
  const { t } = useLingui();
  useDocumentTitle(t`Strona główna`);
  return (
    <Page>
      <PageHeading
        title={<Trans>Witamy w Portalu Klienta</Trans>}
        description={
          <Trans>
            Złóż wniosek o przyłączenie do sieci elektroenergetycznej, śledź postęp swoich spraw i opłacaj
            faktury w jednym miejscu.
          </Trans>
        }
      />
      <Stack gap={{ base: '10', md: '14' }}>
        <SimpleGrid
          columns={loginBox ? { base: 1, md: 2 } : 1}
          gap={{ base: '6', md: '8' }}
          alignItems="stretch"
        >
          {loginBox}
          <Suspense fallback={null}>
            <ApplicationGuideBox layout={loginBox ? 'column' : 'wide'} />
          </Suspense>
        </SimpleGrid>
        <Suspense fallback={null}>
          <HowItWorks />
        </Suspense>
      </Stack>
    </Page>
  );
}
