import { PROFILE_IMAGE_MAX_BYTES } from '@stave/contracts';
import { useMutation } from '@tanstack/react-query';
import { UploadError } from '@/lib/upload';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';

// An image under 10 MB, checked before anything is sent; then the upload, with the
// spec's 'Upload Failed' toast when the server refuses it.
export function useImageUpload<T>(upload: (file: File) => Promise<T>, onUploaded: (result: T) => void) {
  const mutation = useMutation({
    mutationFn: upload,
    onSuccess: onUploaded,
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
