// The whole-game screen: set up a game, pick, answer against the clock, see each round revealed, the
// final score. The server keeps nothing: the game's stored form travels with each move and is kept in
// local storage, so that a reload resumes the game where it was.
import { $, api, countdown, dataTable, showError, showTiles } from '../shared/api.js';
import { calculationPad } from '../shared/calculation-pad.js';
import { revealWords, t } from '../shared/i18n.js';
import { showMeanings } from '../shared/meanings.js';

const STORE = 'chiffres-lettres.game';
let state = null;      // { game, reveal: index of the result shown or null, startedAt, round }
let stopClock = () => {};
let sending = false;

function save() {
  if (state) localStorage.setItem(STORE, JSON.stringify(state));
  else localStorage.removeItem(STORE);
}

function stored(game) {
  const out = { format: game.format, seed: game.seed, seats: game.seats, moves: game.moves };
  if (game.variant) { out.variant = game.variant; out.round = game.round; }
  return out;
}

const people = () => state.game.seats.map((s, i) => (s.level === 0 ? i : -1)).filter((i) => i >= 0);

async function move(m) {
  if (sending) return;
  sending = true;
  try {
    const before = state.game.results.length;
    const game = await api('POST', '/api/games/move', { game: stored(state.game), move: m });
    state.game = game;
    if (game.results.length > before) state.reveal = game.results.length - 1;
    save();
    render();
  } catch (e) {
    showError($('game-message'), e);
  } finally {
    sending = false;
  }
}

let closing = false;      // the clock's end is being handled: the answers typed are being declared

/**
 * The clock is over. As on the shows, players write during the clock and declare after it: what each
 * person typed and did not declare is declared now (a conundrum's guess only counts when buzzed), then
 * the round is revealed.
 */
async function clockOver(round) {
  if (closing) return;
  closing = true;
  try {
    const before = state.game.results.length;
    const typed = round.kind === 'conundrum' ? [] : people()
      .filter((seat) => !round.answered[seat] && $(`game-answer-${seat}`) && $(`game-answer-${seat}`).value.trim())
      .map((seat) => ({ seat, answer: $(`game-answer-${seat}`).value }));
    for (const { seat, answer } of typed) {
      await move({ type: 'declare', seat, answer });
      if (state.game.results.length > before) return;   // every answer in: revealed
    }
    await move({ type: 'reveal' });
  } finally {
    closing = false;
  }
}

async function start(event) {
  event.preventDefault();
  const opponent = $('game-opponent').value;
  const name0 = $('game-name-0').value.trim() || t('player1');
  const seats = opponent === 'two'
    ? [{ name: name0, level: 0 }, { name: $('game-name-1').value.trim() || t('player2'), level: 0 }]
    : [{ name: name0, level: 0 }, { name: t('computerLevel').replace('{n}', opponent), level: Number(opponent) }];
  const body = { format: $('game-format').value, seats };
  const seed = new URLSearchParams(location.search).get('seed');
  if (seed) body.seed = seed;               // a string keeps every digit of a 64-bit seed
  await begin(body);
}

/** A new game the server starts from a request ({format, seats, seed}), shown from its first round. */
async function begin(body) {
  try {
    state = { game: await api('POST', '/api/games', body), reveal: null, startedAt: null, round: 0 };
    save();
    render();
  } catch (e) {
    showError($('game-message'), e);
  }
}

function button(text, id, onClick) {
  const b = document.createElement('button');
  b.type = 'button';
  b.textContent = text;
  if (id) b.id = id;
  b.addEventListener('click', onClick);
  return b;
}

function show(part) {
  for (const id of ['game-setup', 'game-play', 'game-reveal', 'game-final']) $(id).hidden = id !== part;
}

function scoreLine() {
  return state.game.seats.map((s, i) => `${s.name} ${state.game.totals[i]}`).join(' · ');
}

export function render() {
  stopClock();
  const section = $('game');
  if (!state) {
    show('game-setup');
    section.dataset.phase = 'setup';
    return;
  }
  const { game } = state;
  section.dataset.moves = game.moves.length;
  $('game-score').textContent = scoreLine();
  if (state.reveal !== null) {
    renderReveal(game.results[state.reveal]);
    return;
  }
  if (game.over) {
    renderFinal();
    return;
  }
  renderRound(game.current);
}

function renderRound(round) {
  const { game } = state;
  show('game-play');
  const section = $('game');
  section.dataset.phase = round.phase;
  section.dataset.kind = round.kind;
  section.dataset.round = round.number;
  $('game-message').textContent = '';
  $('game-message').className = 'verdict';
  const picker = game.seats[round.picker];
  $('game-round-title').textContent = `${t('round')} ${round.number} ${t('of')} ${game.roundCount} · `
    + `${t(`kind_${round.kind}`)}` + (round.kind === 'conundrum' ? '' : ` · ${picker.name} ${t('picks')}`);
  const notes = [];
  if (round.kind === 'letters' && game.piles && !game.piles.showsOwn) notes.push(t('standIn'));
  if (!round.clockIsTheShows) notes.push(t('clockNotShows'));
  $('game-note').textContent = notes.join(' · ');
  const board = $('game-board');
  board.innerHTML = '';
  $('game-clock').textContent = '';
  if (round.phase === 'picking') {
    renderPicking(round, board, picker.level > 0);
    return;
  }
  if (state.round !== round.number || !state.startedAt) {
    state.round = round.number;
    state.startedAt = Date.now();
    save();
  }
  const shown = document.createElement('div');
  shown.className = 'tiles';
  if (round.kind === 'letters') {
    shown.id = 'game-letters';
    showTiles(shown, [...round.letters]);
  } else if (round.kind === 'numbers') {
    const target = document.createElement('div');
    target.className = 'target';
    target.id = 'game-target';
    target.textContent = round.target;
    board.append(target);
    shown.id = 'game-tiles';
    showTiles(shown, round.tiles);
  } else {
    shown.id = 'game-scramble';
    showTiles(shown, [...round.scramble]);
  }
  board.append(shown);
  let first = null;
  for (const seat of people()) {
    const row = document.createElement('div');
    row.className = 'row';
    const id = `game-answer-${seat}`;
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = `${game.seats[seat].name}${t('colon')}`
      + t(round.kind === 'letters' ? 'yourWord' : round.kind === 'numbers' ? 'yourCalculation' : 'yourGuess');
    row.append(label);
    if (round.answered[seat]) {
      const done = document.createElement('span');
      done.className = 'note';
      done.textContent = `✓ ${t('declared')}`;
      row.append(done);
    } else {
      const input = document.createElement('input');
      input.id = id;
      input.autocomplete = 'off';
      input.spellcheck = false;
      if (people().length > 1) input.type = 'password';
      const send = () => {
        const text = input.value;
        if (round.kind === 'conundrum') {
          move({ type: 'buzz', seat, guess: text, elapsedMillis: Math.min(round.clockSeconds * 1000, Date.now() - state.startedAt) });
        } else {
          move({ type: 'declare', seat, answer: text });
        }
      };
      input.addEventListener('keydown', (e) => { if (e.key === 'Enter') send(); });
      row.append(input, button(t(round.kind === 'conundrum' ? 'buzz' : 'declare'), `game-declare-${seat}`, send));
      if (!first) first = input;
      // One person: buttons write the calculation (two on one device type it, hidden from each other).
      if (round.kind === 'numbers' && people().length === 1) {
        const pad = calculationPad(input, round.tiles);
        pad.tiles.id = 'game-tiles';
        shown.replaceWith(pad.tiles);
        board.append(pad.ops);
      }
    }
    board.append(row);
  }
  if (round.kind === 'conundrum') {
    const note = document.createElement('p');
    note.className = 'note';
    note.textContent = t('guessNote');
    board.append(note);
  }
  if (first) first.focus();
  stopClock = countdown($('game-clock'), round.clockSeconds, state.startedAt, () => clockOver(round), t('timeUp'));
}

function renderPicking(round, board, computerPicks) {
  if (computerPicks) return;
  const seat = round.picker;
  if (round.kind === 'letters') {
    const rack = document.createElement('div');
    rack.className = 'tiles';
    rack.id = 'game-letters';
    showTiles(rack, [...round.letters]);
    const help = document.createElement('p');
    help.textContent = t('pickLetters');
    const row = document.createElement('div');
    row.className = 'row';
    const vowel = button(t('vowel'), 'game-vowel', () => move({ type: 'pick', seat, pile: 'vowel' }));
    const consonant = button(t('consonant'), 'game-consonant', () => move({ type: 'pick', seat, pile: 'consonant' }));
    vowel.disabled = round.vowelRefused !== null;
    consonant.disabled = round.consonantRefused !== null;
    if (vowel.disabled) vowel.title = round.vowelRefused;
    if (consonant.disabled) consonant.title = round.consonantRefused;
    row.append(vowel, consonant);
    board.append(rack, help, row);
    (vowel.disabled ? consonant : vowel).focus();
  } else {
    const help = document.createElement('p');
    help.textContent = t('pickLarge');
    const row = document.createElement('div');
    row.className = 'row';
    for (let n = round.minLarge; n <= round.maxLarge; n++) {
      row.append(button(`${n} ${t('large')}`, `game-large-${n}`, () => move({ type: 'large', seat, large: n })));
    }
    board.append(help, row);
    row.firstChild.focus();
  }
}

/** What a round drew: its letters, its tiles and target, or its scramble. */
function drawn(result) {
  return result.kind === 'letters' ? result.letters.toUpperCase()
    : result.kind === 'numbers' ? `${result.tiles.join(' ')} → ${result.target}` : result.scramble.toUpperCase();
}

function renderReveal(result) {
  show('game-reveal');
  const { game } = state;
  const section = $('game');
  section.dataset.phase = 'reveal';
  section.dataset.round = result.number;
  $('game-reveal-title').textContent = `${t('round')} ${result.number} · ${t(`kind_${result.kind}`)} · ${drawn(result)}`;
  const body = $('game-reveal-rows');
  body.innerHTML = '';
  // Each seat's running score once this round counts: the rounds up to it.
  const upTo = game.results.slice(0, game.results.indexOf(result) + 1);
  result.answers.forEach((a, i) => {
    const tr = document.createElement('tr');
    const total = upTo.reduce((sum, r) => sum + r.points[i], 0);
    for (const text of [game.seats[i].name, a.text || t('nothing'), a.message, String(result.points[i]), String(total)]) {
      const td = document.createElement('td');
      td.textContent = text;
      tr.append(td);
    }
    tr.className = a.valid ? 'accepted' : 'rejected';
    body.append(tr);
  });
  $('game-reveal-best').textContent = `${t('bestPossible')}${t('colon')}${result.best.join(', ')} (${result.bestPoints} ${t('points')})`;
  $('game-reveal-words').textContent = result.kind === 'letters' ? revealWords(result.bestWords, result.longestCommon) : '';
  showMeanings($('game-reveal-meanings'), game.lang, result.kind === 'letters'
    ? [result.bestWords[0]?.word, result.longestCommon[0]?.word] : result.kind === 'conundrum' ? [result.answer] : []);
  $('game-next').textContent = game.over && state.reveal === game.results.length - 1 ? t('finalScore') : t('next');
  $('game-next').focus();
}

function renderFinal() {
  show('game-final');
  const { game } = state;
  $('game').dataset.phase = 'over';
  const leaders = game.leaders;
  $('game-final-text').textContent = `${scoreLine()}. `
    + (leaders.length > 1 ? `${t('draw_')}.` : t('winner').replace('{name}', game.seats[leaders[0]].name));
  // Each seat's rounds at the best possible: a whole word as long as the best, the target reached, the conundrum.
  $('game-final-best').textContent = game.seats.map((s, i) => `${s.name}${t('colon')}${game.results
    .filter((r) => r.points[i] > 0 && r.points[i] === r.bestPoints).length} / ${game.results.length} ${t('atBest')}`)
    .join(' · ');
  // The game round by round: what was drawn, each answer and its points, the best possible, the totals.
  const rows = game.results.map((r) => ({
    cells: [String(r.number), `${t(`kind_${r.kind}`)} · ${drawn(r)}`,
      ...r.answers.map((a, i) => `${a.text || t('nothing')} · ${r.points[i]}`), r.best.join(', ')],
  }));
  rows.push({ cells: ['', t('total'), ...game.totals.map(String), ''], className: 'total' });
  $('game-final-rounds').replaceChildren(dataTable('game-final-table', t('roundByRound'),
    [t('round'), t('drawn'), ...game.seats.map((s) => s.name), t('bestPossible')], rows));
  $('game-again').focus();
}

/** The same game again: the same show and seats, a new draw. */
async function again() {
  const { game } = state;
  await begin({ format: game.format, seats: game.seats.map((s) => ({ name: s.name, level: s.level })) });
}

function next() {
  state.reveal = null;
  state.startedAt = null;
  save();
  render();
}

function abandon() {
  // A game under way is thrown away only when the player says so.
  if (state && !state.game.over && !window.confirm(t('abandonGame'))) return;
  state = null;
  save();
  render();
  $('game-format').focus();
}

/** Keys while a letter or a large-tile count is picked: V, C, 0 to 4. */
function keys(event) {
  if ($('game').hidden || !state || state.reveal !== null || state.game.over) return;
  if (event.target instanceof HTMLInputElement || event.target instanceof HTMLSelectElement) return;
  const round = state.game.current;
  if (round.phase !== 'picking') return;
  const key = event.key.toLowerCase();
  const target = key === 'v' ? $('game-vowel') : key === 'c' ? $('game-consonant') : $(`game-large-${key}`);
  if (target && !target.disabled) {
    event.preventDefault();
    target.click();
  }
}

export async function initGame() {
  const formats = await api('GET', '/api/games/formats');
  for (const f of formats) $('game-format').add(new Option(f.name, f.key));
  fillOpponents();
  document.addEventListener('labels', () => { fillOpponents(); if (state) render(); });
  $('game-opponent').addEventListener('change', () => {
    $('game-name-1-row').hidden = $('game-opponent').value !== 'two';
    describeLevel();
  });
  $('game-setup').addEventListener('submit', start);
  $('game-next').addEventListener('click', next);
  $('game-new').addEventListener('click', abandon);
  $('game-again').addEventListener('click', again);
  $('game-abandon').addEventListener('click', abandon);
  document.addEventListener('keydown', keys);
  try {
    state = JSON.parse(localStorage.getItem(STORE));
  } catch (e) {
    state = null;
  }
  render();
}

function fillOpponents() {
  const select = $('game-opponent');
  const value = select.value || '3';
  select.innerHTML = '';
  for (let level = 1; level <= 5; level++) select.add(new Option(`${t('level')} ${level}`, String(level)));
  select.add(new Option(t('twoPlayers'), 'two'));
  select.value = value;
  describeLevel();
}

/** What the chosen level knows and how it plays, under the choice. */
function describeLevel() {
  const level = $('game-opponent').value;
  $('game-level-note').textContent = level === 'two' ? '' : t(`levelGame${level}`);
}
