import { Box, Circle, Flex, Heading, Stack } from '@chakra-ui/react';
import type { ReactElement, ReactNode } from 'react';
import { AlertCircleIcon, AlertTriangleIcon, CheckCircleIcon, InfoIcon } from '../icons/icons.tsx';

export type MessageTone = 'error' | 'warning' | 'info' | 'success';

export interface MessagePanelProps {
  tone?: MessageTone;
  /** Replaces the tone's default icon, e.g. a lock for a locked account. */
  icon?: ReactElement;
  title: ReactNode;
  /** h1 when the panel is the whole screen (error pages), h2 inside a page. */
  titleAs?: 'h1' | 'h2';
  children?: ReactNode;
  /** Details under the text, e.g. 'Kod błędu: X'. */
  meta?: ReactNode;
  actions?: ReactNode;
  /** Content below the actions, e.g. an expandable form. */
  footer?: ReactNode;
}

const toneStyles: Record<MessageTone, { bg: string; fg: string }> = {
  error: { bg: 'bg.error', fg: 'fg.error' },
  warning: { bg: 'bg.warning', fg: 'fg.warning' },
  info: { bg: 'brand.subtle', fg: 'brand.fg' },
  success: { bg: 'bg.success', fg: 'fg.success' },
};

const toneIcons: Record<MessageTone, ReactElement> = {
  error: <AlertCircleIcon />,
  warning: <AlertTriangleIcon />,
  info: <InfoIcon />,
  success: <CheckCircleIcon />,
};

/** A centred message that is a whole screen's content: error pages, locked account, sign-on failure. */
export function MessagePanel({
  tone = 'info',
  icon,
  title,
  titleAs = 'h1',
  children,
  meta,
  actions,
  footer,
}: MessagePanelProps) {
  const style = toneStyles[tone];
  return (
    <Box
      bg="bg.panel"
      borderRadius="2xl"
      borderWidth="1px"
      borderColor="border.muted"
      boxShadow="sm"
      px={{ base: '5', md: '12' }}
      py={{ base: '8', md: '12' }}
      maxW="3xl"
      mx="auto"
      w="full"
    >
      <Stack gap="6" align={{ base: 'flex-start', md: 'center' }} textAlign={{ base: 'start', md: 'center' }}>
        <Circle
          size={{ base: '14', md: '16' }}
          bg={style.bg}
          color={style.fg}
          fontSize={{ base: '2xl', md: '3xl' }}
        >
          {icon ?? toneIcons[tone]}
        </Circle>
        <Stack gap="3" maxW="2xl">
          <Heading
            as={titleAs}
            textStyle={{ base: '2xl', md: '3xl' }}
            fontWeight="bold"
            color="brand.fg"
            lineHeight="1.25"
          >
            {title}
          </Heading>
          {children ? (
            <Box textStyle={{ base: 'md', md: 'lg' }} color="fg.muted">
              {children}
            </Box>
          ) : null}
          {meta ? (
            <Box textStyle="md" color="fg" fontWeight="medium">
              {meta}
            </Box>
          ) : null}
        </Stack>
        {actions ? (
          <Flex
            gap="3"
            direction={{ base: 'column', sm: 'row' }}
            wrap="wrap"
            justify={{ base: 'stretch', md: 'center' }}
            w={{ base: 'full', sm: 'auto' }}
          >
            {actions}
          </Flex>
        ) : null}
        {footer ? (
          <Box w="full" textAlign="start">
            {footer}
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}
