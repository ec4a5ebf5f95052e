// "Kopiuj link": a link carrying the edited files (shareLink.ts), copied to the clipboard and shown in a
// field to copy by hand where the browser refuses the clipboard; and what opening such a link did.
import { Box, Button, CloseButton, Flex, Input, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { shareUrl, type SharedEdits } from './shareLink.ts';
import type { ShareNotice } from './useSharedEdits.ts';

export function ShareLinkButton({ edits }: { edits: SharedEdits | null }) {
  const { t } = useLingui();
  const [link, setLink] = useState<{ url: string; copied: boolean } | null>(null);
  const copy = async () => {
    if (!edits) return;
    const url = await shareUrl(window.location.href, edits);
    let copied = true;
    try {
      await navigator.clipboard.writeText(url);
    } catch {
      copied = false;
    }
    setLink({ url, copied });
  };
  return (
    <Flex gap="2" align="center" wrap="wrap">
      <Button size="sm" variant="surface" onClick={() => void copy()} disabled={!edits}>
        {t`Kopiuj link`}
      </Button>
      {link ? (
        <>
          <Input
            size="sm"
            bg="white"
            color="fg"
            w={{ base: 'full', md: '14rem' }}
            readOnly
            aria-label={t`Link ze zmianami`}
            value={link.url}
            onFocus={(event) => event.currentTarget.select()}
          />
          <Text role="status" fontSize="sm">
            {link.copied ? t`Skopiowano do schowka.` : t`Skopiuj link z pola.`}
          </Text>
        </>
      ) : null}
    </Flex>
  );
}

export function SharedEditsNotice({ notice, onDismiss }: { notice: ShareNotice; onDismiss: () => void }) {
  const { t } = useLingui();
  const text =
    notice.kind === 'applied'
      ? t`Otworzono zmiany z linku jako niezapisane: przejrzyj je, a potem zapisz albo odrzuć.`
      : notice.kind === 'damaged'
        ? t`Link ze zmianami jest uszkodzony (np. ucięty przy kopiowaniu): formularz otwarto bez nich. Poproś o link jeszcze raz.`
        : t`Link ze zmianami powstał dla wersji ${notice.linkVersion} formularza, a teraz jest wersja ${notice.formVersion}: zmian z linku nie wczytano. Poproś o nowy link.`;
  const applied = notice.kind === 'applied';
  return (
    <Flex
      role={applied ? 'status' : 'alert'}
      gap="3"
      align="center"
      bg={applied ? 'brand.50' : 'red.50'}
      color={applied ? 'brand.900' : 'red.800'}
      px="5"
      py="2"
    >
      <Box flex="1">{text}</Box>
      <CloseButton size="sm" aria-label={t`Zamknij komunikat o linku`} onClick={onDismiss} />
    </Flex>
  );
}
