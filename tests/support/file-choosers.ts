import type { Page } from 'playwright-core';

/**
 * Catches the page's file choosers through a DevTools session of its own, whose interception is on before this
 * returns. Playwright's `waitForEvent('filechooser')` turns interception on without waiting for it, so a key
 * pressed straight after can, on a loaded machine, open the real chooser, which nothing answers.
 */
export const catchFileChoosers = async (page: Page) => {
  const cdp = await page.context().newCDPSession(page);
  const opened: { mode: string; backendNodeId?: number }[] = [];
  cdp.on('Page.fileChooserOpened', (event) => opened.push(event));
  await cdp.send('Page.enable');
  await cdp.send('Page.setInterceptFileChooserDialog', { enabled: true });
  return {
    /** Waits for the next chooser and answers it with no file, as if dismissed; true when it takes several. */
    nextTakesSeveral: async (timeoutMs = 10_000): Promise<boolean> => {
      const until = Date.now() + timeoutMs;
      while (opened.length === 0) {
        if (Date.now() > until) throw new Error(`no file chooser opened within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      const chooser = opened.shift();
      if (chooser?.backendNodeId)
        await cdp.send('DOM.setFileInputFiles', { files: [], backendNodeId: chooser.backendNodeId });
      return chooser?.mode === 'selectMultiple';
    },
    stop: () => cdp.detach(),
  };
};
