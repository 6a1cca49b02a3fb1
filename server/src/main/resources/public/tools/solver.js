// The solver: every distinct solution of a numbers game, every word of a rack.
import { $, api, showError } from '../shared/api.js';
import { t } from '../shared/i18n.js';

async function solveAny() {
  const out = $('solver-numbers');
  try {
    const tiles = $('solver-tiles').value.trim().split(/[\s,]+/).filter((s) => s).map(Number);
    const result = await api('POST', '/api/numbers/solve',
      { target: Number($('solver-target').value), tiles, all: true, limit: 500 });
    out.className = 'best';
    out.textContent = `${result.exact ? t('exact') : `${t('off')} ${result.distance}`} — ${result.solutionCount} `
      + `${t('distinct')}\n` + result.solutions.map((s) => `${s.infix} = ${s.value}`).join('\n');
  } catch (e) {
    showError(out, e);
  }
}

async function wordsAny() {
  const out = $('solver-letters');
  try {
    const result = await api('POST', '/api/letters/words',
      { rack: $('solver-rack').value, lang: $('solver-lang').value, limit: 500 });
    out.className = 'best';
    out.textContent = `${result.words.length} ${t('wordsFound')}\n`
      + result.words.map((w) => w.word + (w.blanks ? ` (? = ${w.blanks})` : '')).join('\n');
  } catch (e) {
    showError(out, e);
  }
}

export function initSolver() {
  $('solver-solve').addEventListener('click', solveAny);
  $('solver-words').addEventListener('click', wordsAny);
}
