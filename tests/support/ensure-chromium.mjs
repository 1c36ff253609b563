#!/usr/bin/env node
// Makes sure the system Chromium that the browser tests drive is installed (Debian's package), plus a
// Japanese font so screenshots of the Japanese pages show text rather than empty boxes.
// playwright-core never downloads a browser of its own here: tests/support/browser.ts uses /usr/bin/chromium.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const JAPANESE_FONT_PACKAGE = 'fonts-ipafont-gothic';

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

const run = (command, args) => {
  const [bin, argv] = asRoot ? [command, args] : ['sudo', [command, ...args]];
  console.log(`ensure-chromium: ${[bin, ...argv].join(' ')}`);
  execFileSync(bin, argv, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
};

const hasJapaneseFont = () => {
  try {
    return execFileSync('fc-list', [':lang=ja', 'family'], { encoding: 'utf8' }).trim().length > 0;
  } catch {
    return false; // no fontconfig yet: it comes with chromium
  }
};

const missing = [];
if (existsSync(CHROMIUM)) console.log(`ensure-chromium: ${CHROMIUM} is present`);
else {
  console.log(`ensure-chromium: ${CHROMIUM} is missing, installing Debian's chromium package`);
  missing.push('chromium');
}
if (hasJapaneseFont()) console.log('ensure-chromium: a Japanese font is present');
else {
  console.log(`ensure-chromium: no Japanese font, installing ${JAPANESE_FONT_PACKAGE}`);
  missing.push(JAPANESE_FONT_PACKAGE);
}

if (missing.length > 0) {
  run('apt-get', ['update']);
  run('apt-get', ['install', '-y', ...missing]);
  if (!existsSync(CHROMIUM)) {
    console.error(`ensure-chromium: ${CHROMIUM} is still missing after the install`);
    process.exit(1);
  }
  console.log(`ensure-chromium: installed ${missing.join(', ')}`);
}
