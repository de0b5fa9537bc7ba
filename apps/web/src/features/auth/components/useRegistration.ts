import { REFERRAL_MESSAGES } from '@stave/contracts';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { completeReferral, register } from '@/features/auth/api/account.api';
import { StorageUnavailableError, assertCanStoreAuth, persistSession, reloadIntoApp } from '@/features/auth/session';
import { toast } from '@/hooks/useToast';
import { apiFieldErrors, errorText, type FieldErrors } from '@/lib/form-errors';

type RegisterInput = Parameters<typeof register>[0];

function failureText(error: unknown): string {
  if (error instanceof StorageUnavailableError) {
    return 'Registration failed: Unable to store authentication data. Please enable cookies and local storage for this site.';
  }
  return errorText(error, 'Registration failed. Please try again.');
}

// Register, store the session, complete the invitation when there is one (its
// failure is only logged), then reload into /dashboard.
export function useRegistration(referralToken: string | null) {
  const [failure, setFailure] = useState<string | null>(null);
  const [serverErrors, setServerErrors] = useState<FieldErrors>({});
  const [redirecting, setRedirecting] = useState(false);

  const mutation = useMutation({
    mutationFn: async (input: RegisterInput) => {
      assertCanStoreAuth();
      const result = await register(input);
      persistSession(result.token, result.user);
      let joinedByReferral = false;
      if (referralToken) {
        try {
          await completeReferral(referralToken, result.user.id);
          joinedByReferral = true;
        } catch (error) {
          console.warn('Stave: the invitation could not be completed', error);
        }
      }
      return { user: result.user, joinedByReferral };
    },
    onMutate: () => {
      setFailure(null);
      setServerErrors({});
    },
    onSuccess: ({ user, joinedByReferral }) => {
      setRedirecting(true);
      const firstName = (user.name || user.username).split(' ')[0];
      reloadIntoApp(
        joinedByReferral
          ? { title: 'Referral completed', description: REFERRAL_MESSAGES.completed }
          : { title: 'Registration successful', description: `Welcome to Stave, ${firstName}!` },
      );
    },
    onError: (error) => {
      const text = failureText(error);
      setFailure(text);
      setServerErrors(apiFieldErrors(error));
      toast({ title: 'Registration failed', description: text, variant: 'destructive' });
    },
  });

  return { mutation, failure, serverErrors, busy: mutation.isPending || redirecting };
}
