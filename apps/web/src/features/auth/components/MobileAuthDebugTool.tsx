import { Bug, ChevronDown, LogIn, Trash2, Upload } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { IDENTITY } from '@stave/contracts/paths';
import { apiResponse } from '@/lib/api-json';
import { readAuthToken, writeAuthCookie } from '@/lib/auth-storage';
import { cn } from '@/lib/cn';
import { STORAGE_KEYS } from '@/lib/storage-keys';

type LogLevel = 'info' | 'ok' | 'error';
type LogEntry = { id: number; at: string; level: LogLevel; text: string };

let nextLogId = 0;

function storageWorks(kind: 'localStorage' | 'sessionStorage'): boolean {
  try {
    const probe = 'stave:debug-probe';
    window[kind].setItem(probe, '1');
    window[kind].removeItem(probe);
    return true;
  } catch {
    return false;
  }
}

const clip = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}…` : text);

// ?debug=mobile shows this tool, collapsed by default. It tests sign-in on a phone
// whose storage behaves oddly: the token goes to local storage, session storage and an
// `authToken` cookie (86 400 s), and a profile picture upload can be tried with it.
export function MobileAuthDebugTool() {
  const [open, setOpen] = useState(false);
  const [log, setLog] = useState<LogEntry[]>([]);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<'login' | 'upload' | null>(null);
  const panelId = useId();

  const add = (level: LogLevel, text: string) =>
    setLog((current) => [{ id: nextLogId++, at: new Date().toLocaleTimeString('en-GB'), level, text }, ...current].slice(0, 100));

  const environment = () => {
    add(
      'info',
      `localStorage ${storageWorks('localStorage') ? 'works' : 'blocked'}; sessionStorage ${storageWorks('sessionStorage') ? 'works' : 'blocked'}; cookies ${navigator.cookieEnabled ? 'enabled' : 'disabled'}`,
    );
    add('info', `Token stored: ${readAuthToken() ? 'yes' : 'no'}; cookie: ${document.cookie.includes(`${STORAGE_KEYS.authToken}=`) ? 'yes' : 'no'}`);
  };

  const testLogin = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy('login');
    add('info', `${IDENTITY.login} as ${email || '(no email)'}`);
    try {
      const res = await apiResponse(IDENTITY.login, { body: { email, password } });
      const text = await res.text();
      if (!res.ok) {
        add('error', `Login answered ${res.status}: ${clip(text)}`);
        return;
      }
      const body = JSON.parse(text) as { token?: string; user?: unknown };
      if (!body.token) {
        add('error', 'Login answered without a token');
        return;
      }
      const stored: string[] = [];
      for (const kind of ['localStorage', 'sessionStorage'] as const) {
        try {
          window[kind].setItem(STORAGE_KEYS.authToken, body.token);
          if (body.user) window[kind].setItem(STORAGE_KEYS.user, JSON.stringify(body.user));
          stored.push(kind);
        } catch (error) {
          add('error', `${kind} refused the token: ${String(error)}`);
        }
      }
      writeAuthCookie(body.token);
      stored.push('cookie (86400 s)');
      add('ok', `Login ${res.status}; token stored in ${stored.join(', ')}`);
    } catch (error) {
      add('error', `Login request failed: ${String(error)}`);
    } finally {
      setBusy(null);
    }
  };

  const testUpload = async () => {
    if (!file) {
      add('error', 'Choose an image first');
      return;
    }
    setBusy('upload');
    add('info', `${IDENTITY.profilePicture} (${file.name}, ${file.type || 'unknown type'}, ${Math.round(file.size / 1024)} KB)`);
    try {
      const form = new FormData();
      form.append('profileImage', file);
      const res = await apiResponse(IDENTITY.profilePicture, { body: form });
      const text = await res.text().catch(() => '');
      add(res.ok ? 'ok' : 'error', `Upload answered ${res.status}: ${clip(text)}`);
    } catch (error) {
      add('error', `Upload request failed: ${String(error)}`);
    } finally {
      setBusy(null);
    }
  };

  return (
    <section className="rounded-xl border border-dashed bg-card/60 text-sm" aria-label="Mobile Authentication Debug Tool">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
        className="flex w-full items-center gap-2 rounded-xl px-4 py-3 text-left font-medium text-muted-foreground hover:text-foreground"
      >
        <Bug className="size-4" aria-hidden="true" />
        {open ? 'Hide' : 'Show'} Mobile Authentication Debug Tool
        <ChevronDown className={cn('ml-auto size-4 transition-transform', open && 'rotate-180')} aria-hidden="true" />
      </button>
      {open ? (
        <div id={panelId} className="grid gap-5 border-t px-4 pt-4 pb-5">
          <div className="flex flex-wrap gap-2">
            <Button size="sm" variant="outline" onClick={environment}>
              Check storage and cookies
            </Button>
          </div>
          <form onSubmit={(event) => void testLogin(event)} className="grid gap-3">
            <p className="font-medium">Test login</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-1.5">
                <Label htmlFor={`${panelId}-email`}>Email</Label>
                <Input id={`${panelId}-email`} type="email" autoComplete="off" value={email} onChange={(e) => setEmail(e.target.value)} />
              </div>
              <div className="grid gap-1.5">
                <Label htmlFor={`${panelId}-password`}>Password</Label>
                <Input id={`${panelId}-password`} type="password" autoComplete="off" value={password} onChange={(e) => setPassword(e.target.value)} />
              </div>
            </div>
            <Button type="submit" size="sm" className="w-fit" disabled={busy !== null}>
              <LogIn aria-hidden="true" />
              {busy === 'login' ? 'Testing...' : 'Run test login'}
            </Button>
          </form>
          <div className="grid gap-3">
            <p className="font-medium">Profile picture upload test</p>
            <Input type="file" accept="image/*" aria-label="Test image" onChange={(e) => setFile(e.target.files?.[0] ?? null)} className="h-auto py-1.5" />
            <Button size="sm" variant="outline" className="w-fit" onClick={() => void testUpload()} disabled={busy !== null}>
              <Upload aria-hidden="true" />
              {busy === 'upload' ? 'Uploading...' : 'Run upload test'}
            </Button>
          </div>
          <div className="grid gap-2">
            <div className="flex items-center justify-between">
              <p className="font-medium">Log</p>
              <Button size="sm" variant="ghost" onClick={() => setLog([])} disabled={log.length === 0}>
                <Trash2 aria-hidden="true" />
                Clear
              </Button>
            </div>
            {log.length === 0 ? (
              <p className="rounded-lg bg-muted px-3 py-2 text-muted-foreground">No entries yet.</p>
            ) : (
              <ol className="grid max-h-60 gap-1 overflow-y-auto rounded-lg bg-muted p-2 font-mono text-xs" aria-live="polite" data-testid="debug-log">
                {log.map((entry) => (
                  <li key={entry.id} className="flex gap-2 break-all">
                    <span className="shrink-0 text-muted-foreground">{entry.at}</span>
                    <span className={cn(entry.level === 'ok' && 'text-success', entry.level === 'error' && 'text-destructive')}>{entry.text}</span>
                  </li>
                ))}
              </ol>
            )}
          </div>
        </div>
      ) : null}
    </section>
  );
}
