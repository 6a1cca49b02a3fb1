// Lighthouse (phone profile, the default) on two screens of a running server, in the system's Chromium:
// the first screen of a new visitor, and a Scrabble game under way (started from the page, then the page
// loaded again with its storage kept, as a player coming back finds it). Prints each category's score.
//   npm install && node flow.mjs http://localhost:8080 [report-dir]
import { writeFileSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import { startFlow } from 'lighthouse';

const base = process.argv[2] || 'http://localhost:8080';
const out = process.argv[3];
const browser = await puppeteer.launch({
  executablePath: process.env.CHROMIUM || '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-quic', '--no-first-run',
    '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
try {
  const page = await browser.newPage();
  const flow = await startFlow(page, { name: 'chiffres-lettres' });
  await flow.navigate(`${base}/`, { name: 'first screen' });
  // A Scrabble game started as a person starts it; the next load finds it kept in the page's storage.
  await page.click('#tab-scrabble');
  await page.click('#scrabble-start');
  await page.waitForFunction(() => document.querySelectorAll('#scrabble-rack button').length === 7);
  await flow.navigate(`${base}/?tab=scrabble`, { name: 'Scrabble game under way', disableStorageReset: true });
  await page.waitForFunction(() => document.querySelectorAll('#scrabble-rack button').length === 7);
  const result = await flow.createFlowResult();
  for (const step of result.steps) {
    const scores = Object.values(step.lhr.categories).map((c) => `${c.title} ${Math.round(c.score * 100)}`);
    console.log(`${step.name}: ${scores.join(', ')}`);
    for (const c of Object.values(step.lhr.categories)) {
      if (c.score < 1) {
        const failing = c.auditRefs.map((r) => step.lhr.audits[r.id])
          .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
          .map((a) => `${a.id} (${a.displayValue || a.score})`);
        console.log(`  ${c.title} below 100: ${failing.join('; ')}`);
      }
    }
  }
  if (out) writeFileSync(`${out}/lighthouse-flow.html`, await flow.generateReport());
} finally {
  await browser.close();
}
