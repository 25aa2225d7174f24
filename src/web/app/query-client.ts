import { QueryCache, QueryClient } from "@tanstack/react-query";
import { meQueryKey } from "@/web/features/auth/api";
import { ApiError, isClientError } from "@/web/lib/api-client";

/**
 * No refetch on window focus (it would reload a page the writer is reading), retry once for a
 * network blip, never for 4xx, which cannot heal.
 */
export function createQueryClient(): QueryClient {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      // A 401 from any query means the session ended (expired, signed out elsewhere): drop the
      // cached user so the route guards send the visitor to /auth.
      onError: (error) => {
        if (error instanceof ApiError && error.status === 401) client.setQueryData(meQueryKey, null);
      },
    }),
    defaultOptions: {
      queries: {
        refetchOnWindowFocus: false,
        retry: (failureCount, error) => !isClientError(error) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
  return client;
}
