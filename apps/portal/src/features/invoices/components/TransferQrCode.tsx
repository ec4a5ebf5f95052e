// The transfer as a QR code in the Polish banks' 2D format (lib/transferQr.ts), drawn in the browser
// (Chakra's QR code: SVG, no request, no image under the strict CSP).
import { Box, Flex, QrCode, Stack, Text } from '@chakra-ui/react';
import { qrCodeSlotRecipe } from '@chakra-ui/react/theme';
import { Trans, useLingui } from '@lingui/react/macro';
import type { TransferQr } from '../lib/transferQr.ts';

export function TransferQrCode({ qr }: { qr: TransferQr }) {
  const { t } = useLingui();
  return (
    <Stack gap="3" align="center" textAlign="center">
      <QrCode.Root
        recipe={qrCodeSlotRecipe}
        value={qr.payload}
        size="xl"
        encoding={{ ecc: 'M' }}
        role="img"
        aria-label={t`Kod QR z danymi przelewu`}
        data-payload={qr.payload}
        bg="white"
        color="black"
        p="3"
        borderRadius="lg"
        borderWidth="1px"
        borderColor="border.muted"
      >
        <QrCode.Frame>
          <QrCode.Pattern />
        </QrCode.Frame>
      </QrCode.Root>
      <Text textStyle="sm" fontWeight="semibold">
        <Trans>Zeskanuj kod w aplikacji banku, a dane przelewu wypełnią się same.</Trans>
      </Text>
      {qr.titleShortened || qr.amountOmitted ? (
        <Flex direction="column" gap="1" textStyle="xs" color="fg.muted" maxW="64">
          {qr.amountOmitted ? (
            <Box>
              <Trans>
                Kwota jest wyższa niż 9 999,99 zł, więc kod jej nie zawiera: wpisz ją w aplikacji banku.
              </Trans>
            </Box>
          ) : null}
          {qr.titleShortened ? (
            <Box>
              <Trans>
                Kod zawiera skrócony tytuł (do 32 znaków). Przed wysłaniem sprawdź tytuł przelewu.
              </Trans>
            </Box>
          ) : null}
        </Flex>
      ) : null}
    </Stack>
  );
}
