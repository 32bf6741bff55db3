/* global window, document */
// Sets the light/dark class from the saved choice (or the system setting) before React starts.
(function () {
  try {
    var choice = localStorage.getItem('pte-coach.theme');
    var dark = choice === 'dark' || (choice !== 'light' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.style.colorScheme = dark ? 'dark' : 'light';
  } catch {
    // Storage unavailable: keep the default light theme.
  }
})();
