import { useQuery } from '@tanstack/react-query';
import { EXTERNAL_API_DOCUMENT_PATH } from '@guiche/shared';
import { api } from '../../api/client';
import { openApiDocumentSchema, referenceOf } from './openApiReference';

/** The server's OpenAPI document of the external API, as the reference shows it. It changes only with a deploy. */
export function useExternalApiReference() {
  return useQuery({
    queryKey: ['messages-api', 'openapi'],
    queryFn: async () => referenceOf(await api.get(EXTERNAL_API_DOCUMENT_PATH, openApiDocumentSchema)),
    staleTime: Infinity,
  });
}
