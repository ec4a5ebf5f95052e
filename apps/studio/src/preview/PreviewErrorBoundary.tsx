// The preview survives any schema: a form RJSF cannot draw (a widget that does not exist) throws
// while rendering, which would unmount the whole preview and leave it blank until a reload. The boundary
// shows what went wrong in Polish instead, and the next version of the files (a new key) starts afresh.
import { Box, Text } from '@chakra-ui/react';
import { useLingui } from '@lingui/react/macro';
import { Component, useEffect, type ReactNode } from 'react';

/** RJSF's own errors in the analyst's words; other errors as they are. */
export function describeRenderFailure(error: unknown, translate: (widget: string, type: string) => string) {
  const message = error instanceof Error ? error.message : String(error);
  const widget = /^No widget ['"]([^'"]+)['"] for type ['"]?(\w+)/.exec(message);
  if (widget) return translate(widget[1] ?? '', widget[2] ?? '');
  return message;
}

function RenderFailure({ error, onFailure }: { error: unknown; onFailure: (message: string) => void }) {
  const { t } = useLingui();
  const message = describeRenderFailure(
    error,
    (widget, type) => t`nie ma widżetu „${widget}” dla pola typu ${type} (sprawdź „ui:widget”)`,
  );
  useEffect(() => onFailure(message), [message, onFailure]);
  return (
    <Box as="main" p="6">
      <Text role="alert" color="fg.error">
        {t`Podglądu nie da się wyświetlić: ${message}. Popraw pliki, a podgląd wróci sam.`}
      </Text>
    </Box>
  );
}

interface Props {
  readonly children: ReactNode;
  /** Told once per failure, in Polish (the studio shows it beside the problems). */
  readonly onFailure: (message: string) => void;
}

export class PreviewErrorBoundary extends Component<Props, { error: unknown }> {
  override state: { error: unknown } = { error: null };

  static getDerivedStateFromError(error: unknown) {
    return { error };
  }

  override render() {
    if (this.state.error !== null)
      return <RenderFailure error={this.state.error} onFailure={this.props.onFailure} />;
    return this.props.children;
  }
}
