import { PROFILE_IMAGE_MAX_BYTES } from '@stave/contracts';
import { useMutation } from '@tanstack/react-query';
import { useAuth } from '@/features/auth';
import { UploadError, uploadProfileImage, type ImageKind } from '@/features/profile/api/profile.api';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';

const SUCCESS: Record<ImageKind, { title: string; description: string }> = {
  avatar: { title: 'Profile Picture Updated', description: 'Your new profile picture is live.' },
  cover: { title: 'Cover Image Updated', description: 'Your new banner is live.' },
};

// Spec §5: an image under 10 MB, checked before anything is sent; then the upload, and the
// session user (top navigation included) follows the answer.
export function useProfileImageUpload(kind: ImageKind) {
  const { replaceUser } = useAuth();
  const mutation = useMutation({
    mutationFn: (file: File) => uploadProfileImage(kind, file),
    onSuccess: (user) => {
      replaceUser(user);
      toast({ ...SUCCESS[kind], variant: 'success' });
    },
    onError: (error) => {
      const description = error instanceof UploadError ? error.message : `Upload failed: ${errorText(error, 'please try again.')}`;
      toast({ title: 'Upload Failed', description, variant: 'destructive' });
    },
  });

  const pick = (file: File | undefined) => {
    if (!file) return;
    if (!file.type.startsWith('image/')) {
      toast({ title: 'Invalid File Type', description: 'Please select an image file.', variant: 'destructive' });
      return;
    }
    if (file.size > PROFILE_IMAGE_MAX_BYTES) {
      toast({ title: 'File Too Large', description: 'Please select an image under 10MB.', variant: 'destructive' });
      return;
    }
    mutation.mutate(file);
  };

  return { pick, uploading: mutation.isPending };
}
