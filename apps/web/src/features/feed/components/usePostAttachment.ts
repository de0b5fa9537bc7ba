import type { MediaType, PostMediaUpload } from '@stave/contracts';
import { useEffect, useRef, useState } from 'react';
import { uploadPostMedia } from '@/features/feed/api/feed.api';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { UploadError } from '@/lib/upload';

export interface Attachment {
  kind: MediaType;
  name: string;
  // A blob: URL of the picked file, so the preview shows at once (CSP allows blob: media).
  previewUrl: string;
  upload: PostMediaUpload | null;
}

// What the OS picker offers; the server reads the real type from the bytes (media types).
export const ATTACHMENT_ACCEPT = 'image/*,audio/*,video/*';

function kindOf(type: string): MediaType | null {
  const family = type.split('/')[0];
  return family === 'image' || family === 'audio' || family === 'video' ? family : null;
}

// One image, audio track or video for a post: checked here against the contracts' per-kind
// limits, uploaded as soon as it is picked (POST /api/posts/media), its mediaUrl sent with the post.
export function usePostAttachment() {
  const [attachment, setAttachment] = useState<Attachment | null>(null);
  // Each pick gets a number: the answer for a file removed or replaced meanwhile is ignored.
  const generation = useRef(0);
  const previewUrl = attachment?.previewUrl;

  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    // Values from the contracts load on demand (the composer is on the first route).
    const { POST_MEDIA_MAX_BYTES, SOCIAL_MESSAGES } = await import('@stave/contracts/social');
    const kind = kindOf(file.type);
    if (!kind) {
      toast({ title: 'Invalid File Type', description: SOCIAL_MESSAGES.mediaInvalidTypeDetail, variant: 'destructive' });
      return;
    }
    if (file.size > POST_MEDIA_MAX_BYTES[kind]) {
      toast({ title: 'File Too Large', description: SOCIAL_MESSAGES.mediaTooLargeDetail[kind], variant: 'destructive' });
      return;
    }
    const mine = ++generation.current;
    setAttachment({ kind, name: file.name, previewUrl: URL.createObjectURL(file), upload: null });
    try {
      const upload = await uploadPostMedia(file);
      if (mine !== generation.current) return;
      setAttachment((current) => (current ? { ...current, kind: upload.mediaType, upload } : current));
    } catch (error) {
      if (mine !== generation.current) return;
      setAttachment(null);
      const description = error instanceof UploadError ? error.body : errorText(error, 'Please try again.');
      toast({ title: 'Upload Failed', description, variant: 'destructive' });
    }
  };

  const clear = () => {
    generation.current++;
    setAttachment(null);
  };

  return { attachment, pick, clear, uploading: attachment !== null && attachment.upload === null };
}
