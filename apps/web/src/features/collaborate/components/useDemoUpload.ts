import { COLLABORATION_MESSAGES, DEMO_MAX_BYTES, type DemoUpload } from '@stave/contracts';
import { useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { UploadError } from '@/lib/upload';
import { uploadDemo } from '../api/collaborations.api';

export interface DemoFile {
  name: string;
  // A blob: URL of the picked file, so it can be played at once (CSP allows blob: media).
  previewUrl: string;
  upload: DemoUpload | null;
}

// What the OS picker offers; the server reads the real type and length from the bytes.
export const DEMO_ACCEPT = 'audio/*,.mp3,.wav,.ogg,.flac,.aac,.m4a';

// One audio demo, uploaded as soon as it is picked (POST /api/collaborations/demo); its demoUrl
// goes with the call. Failures are said beside the field and in an 'Upload Failed' toast.
export function useDemoUpload() {
  const [demo, setDemo] = useState<DemoFile | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Each pick gets a number: the answer for a file removed or replaced meanwhile is ignored.
  const generation = useRef(0);
  const previewUrl = demo?.previewUrl;

  useEffect(() => (previewUrl ? () => URL.revokeObjectURL(previewUrl) : undefined), [previewUrl]);

  const fail = (message: string) => {
    setError(message);
    toast({ title: 'Upload Failed', description: message, variant: 'destructive' });
  };

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setError(null);
    if (file.type && !file.type.startsWith('audio/')) return fail(COLLABORATION_MESSAGES.demoInvalidType);
    if (file.size > DEMO_MAX_BYTES) return fail(COLLABORATION_MESSAGES.demoTooLarge);
    const mine = ++generation.current;
    setDemo({ name: file.name, previewUrl: URL.createObjectURL(file), upload: null });
    try {
      const upload = await uploadDemo(file);
      if (mine !== generation.current) return;
      setDemo((current) => (current ? { ...current, upload } : current));
    } catch (caught) {
      if (mine !== generation.current) return;
      setDemo(null);
      fail(caught instanceof UploadError ? caught.body : errorText(caught, 'Please try again.'));
    }
  };

  const clear = () => {
    generation.current++;
    setDemo(null);
    setError(null);
  };

  return { demo, error, pick, clear, uploading: demo !== null && demo.upload === null };
}
