import { useAuth } from '@/features/auth';
import { uploadProfileImage, type ImageKind } from '@/features/profile/api/profile.api';
import { useImageUpload } from '@/features/profile/components/useImageUpload';
import { toast } from '@/hooks/useToast';

const SUCCESS: Record<ImageKind, { title: string; description: string }> = {
  avatar: { title: 'Profile Picture Updated', description: 'Your new profile picture is live.' },
  cover: { title: 'Cover Image Updated', description: 'Your new banner is live.' },
};

// The avatar or banner: after the upload the session user (top navigation included) follows the answer.
export function useProfileImageUpload(kind: ImageKind) {
  const { replaceUser } = useAuth();
  return useImageUpload(
    (file) => uploadProfileImage(kind, file),
    (user) => {
      replaceUser(user);
      toast({ ...SUCCESS[kind], variant: 'success' });
    },
  );
}
