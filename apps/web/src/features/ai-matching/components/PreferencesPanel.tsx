import { useState } from 'react';
import { PROFESSIONAL_TYPES, type MatchingPreferences } from '@stave/contracts';
import { Loader2 } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/hooks/useToast';
import { errorText } from '@/lib/form-errors';
import { typeLabel } from '@/lib/professional-type';
import { useSavePreferencesMutation } from '../api/matching.queries';

// 'Adjust Preferences': the member's genres and skills, and what they look for, where,
// and whether others may be suggested them.
export function PreferencesPanel({ preferences, skills }: { preferences: MatchingPreferences; skills: string[] }) {
  const [lookingFor, setLookingFor] = useState(preferences.lookingFor);
  const [genres, setGenres] = useState(preferences.genres.join(', '));
  const [location, setLocation] = useState(preferences.location ?? '');
  const [remoteOnly, setRemoteOnly] = useState(preferences.remoteOnly);
  const [optedOut, setOptedOut] = useState(preferences.optedOut);
  const save = useSavePreferencesMutation();
  const submit = () =>
    save.mutate(
      {
        lookingFor,
        genres: genres
          .split(',')
          .map((genre) => genre.trim())
          .filter(Boolean),
        location: location.trim() || null,
        remoteOnly,
        optedOut,
      },
      {
        onSuccess: () => toast({ title: 'Preferences saved', description: 'Your matches have been updated.', variant: 'success' }),
        onError: (error) => toast({ title: 'Could not save preferences', description: errorText(error, 'Please try again.'), variant: 'destructive' }),
      },
    );
  return (
    <Card className="grid gap-4 p-5" data-testid="matching-preferences">
      <div className="grid gap-1.5">
        <p className="text-sm font-medium">Your skills</p>
        <div className="flex flex-wrap gap-1.5">
          {skills.length > 0 ? (
            skills.map((skill) => (
              <Badge key={skill} variant="secondary">
                {skill}
              </Badge>
            ))
          ) : (
            <span className="text-sm text-muted-foreground">None on your profile yet</span>
          )}
        </div>
      </div>
      <fieldset className="grid gap-2">
        <legend className="mb-1 text-sm font-medium">Looking for</legend>
        <div className="flex flex-wrap gap-2">
          {PROFESSIONAL_TYPES.map((type) => {
            const on = lookingFor.includes(type);
            return (
              <Button
                key={type}
                type="button"
                size="sm"
                variant={on ? 'brand' : 'outline'}
                aria-pressed={on}
                onClick={() => setLookingFor(on ? lookingFor.filter((item) => item !== type) : [...lookingFor, type])}
              >
                {typeLabel(type)}
              </Button>
            );
          })}
        </div>
      </fieldset>
      <div className="grid gap-3 sm:grid-cols-2">
        <div className="grid gap-1.5">
          <Label htmlFor="matching-genres">Genres (comma separated)</Label>
          <Input id="matching-genres" value={genres} onChange={(event) => setGenres(event.target.value)} />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="matching-location">Location</Label>
          <Input id="matching-location" value={location} onChange={(event) => setLocation(event.target.value)} />
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={remoteOnly} onChange={(event) => setRemoteOnly(event.target.checked)} className="size-4 accent-[var(--color-brand)]" />
        Remote only (location does not count)
      </label>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" checked={optedOut} onChange={(event) => setOptedOut(event.target.checked)} className="size-4 accent-[var(--color-brand)]" />
        Do not suggest me to other members
      </label>
      <Button variant="brand" className="justify-self-start" onClick={submit} disabled={save.isPending}>
        {save.isPending ? <Loader2 className="animate-spin" aria-hidden="true" /> : null}
        Save preferences
      </Button>
    </Card>
  );
}
