import { createFileRoute } from '@tanstack/react-router';
import { DocumentPage } from '../features/documents/components/DocumentPage.tsx';

// Data lifecycle: a document of the portal, linked from the footer and from the forms' statements.
export const Route = createFileRoute('/deklaracja-dostepnosci')({
  component: () => <DocumentPage slug="deklaracja-dostepnosci" />,
});
