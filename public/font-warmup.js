// The system fonts of the app's first layouts, looked up while its scripts are still downloading, one size at a
// time. Each first use of a font at a size asks the system for it (on Linux a round trip to the browser process
// for the family and another for the size), and the app's first layouts made those asks all at once: up to 50 ms
// of a single layout on the slow-memory host (README, "Fonts looked up while the scripts download").
// Loaded by index.html (async); it stops when the splash is gone. Kept in step with the theme's font family and
// with the text of the pages by src/web/theme/font-warmup.test.ts and tests/e2e/font-warmup.test.ts.
(() => {
  const FAMILY = "-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Hiragino Sans', 'Noto Sans JP', sans-serif";
  // [size in px, weight]: every size and weight of text on the homepage, an album page and the sign-in page.
  const STRIKES = [
    [12, 600],
    [34, 700],
    [18, 400],
    [22, 700],
    [16, 600],
    [11, 700],
    [14, 400],
    [14, 600],
    [16, 400],
    [12, 400],
    [18, 700],
    [26, 700],
    [28, 700],
    // The header's name beside its logo, from 576 px wide.
    [21, 700],
  ];
  const splash = document.getElementById('splash');
  if (!splash) return;
  let language = 'en';
  try {
    language = localStorage.getItem('language') === 'ja' ? 'ja' : 'en';
  } catch {
    // No storage for this page: the English text is still a fair guess at its fonts.
  }
  const holder = document.createElement('div');
  holder.setAttribute('aria-hidden', 'true');
  holder.lang = language;
  holder.style.cssText = `position:absolute;left:0;top:0;visibility:hidden;pointer-events:none;white-space:nowrap;font-family:${FAMILY}`;
  splash.append(holder);
  let next = 0;
  const warm = () => {
    if (next === STRIKES.length || !holder.isConnected) {
      holder.remove();
      return;
    }
    const [size, weight] = STRIKES[next++];
    const line = document.createElement('span');
    line.style.cssText = `font-size:${size}px;font-weight:${weight}`;
    // Japanese text falls back to a CJK font of its own at each size.
    line.textContent = language === 'ja' ? 'izoom 読み込み中' : 'izoom';
    holder.append(line);
    // Laid out now, in this task of its own.
    void line.offsetWidth;
    setTimeout(warm, 0);
  };
  setTimeout(warm, 0);
})();
