// The page: a numbers round, a letters round and a solver, over the JSON API. No build step.
const LABELS = {
  en: {
    show: 'Show', language: 'Language', numbersRound: 'Numbers round', lettersRound: 'Letters round',
    solver: 'Solver', largeTiles: 'Large tiles', draw: 'Draw', submit: 'Submit', hint: 'Hint', clear: 'Clear',
    vowel: 'Vowel', consonant: 'Consonant', numbers: 'Numbers', letters: 'Letters', solve: 'Solve', words: 'Words',
    answerHint: 'e.g. 8*75-(9-3), or 8*75=600, 9-3=6, 600-6=594', wordHint: 'your longest word',
    target: 'target', tiles: 'tiles, e.g. 25 50 75 100 3 6', rack: 'rack, ? for a blank',
    noPiles: 'This show publishes no letter piles to draw from; use the solver.',
    accepted: 'Accepted', rejected: 'Rejected', exact: 'exact', off: 'off by', points: 'points',
    best: 'Best', distinct: 'distinct solutions', longest: 'Longest words', none: 'none', timeUp: 'time is up',
    hintPrefix: 'Try first', noHint: 'No hint: no calculation is needed.', letters_: 'letters',
    notInDictionary: 'not a word of the list', solutions: 'solutions', wordsFound: 'words',
  },
  fr: {
    show: 'Émission', language: 'Langue', numbersRound: 'Le compte est bon', lettersRound: 'Le mot le plus long',
    solver: 'Solveur', largeTiles: 'Grandes plaques', draw: 'Tirer', submit: 'Valider', hint: 'Indice',
    clear: 'Effacer', vowel: 'Voyelle', consonant: 'Consonne', numbers: 'Chiffres', letters: 'Lettres',
    solve: 'Résoudre', words: 'Mots', answerHint: 'ex. 8*75-(9-3), ou 8*75=600, 9-3=6, 600-6=594',
    wordHint: 'votre mot le plus long', target: 'nombre', tiles: 'plaques, ex. 25 50 75 100 3 6',
    rack: 'tirage, ? pour un joker', noPiles: 'Cette émission ne publie pas ses piles de lettres ; utilisez le solveur.',
    accepted: 'Accepté', rejected: 'Refusé', exact: 'compte est bon', off: 'à', points: 'points',
    best: 'Meilleur', distinct: 'solutions distinctes', longest: 'Mots les plus longs', none: 'aucun',
    timeUp: 'temps écoulé', hintPrefix: 'Commencez par', noHint: 'Pas d’indice : aucun calcul n’est nécessaire.',
    letters_: 'lettres', notInDictionary: 'absent de la liste', solutions: 'solutions', wordsFound: 'mots',
  },
};

const $ = (id) => document.getElementById(id);
const seed = new URLSearchParams(location.search).get('seed');
let lang = (navigator.language || 'en').startsWith('fr') ? 'fr' : 'en';
let variants = [];
let game = null;
let rack = null;
let choices = '';
const clocks = {};

function t(key) {
  return LABELS[lang][key] ?? LABELS.en[key] ?? key;
}

function applyLabels() {
  document.documentElement.lang = lang;
  document.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = t(el.dataset.i18n); });
  document.querySelectorAll('[data-i18n-placeholder]').forEach((el) => { el.placeholder = t(el.dataset.i18nPlaceholder); });
}

async function api(method, path, body) {
  const options = { method, headers: {} };
  if (body !== undefined) {
    options.headers['Content-Type'] = 'application/json';
    options.body = JSON.stringify(body);
  }
  const response = await fetch(path, options);
  const json = await response.json();
  if (!response.ok) {
    throw new Error(json.detail || json.title || response.statusText);
  }
  return json;
}

function variant() {
  return variants.find((v) => v.key === $('variant').value);
}

function startClock(name, seconds, onEnd) {
  clearInterval(clocks[name]);
  const el = $(`${name}-clock`);
  el.classList.remove('over');
  if (!seconds) {
    el.textContent = '';
    return;
  }
  const end = Date.now() + seconds * 1000;
  const tick = () => {
    const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
    el.textContent = left > 0 ? `${left} s` : t('timeUp');
    if (left === 0) {
      clearInterval(clocks[name]);
      el.classList.add('over');
      if (onEnd) onEnd();
    }
  };
  tick();
  clocks[name] = setInterval(tick, 250);
}

function stopClock(name) {
  clearInterval(clocks[name]);
}

function showError(el, error) {
  el.className = 'verdict rejected';
  el.textContent = error.message;
}

// ---- numbers round ----

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
  const tiles = $('numbers-tiles');
  tiles.innerHTML = '';
  game.tiles.forEach((tile, i) => {
    const button = document.createElement('button');
    button.textContent = tile;
    button.id = `tile-${i}`;
    button.addEventListener('click', () => { insert(String(tile)); button.disabled = true; });
    tiles.append(button);
  });
  ['numbers-verdict', 'numbers-score', 'numbers-best', 'numbers-hint-text'].forEach((id) => { $(id).textContent = ''; });
  $('numbers-answer').value = '';
  $('numbers-submit').disabled = false;
  startClock('numbers', game.seconds ?? 30);
}

function insert(text) {
  const input = $('numbers-answer');
  input.value += text;
  input.focus();
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
      el.textContent = `${t('accepted')}: ${verdict.expression} = ${verdict.value}, `
        + (verdict.distance === 0 ? t('exact') : `${t('off')} ${verdict.distance}`);
    } else {
      el.className = 'verdict rejected';
      el.textContent = `${t('rejected')}: ${verdict.message}`;
    }
    $('numbers-score').textContent = `${verdict.score} ${t('points')}`;
    const best = await api('POST', '/api/numbers/solve', { target: game.target, tiles: game.tiles, variant: v.key });
    $('numbers-best').textContent = `${t('best')}: ${best.best.infix} = ${best.best.value}\n`
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
    $('numbers-hint-text').textContent = analysis.hint ? `${t('hintPrefix')}: ${analysis.hint}` : t('noHint');
  } catch (e) {
    showError($('numbers-hint-text'), e);
  }
}

// ---- letters round ----

function resetLetters() {
  const v = variant();
  const drawable = v.lettersDrawable === true;
  $('letters-unavailable').hidden = drawable;
  $('letters-submit').disabled = true;
  choices = '';
  updatePileButtons();
  rack = null;
  $('letters-rack').innerHTML = '';
  ['letters-verdict', 'letters-score', 'letters-best'].forEach((id) => { $(id).textContent = ''; });
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
  const open = v.lettersDrawable && choices.length < v.letterCount;
  $('letters-vowel').disabled = !open || completion(`${choices}v`, v) === null;
  $('letters-consonant').disabled = !open || completion(`${choices}c`, v) === null;
}

async function choose(pile) {
  const v = variant();
  if (!v.lettersDrawable || choices.length >= v.letterCount || completion(choices + pile, v) === null) return;
  choices += pile;
  updatePileButtons();
  const params = new URLSearchParams({ variant: v.key, choices: choices + completion(choices, v) });
  if (seed) params.set('seed', seed);
  try {
    // One seeded draw of the whole rack, revealed letter by letter as the player chooses its piles.
    const draw = await api('GET', `/api/draws/letters?${params}`);
    const shown = $('letters-rack');
    const span = document.createElement('span');
    span.textContent = draw.letters[choices.length - 1];
    shown.append(span);
    if (choices.length === v.letterCount) {
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
    el.textContent = `${verdict.accepted ? t('accepted') : t('rejected')}: ${verdict.message}`;
    $('letters-score').textContent = `${verdict.score} ${t('points')}`;
    const rules = { countdown: 'countdown', dcdl: 'dcdl', cifras: 'cifras' }[v.key] || 'all';
    const longest = await api('POST', '/api/letters/longest', { rack, rules });
    $('letters-best').textContent = `${t('longest')}: `
      + (longest.words.length ? longest.words.map((w) => w.word).join(', ') : t('none'));
  } catch (e) {
    showError($('letters-verdict'), e);
  }
}

// ---- solver ----

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

// ---- wiring ----

function showTab(name) {
  document.querySelectorAll('.panel').forEach((p) => { p.hidden = p.id !== name; });
  document.querySelectorAll('.tab').forEach((b) => b.classList.toggle('active', b.dataset.tab === name));
}

async function init() {
  $('ui-lang').value = lang;
  applyLabels();
  variants = await api('GET', '/api/variants');
  for (const v of variants) {
    $('variant').add(new Option(v.name, v.key));
  }
  $('variant').value = 'countdown';
  fillLarge();
  resetLetters();
  ['+', '−', '×', '÷', '(', ')'].forEach((op) => {
    const button = document.createElement('button');
    button.textContent = op;
    button.addEventListener('click', () => insert(` ${op} `.replace(' ( ', '(').replace(' ) ', ')')));
    $('numbers-ops').append(button);
  });
  $('variant').addEventListener('change', () => { fillLarge(); resetLetters(); });
  $('ui-lang').addEventListener('change', () => { lang = $('ui-lang').value; applyLabels(); });
  document.querySelectorAll('.tab').forEach((b) => b.addEventListener('click', () => showTab(b.dataset.tab)));
  $('numbers-draw').addEventListener('click', drawNumbers);
  $('numbers-submit').addEventListener('click', submitNumbers);
  $('numbers-hint').addEventListener('click', hintNumbers);
  $('numbers-clear').addEventListener('click', () => {
    $('numbers-answer').value = '';
    document.querySelectorAll('#numbers-tiles button').forEach((b) => { b.disabled = false; });
  });
  $('numbers-answer').addEventListener('keydown', (e) => { if (e.key === 'Enter') submitNumbers(); });
  $('letters-vowel').addEventListener('click', () => choose('v'));
  $('letters-consonant').addEventListener('click', () => choose('c'));
  $('letters-submit').addEventListener('click', submitWord);
  $('letters-word').addEventListener('keydown', (e) => { if (e.key === 'Enter') submitWord(); });
  $('solver-solve').addEventListener('click', solveAny);
  $('solver-words').addEventListener('click', wordsAny);
  document.body.dataset.ready = 'true';
}

init();
