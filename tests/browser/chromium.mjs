// Debian's headless Chromium as every browser test launches it: no browser is downloaded, and no
// network is given (the pages must need none).
import path from 'node:path';
import puppeteer from 'puppeteer-core';

export const CHROMIUM = process.env.NPUZZLE_CHROMIUM || '/usr/bin/chromium';

export function launchChromium(work) {
  return puppeteer.launch({
    executablePath: CHROMIUM,
    headless: true,
    userDataDir: path.join(work, 'profile'),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking',
           '--disable-component-update', '--disable-sync', '--no-first-run',
           '--proxy-server=127.0.0.1:9', '--proxy-bypass-list=<-loopback>',
           // The pages follow the browser's language: the tests choose theirs (#lang=zh-CN).
           '--lang=en-US'],
  });
}
