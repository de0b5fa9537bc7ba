import type {
  DecideVerification,
  RequestVerification,
  Storefront,
  StorefrontImageKind,
  StorefrontVerificationStatus,
  UpsertStorefront,
} from '@stave/contracts';
import { keepPreviousData, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { marketplaceKeys } from '@/features/marketplace';
import { isApiError } from '@/lib/api-client';
import {
  decideVerification,
  fetchStorefront,
  fetchStorefrontPage,
  fetchVerifications,
  removeStorefrontImage,
  requestVerification,
  saveStorefront,
  uploadStorefrontImage,
  withdrawVerification,
} from './storefronts.api';

export const storefrontKeys = {
  root: ['storefronts'] as const,
  // The public page (storefront, listings, jobs, events).
  page: (userId: number) => [...storefrontKeys.root, 'page', userId] as const,
  // The storefront alone: the owner's editor.
  one: (userId: number) => [...storefrontKeys.root, 'one', userId] as const,
  verifications: () => [...storefrontKeys.root, 'verifications'] as const,
  verificationsPage: (status: StorefrontVerificationStatus, page: number) => [...storefrontKeys.verifications(), status, page] as const,
};

// A 404 on a storefront page is an answer (none, switched off, a block), not a failure to retry.
const noRetryOn404 = (count: number, error: unknown) => !(isApiError(error) && error.status === 404) && count < 2;

export function useStorefrontPageQuery(userId: number) {
  return useQuery({
    queryKey: storefrontKeys.page(userId),
    queryFn: ({ signal }) => fetchStorefrontPage(userId, signal),
    enabled: userId > 0,
    retry: noRetryOn404,
  });
}

// The member's own storefront for the editor: null until they set it up (the server's 404).
export function useOwnStorefrontQuery(userId: number | null) {
  return useQuery({
    queryKey: storefrontKeys.one(userId ?? 0),
    queryFn: async ({ signal }): Promise<Storefront | null> => {
      try {
        return await fetchStorefront(userId ?? 0, signal);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
    enabled: userId !== null,
  });
}

// A change to the storefront: the editor takes the server's answer; the public page and every listing that shows the
// storefront's name, logo or badge catch up.
function settleStorefront(queryClient: QueryClient, storefront: Storefront) {
  queryClient.setQueryData(storefrontKeys.one(storefront.userId), storefront);
  void queryClient.invalidateQueries({ queryKey: storefrontKeys.page(storefront.userId) });
  void queryClient.invalidateQueries({ queryKey: marketplaceKeys.listings() });
}

export function useSaveStorefrontMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: UpsertStorefront) => saveStorefront(input),
    onSuccess: (storefront) => settleStorefront(queryClient, storefront),
  });
}

export function useStorefrontImageMutations(kind: StorefrontImageKind) {
  const queryClient = useQueryClient();
  const settle = { onSuccess: (storefront: Storefront) => settleStorefront(queryClient, storefront) };
  return {
    upload: useMutation({ mutationFn: (file: File) => uploadStorefrontImage(kind, file), ...settle }),
    remove: useMutation({ mutationFn: () => removeStorefrontImage(kind), ...settle }),
  };
}

export function useRequestVerificationMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: RequestVerification) => requestVerification(input),
    onSuccess: (verification) =>
      queryClient.setQueryData<Storefront | null>(storefrontKeys.one(userId), (storefront) => (storefront ? { ...storefront, verification } : storefront)),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storefrontKeys.one(userId) }),
  });
}

// Withdrawn, the request is gone: the latest one before it (if any) is the server's to say.
export function useWithdrawVerificationMutation(userId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => withdrawVerification(),
    onSettled: () => queryClient.invalidateQueries({ queryKey: storefrontKeys.one(userId) }),
  });
}

export function useVerificationsQuery(status: StorefrontVerificationStatus, page: number, enabled = true) {
  return useQuery({
    queryKey: storefrontKeys.verificationsPage(status, page),
    queryFn: ({ signal }) => fetchVerifications(status, page, signal),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export function useDecideVerificationMutation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: number; input: DecideVerification }) => decideVerification(id, input),
    onSettled: (review) => {
      void queryClient.invalidateQueries({ queryKey: storefrontKeys.verifications() });
      if (review) {
        void queryClient.invalidateQueries({ queryKey: storefrontKeys.page(review.userId) });
        void queryClient.invalidateQueries({ queryKey: marketplaceKeys.listings() });
      }
    },
  });
}
