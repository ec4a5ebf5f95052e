// The transfer as a QR code in the Polish banks' 2D format (lib/transferQr.ts), drawn in the browser
// (@portal/ui's QrImage).
import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { QrImage } from '@portal/ui';
import type { TransferQr } from '../lib/transferQr.ts';

export function TransferQrCode({ qr }: { qr: TransferQr }) {
  const { t } = useLingui();
  return (
    <Stack gap="3" align="center" textAlign="center">
      <QrImage
        value={qr.payload}
        label={t`Kod QR z danymi przelewu`}
        data-payload={qr.payload}
        size="xl"
        p="3"
        borderRadius="lg"
      />
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
