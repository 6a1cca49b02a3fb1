// The loose rounds to practise: a numbers round and a letters round of the show chosen at the top.
import { $, api, countdown, showError } from '../shared/api.js';
import { calculationPad } from '../shared/calculation-pad.js';
import { revealWords, t } from '../shared/i18n.js';
import { showMeanings } from '../shared/meanings.js';

let variants = [];
const seed = new URLSearchParams(location.search).get('seed');
let game = null;
let rack = null;
let choices = '';
// The seed of the rack being picked: the page's (?seed=), else a new one for each rack.
let rackSeed = null;
let revealed = false;
const clocks = {};

function variant() {
  return variants.find((v) => v.key === $('variant').value);
}

function startClock(name, seconds, onEnd) {
  stopClock(name);
  clocks[name] = countdown($(`${name}-clock`), seconds, Date.now(), onEnd, t('timeUp'));
}

function stopClock(name) {
  if (clocks[name]) clocks[name]();
}

function fillLarge() {
  const v = variant();
  const select = $('large');
  select.innerHTML = '';
  for (let n = v.minLarge; n <= v.maxLarge; n++) {
    select.add(new Option(String(n), String(n)));
  }
  select.value = String(Math.min(v.maxLarge, Math.max(v.minLarge, 1)));
}

async function drawNumbers() {
  const v = variant();
  const params = new URLSearchParams({ variant: v.key, large: $('large').value, solvable: 'true' });
  if (seed) params.set('seed', seed);
  try {
    game = await api('GET', `/api/draws/numbers?${params}`);
  } catch (e) {
    showError($('numbers-verdict'), e);
    return;
  }
  $('numbers-target').textContent = game.target;
  $('numbers-answer').value = '';
  const pad = calculationPad($('numbers-answer'), game.tiles);
  $('numbers-tiles').replaceChildren(...pad.tiles.children);
  $('numbers-ops').replaceChildren(...pad.ops.children);
  ['numbers-verdict', 'numbers-score', 'numbers-best', 'numbers-hint-text'].forEach((id) => { $(id).textContent = ''; });
  $('numbers-submit').disabled = false;
  startClock('numbers', game.seconds ?? 30);
}

async function submitNumbers() {
  if (!game) return;
  stopClock('numbers');
  $('numbers-submit').disabled = true;
  const v = variant();
  try {
    const verdict = await api('POST', '/api/referee/numbers',
      { target: game.target, tiles: game.tiles, answer: $('numbers-answer').value, variant: v.key });
    const el = $('numbers-verdict');
    if (verdict.accepted) {
      el.className = 'verdict accepted';
      el.textContent = `${t('accepted')}${t('colon')}${verdict.expression} = ${verdict.value}, `
        + (verdict.distance === 0 ? t('exact') : `${t('off')} ${verdict.distance}`);
    } else {
      el.className = 'verdict rejected';
      el.textContent = `${t('rejected')}${t('colon')}${verdict.message}`;
    }
    $('numbers-score').textContent = `${verdict.score} ${t('points')}`;
    const best = await api('POST', '/api/numbers/solve', { target: game.target, tiles: game.tiles, variant: v.key });
    $('numbers-best').textContent = `${t('best')}${t('colon')}${best.best.infix} = ${best.best.value}\n`
      + (best.best.lines || []).map((line) => `  ${line}`).join('\n')
      + `\n${best.solutionCount} ${t('distinct')}`;
  } catch (e) {
    showError($('numbers-verdict'), e);
  }
}

async function hintNumbers() {
  if (!game) return;
  try {
    const analysis = await api('POST', '/api/numbers/analysis',
      { target: game.target, tiles: game.tiles, variant: variant().key });
    $('numbers-hint-text').textContent = analysis.hint ? `${t('hintPrefix')}${t('colon')}${analysis.hint}` : t('noHint');
  } catch (e) {
    showError($('numbers-hint-text'), e);
  }
}


function resetLetters() {
  $('letters-unavailable').hidden = variant().lettersDrawable === true;
  clearRack(seed);
}

/** An empty rack to pick, its letters drawn with the seed given, else a new one. */
function clearRack(rackSeedGiven) {
  stopClock('letters');
  $('letters-submit').disabled = true;
  choices = '';
  revealed = false;
  rack = null;
  rackSeed = rackSeedGiven || String(crypto.getRandomValues(new Uint32Array(1))[0]);
  updatePileButtons();
  $('letters-rack').innerHTML = '';
  $('letters-word').value = '';
  ['letters-verdict', 'letters-score', 'letters-best', 'letters-meanings'].forEach((id) => { $(id).textContent = ''; });
  $('letters-clock').textContent = '';
}

/** The rest of the picks, as few vowels and consonants as the minima need; null when they cannot be met. */
function completion(picks, v) {
  const vowels = [...picks].filter((p) => p === 'v').length;
  const needV = Math.max(0, v.minVowels - vowels);
  const needC = Math.max(0, v.minConsonants - (picks.length - vowels));
  const left = v.letterCount - picks.length;
  return needV + needC > left ? null : 'v'.repeat(needV) + 'c'.repeat(left - needV);
}

function updatePileButtons() {
  const v = variant();
  // Once a rack is revealed, a pick starts the next one.
  const picks = revealed ? '' : choices;
  const open = v.lettersDrawable && picks.length < v.letterCount;
  $('letters-vowel').disabled = !open || completion(`${picks}v`, v) === null;
  $('letters-consonant').disabled = !open || completion(`${picks}c`, v) === null;
}

async function choose(pile) {
  const v = variant();
  if (revealed) clearRack(null);
  if (!v.lettersDrawable || choices.length >= v.letterCount || completion(choices + pile, v) === null) return;
  choices += pile;
  updatePileButtons();
  const index = choices.length - 1;
  const params = new URLSearchParams({ variant: v.key, choices: choices + completion(choices, v), seed: rackSeed });
  try {
    // One seeded draw of the whole rack, revealed letter by letter as the player chooses its piles: each
    // letter depends only on the seed and the piles chosen up to it, so every pick's draw agrees.
    const draw = await api('GET', `/api/draws/letters?${params}`);
    const shown = $('letters-rack');
    const span = document.createElement('span');
    span.textContent = draw.letters[index];
    shown.append(span);
    if (index === v.letterCount - 1) {
      rack = draw.letters;
      $('letters-submit').disabled = false;
      startClock('letters', draw.seconds ?? 30);
    }
  } catch (e) {
    choices = choices.slice(0, -1);
    updatePileButtons();
    showError($('letters-verdict'), e);
  }
}

async function submitWord() {
  if (!rack) return;
  stopClock('letters');
  $('letters-submit').disabled = true;
  const v = variant();
  try {
    const verdict = await api('POST', '/api/referee/word', { variant: v.key, rack, word: $('letters-word').value });
    const el = $('letters-verdict');
    el.className = verdict.accepted ? 'verdict accepted' : 'verdict rejected';
    el.textContent = `${verdict.accepted ? t('accepted') : t('rejected')}${t('colon')}${verdict.message}`;
    $('letters-score').textContent = `${verdict.score} ${t('points')}`;
    const rules = { countdown: 'countdown', dcdl: 'dcdl', cifras: 'cifras', cifras2024: 'cifras2024' }[v.key] || 'all';
    const longest = await api('POST', '/api/letters/longest', { rack, rules });
    $('letters-best').textContent = revealWords(longest.reveal.bestWords, longest.reveal.longestCommon);
    showMeanings($('letters-meanings'), v.lang, [longest.reveal.bestWords[0]?.word,
      longest.reveal.longestCommon[0]?.word, verdict.accepted ? $('letters-word').value : null]);
    revealed = true;
    updatePileButtons();
  } catch (e) {
    showError($('letters-verdict'), e);
  }
}

/** Wires the two practice rounds to the show chosen at the top of the page. */
export function initRounds(allVariants) {
  variants = allVariants;
  fillLarge();
  resetLetters();
  $('variant').addEventListener('change', () => { fillLarge(); resetLetters(); });
  $('numbers-draw').addEventListener('click', drawNumbers);
  $('numbers-submit').addEventListener('click', submitNumbers);
  $('numbers-hint').addEventListener('click', hintNumbers);
  $('numbers-answer').addEventListener('keydown', (e) => { if (e.key === 'Enter') submitNumbers(); });
  $('letters-vowel').addEventListener('click', () => choose('v'));
  $('letters-consonant').addEventListener('click', () => choose('c'));
  $('letters-submit').addEventListener('click', submitWord);
  $('letters-word').addEventListener('keydown', (e) => { if (e.key === 'Enter') submitWord(); });
}
