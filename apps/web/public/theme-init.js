/* global window, document */
// Runs synchronously before first paint (loaded by <script src> because the CSP forbids inline
// scripts). Must stay in step with ThemeProvider: key 'vite-ui-theme', values light | dark | system.
(function () {
  var theme = 'light';
  try {
    var stored = window.localStorage.getItem('vite-ui-theme');
    if (stored === 'light' || stored === 'dark' || stored === 'system') theme = stored;
  } catch {
    // Storage blocked: keep the default.
  }
  if (theme === 'system') {
    theme = window.matchMedia && window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  }
  var root = document.documentElement;
  root.classList.remove('light', 'dark');
  root.classList.add(theme);
  root.style.colorScheme = theme;
})();
