import { Container, type ContainerProps } from '@chakra-ui/react';

export interface PageProps extends ContainerProps {
  /** 'default' for lists and dashboards, 'narrow' for forms and messages. */
  width?: 'default' | 'narrow';
}

/** The content column of a screen: centred, with the portal's gutters at every breakpoint. */
export function Page({ width = 'default', children, ...rest }: PageProps) {
  return (
    <Container
      maxW={width === 'narrow' ? '3xl' : '6xl'}
      px={{ base: '4', sm: '6', md: '8' }}
      py={{ base: '6', md: '10' }}
      {...rest}
    >
      {children}
    </Container>
  );
}
