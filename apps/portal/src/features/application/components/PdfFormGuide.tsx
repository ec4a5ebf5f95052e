// applications-spec §1 and §2 "Downloadable PDF form page for micro-installation notifications": forms 8 and
// 10 are filed outside the portal — download the PDF, fill and sign it, gather the attachments, send it by
// e-mail or post. The texts are the form's pdf.json; where to send it is the operator of the server's
// configuration (one configuration, no placeholder address in production); the PDF is generated
// by the API from its schema.
import { Box, chakra, Grid, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { OperatorContact } from '@portal/api-contract';
import type { FormEntry } from '@portal/form-catalog';
import { ButtonLink, Card, CheckCircleIcon, MailIcon, DownloadIcon, PageHeading, textLink } from '@portal/ui';
import type { PdfFormGuide as Guide } from '../lib/pdfForms.ts';
import { StepNumber } from './StepNumber.tsx';

export interface PdfFormGuideProps {
  readonly entry: Pick<FormEntry, 'id' | 'title' | 'description'>;
  readonly guide: Guide;
  /** Where to send the form: the operator of the server's configuration (absent while it loads). */
  readonly sendTo: OperatorContact | undefined;
}

export function PdfFormGuide({ entry, guide, sendTo }: PdfFormGuideProps) {
  const { t } = useLingui();
  return (
    <Box>
      <PageHeading
        title={entry.title}
        description={
          <Trans>
            Tego zgłoszenia nie składa się przez portal. Pobierz formularz PDF, wypełnij go i podpisz, a potem
            wyślij nam z załącznikami e-mailem albo pocztą.
          </Trans>
        }
      />
      <Grid templateColumns={{ base: '1fr', lg: '3fr 2fr' }} gap={{ base: '6', md: '8' }} alignItems="start">
        <Box>
          <Card title={t`Jak złożyć zgłoszenie`} accent>
            <chakra.ol listStyleType="none" m="0" p="0" display="grid" gap="4">
              {guide.instructions.map((instruction, index) => (
                <HStack as="li" key={instruction} align="flex-start" gap="3">
                  <StepNumber number={index + 1} size="8" />
                  <Text pt="1">{instruction}</Text>
                </HStack>
              ))}
            </chakra.ol>
            <Box mt="6">
              <ButtonLink
                href={guide.downloadPath}
                size="xl"
                colorPalette="accent"
                fontWeight="bold"
                w={{ base: 'full', sm: 'auto' }}
              >
                <DownloadIcon />
                <Trans>Pobierz formularz PDF</Trans>
              </ButtonLink>
              <Text textStyle="sm" color="fg.muted" mt="2">
                <Trans>Formularz PDF z polami do wypełnienia na komputerze albo do wydruku.</Trans>
              </Text>
            </Box>
          </Card>
        </Box>
        <Stack gap={{ base: '6', md: '8' }}>
          <Card title={t`Załączniki`} description={t`Dołącz do formularza:`}>
            <chakra.ul listStyleType="none" m="0" p="0" display="grid" gap="3">
              {guide.attachments.map((attachment) => (
                <HStack as="li" key={attachment} align="flex-start" gap="3">
                  <Box color="fg.success" fontSize="lg" mt="0.5" flexShrink={0} aria-hidden="true">
                    <CheckCircleIcon />
                  </Box>
                  <Text>{attachment}</Text>
                </HStack>
              ))}
            </chakra.ul>
          </Card>
          {sendTo ? (
            <Card title={t`Gdzie wysłać`}>
              <Stack gap="4">
                <Box>
                  <Text fontWeight="semibold">
                    <Trans>E-mailem</Trans>
                  </Text>
                  <HStack gap="2" mt="1">
                    <Box color="brand.fg" aria-hidden="true">
                      <MailIcon />
                    </Box>
                    <Link href={`mailto:${sendTo.email}`} {...textLink} wordBreak="break-all">
                      {sendTo.email}
                    </Link>
                  </HStack>
                </Box>
                <Box>
                  <Text fontWeight="semibold">
                    <Trans>Pocztą</Trans>
                  </Text>
                  <chakra.address fontStyle="normal" mt="1">
                    {sendTo.postalAddress.map((line) => (
                      <Text key={line}>{line}</Text>
                    ))}
                  </chakra.address>
                </Box>
              </Stack>
            </Card>
          ) : null}
        </Stack>
      </Grid>
    </Box>
  );
}
