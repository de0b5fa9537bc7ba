// Spec §3: the browser storage keys the product reads and writes. Renaming one signs people out
// or loses their theme, so they are declared once here.
export const STORAGE_KEYS = {
  authToken: 'authToken',
  user: 'user',
  theme: 'vite-ui-theme',
  // sessionStorage: last signed-in path, cleared by the 404 page's Go Home.
  lastPath: 'stave:last-path',
  // sessionStorage: a toast to show after the reload that follows login, registration or logout.
  flashToast: 'stave:flash-toast',
  // localStorage: achievement ids already celebrated, per member, so a panel and its confetti show
  // once per award across reloads and tabs.
  celebratedAchievements: 'stave:celebrated-achievements',
} as const;
