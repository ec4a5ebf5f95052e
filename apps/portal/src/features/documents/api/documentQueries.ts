// GET /api/pages/:slug: a document of the portal. The same for everyone and seldom changed: kept
// for the server's five minutes, then revalidated with its ETag, and kept when the session changes.
import type { DocumentPage, DocumentSlug } from '@portal/api-contract';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api/index.ts';

export function documentPageQuery(slug: DocumentSlug) {
  return queryOptions({
    queryKey: ['documents', slug] as const,
    queryFn: ({ signal, client, queryKey }): Promise<DocumentPage> =>
      apiRequest<DocumentPage>(`/api/pages/${slug}`, { signal, held: client.getQueryData(queryKey) }),
    staleTime: 300_000,
    meta: { public: true },
  });
}
