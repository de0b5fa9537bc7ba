import { REFERRAL_MESSAGES } from '@stave/contracts';
import { useQuery } from '@tanstack/react-query';
import { validateReferral } from '@/features/auth/api/account.api';
import { toast } from '@/hooks/useToast';

export const referralKeys = {
  root: ['referral-invite'] as const,
  validate: (token: string) => [...referralKeys.root, token] as const,
};

export type ReferralInvite =
  | { state: 'none' }
  | { state: 'checking' }
  | { state: 'valid'; email: string | null; inviterName: string | null; message: string }
  | { state: 'invalid'; message: string }
  | { state: 'error' };

// A ?ref= token is checked once; the toasts fire with the answer (inside the query
// function, so a re-render or StrictMode never repeats them).
export function useReferralInvite(token: string | null): ReferralInvite {
  const query = useQuery({
    queryKey: referralKeys.validate(token ?? ''),
    enabled: Boolean(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
    queryFn: async ({ signal }) => {
      try {
        const result = await validateReferral(token ?? '', signal);
        if (result.valid) toast({ title: 'Referral link valid', description: result.message || REFERRAL_MESSAGES.valid, variant: 'success' });
        else toast({ title: 'Invalid referral link', description: result.message || REFERRAL_MESSAGES.invalid, variant: 'destructive' });
        return result;
      } catch (error) {
        if (!signal.aborted)
          toast({ title: 'Could not validate referral link', description: 'Check your connection and reload the page.', variant: 'destructive' });
        throw error;
      }
    },
  });

  if (!token) return { state: 'none' };
  if (query.isPending) return { state: 'checking' };
  if (query.isError) return { state: 'error' };
  return query.data.valid
    ? { state: 'valid', email: query.data.email, inviterName: query.data.inviterName, message: query.data.message }
    : { state: 'invalid', message: query.data.message || REFERRAL_MESSAGES.invalid };
}
