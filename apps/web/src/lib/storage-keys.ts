// The browser storage keys the product reads and writes. Renaming one signs people out
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
  // localStorage: each member's last searches on this device (the search box shows them when empty).
  recentSearches: 'stave:recent-searches',
  // Beside the token, in the same storage: the token it was written for, when that token is a suspended or banned
  // member's (it reaches their standing, its appeal and sign-out only). Another token makes it stale.
  restrictedToken: 'stave:restricted-token',
} as const;
