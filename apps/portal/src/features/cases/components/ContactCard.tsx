// portal-spec §2 Case details: the contact person, when present: name, phone (a tel: link), mail (mailto:)
// and a QR code drawn in the browser from the vCard text the API sends (no image request, strict CSP).
import { Box, Flex, Link, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { IssueContact } from '@portal/api-contract';
import { BreakableEmail, MailIcon, PhoneIcon, UserIcon, DisclosureCard, QrImage } from '@portal/ui';

/** 'tel:' wants digits and a leading plus only: '22 555-12-34' becomes 'tel:225551234'. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

export function ContactCard({ contact }: { contact: IssueContact }) {
  const { t } = useLingui();
  return (
    <DisclosureCard title={<Trans>Kontakt w sprawie</Trans>}>
      <Flex gap="6" direction={{ base: 'column', sm: 'row' }} align={{ base: 'flex-start', sm: 'center' }}>
        <Stack gap="3" flex="1" minW="0">
          <Flex gap="3" align="center">
            <Box fontSize="lg" color="fg.muted" aria-hidden="true">
              <UserIcon />
            </Box>
            <Box>
              <Text textStyle="xs" color="fg.muted">
                <Trans>Opiekun sprawy</Trans>
              </Text>
              <Text fontWeight="semibold">{contact.name}</Text>
            </Box>
          </Flex>
          {contact.phone ? (
            <Flex gap="3" align="center">
              <Box fontSize="lg" color="fg.muted" aria-hidden="true">
                <PhoneIcon />
              </Box>
              <Box>
                <Text textStyle="xs" color="fg.muted">
                  <Trans>Telefon</Trans>
                </Text>
                <Link href={telHref(contact.phone)} color="brand.fg" fontWeight="semibold">
                  {contact.phone}
                </Link>
              </Box>
            </Flex>
          ) : null}
          {contact.email ? (
            <Flex gap="3" align="center" minW="0">
              <Box fontSize="lg" color="fg.muted" aria-hidden="true">
                <MailIcon />
              </Box>
              <Box minW="0">
                <Text textStyle="xs" color="fg.muted">
                  <Trans>E-mail</Trans>
                </Text>
                <Link href={`mailto:${contact.email}`} color="brand.fg" fontWeight="semibold">
                  <BreakableEmail>{contact.email}</BreakableEmail>
                </Link>
              </Box>
            </Flex>
          ) : null}
        </Stack>
        <Stack gap="1" align="center" flexShrink={0}>
          <QrImage
            value={contact.qrcode}
            label={t`Kod QR z danymi kontaktowymi: ${contact.name}`}
            size="lg"
            p="2"
            borderRadius="md"
          />
          <Text textStyle="xs" color="fg.muted" textAlign="center" maxW="40">
            <Trans>Zeskanuj, aby zapisać kontakt w telefonie</Trans>
          </Text>
        </Stack>
      </Flex>
    </DisclosureCard>
  );
}
