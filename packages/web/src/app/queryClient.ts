import { QueryCache, QueryClient } from '@tanstack/react-query';
import { ApiError } from '../api/ApiError';
import { handleApiError } from '../api/errorHandler';

const MAX_RETRIES = 2;

/** Failed queries report through the one error handler; an answer the server gave on purpose is not retried. */
export function createQueryClient(): QueryClient {
  const queryCache = new QueryCache({
    onError: (error) => handleApiError(error),
  });
  return new QueryClient({
    queryCache,
    defaultOptions: {
      queries: {
        retry: (failures, error) => !(error instanceof ApiError && error.status < 500) && failures < MAX_RETRIES,
        refetchOnWindowFocus: false,
      },
    },
  });
}
