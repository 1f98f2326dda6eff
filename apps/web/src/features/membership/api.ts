import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Application, ApplicationBody } from '@ironmatch/contracts/membership';
import type { Manufacturer } from '@ironmatch/contracts/part-matcher';
import { api, unwrap } from '../../lib/api-client';

/** Membership applications (issue 30): the company's own, and sending one. */
const mineKey = ['membership', 'mine'] as const;

export function useMyApplications(enabled = true) {
  return useQuery({
    queryKey: mineKey,
    enabled,
    queryFn: async ({ signal }): Promise<Application[]> =>
      (
        await unwrap(
          api.GET('/api/membership-applications/mine', { signal }),
          'Could not load your company’s applications.',
        )
      ).data.applications as Application[],
  });
}

export function useApply() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: ApplicationBody) =>
      (
        await unwrap(
          api.POST('/api/membership-applications', { body: body as never }),
          'Could not send the application.',
        )
      ).data.application as Application,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mineKey }),
  });
}

export function useMakes() {
  return useQuery({
    queryKey: ['membership', 'makes'],
    staleTime: 60 * 60_000,
    queryFn: async ({ signal }) =>
      (await unwrap(api.GET('/api/manufList/', { signal }), 'Failed to load the manufacturers.'))
        .data as Manufacturer[],
  });
}
