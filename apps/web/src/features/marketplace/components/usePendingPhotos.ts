import { useEffect, useRef, useState } from 'react';
import { toast } from '@/hooks/useToast';
import { acceptPhotos } from '../listing-form';

// A photo chosen in the dialog, not yet uploaded: its preview stays until it is removed or the
// dialog closes. `progress` is 0–1 while it uploads.
export interface PendingPhoto {
  key: string;
  file: File;
  preview: string;
  progress: number | null;
}

let counter = 0;

// The photos picked for a listing, checked on the way in (type, 5 MB, 5 a listing; `room`
// is what the listing has left), with their object URLs released when they go.
export function usePendingPhotos(room: number) {
  const [photos, setPhotos] = useState<PendingPhoto[]>([]);
  const [problem, setProblem] = useState<string | null>(null);
  // Every preview made, released when the dialog goes (revoking one twice is harmless).
  const made = useRef<string[]>([]);

  useEffect(() => {
    const previews = made.current;
    return () => previews.forEach((preview) => URL.revokeObjectURL(preview));
  }, []);

  const pick = (files: readonly File[]) => {
    const { accepted, problem: found } = acceptPhotos(files, room - photos.length);
    setProblem(found ? (found.description ?? found.title) : null);
    if (found) toast({ title: found.title, description: found.description, variant: 'destructive' });
    if (accepted.length === 0) return;
    const added = accepted.map((file) => ({ key: `photo-${(counter += 1)}`, file, preview: URL.createObjectURL(file), progress: null }));
    made.current.push(...added.map((photo) => photo.preview));
    setPhotos((current) => [...current, ...added]);
  };

  const remove = (key: string) => {
    const photo = photos.find((candidate) => candidate.key === key);
    if (photo) URL.revokeObjectURL(photo.preview);
    setPhotos((current) => current.filter((candidate) => candidate.key !== key));
    setProblem(null);
  };

  const makeMain = (key: string) => setPhotos((current) => [...current.filter((photo) => photo.key === key), ...current.filter((photo) => photo.key !== key)]);

  const setProgress = (key: string, progress: number | null) =>
    setPhotos((current) => current.map((photo) => (photo.key === key ? { ...photo, progress } : photo)));

  return { photos, problem, pick, remove, makeMain, setProgress };
}
