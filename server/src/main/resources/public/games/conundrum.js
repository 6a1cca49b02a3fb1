// The conundrum to practise: a scrambled nine-letter word against the clock, alone or against the
// computer, played as a one-round game so that the server referees the buzz.
import { $, api, countdown, showError, showTiles } from '../shared/api.js';
import { SHOW_OF, t } from '../shared/i18n.js';
import { showMeanings } from '../shared/meanings.js';

let game = null;
let startedAt = 0;
let stop = () => {};

async function fresh() {
  const level = $('conundrum-opponent').value;
  const seats = [{ name: t('player1'), level: 0 }];
  if (level !== '0') seats.push({ level: Number(level) });
  const body = { format: 'practice', variant: SHOW_OF[$('conundrum-lang').value], round: 'conundrum', seats };
  const seed = new URLSearchParams(location.search).get('seed');
  if (seed) body.seed = seed;               // a string keeps every digit of a 64-bit seed
  try {
    game = await api('POST', '/api/games', body);
  } catch (e) {
    showError($('conundrum-result'), e);
    return;
  }
  showTiles($('conundrum-scramble'), [...game.current.scramble]);
  $('conundrum-result').textContent = '';
  $('conundrum-result').className = 'verdict';
  $('conundrum-meanings').replaceChildren();
  $('conundrum-guess').value = '';
  $('conundrum-guess').disabled = false;
  $('conundrum-buzz').disabled = false;
  $('conundrum-guess').focus();
  startedAt = Date.now();
  stop();
  stop = countdown($('conundrum-clock'), game.current.clockSeconds, startedAt, () => send({ type: 'reveal' }), t('timeUp'));
}

async function send(move) {
  if (!game || game.over) return;
  stop();
  $('conundrum-buzz').disabled = true;
  $('conundrum-guess').disabled = true;
  const stored = { format: game.format, variant: game.variant, round: game.round, seed: game.seed, seats: game.seats, moves: game.moves };
  try {
    game = await api('POST', '/api/games/move', { game: stored, move });
  } catch (e) {
    showError($('conundrum-result'), e);
    return;
  }
  const r = game.results[0];
  const winner = r.points.findIndex((p) => p > 0);
  const out = $('conundrum-result');
  out.className = winner === 0 ? 'verdict accepted' : 'verdict rejected';
  out.textContent = `${r.answer.toUpperCase()} · `
    + (winner < 0 ? t('nobodyScores') : `${game.seats[winner].name}${t('colon')}${r.points[winner]} ${t('points')}`)
    + (r.answers[0].text ? ` · ${r.answers[0].text}${t('colon')}${r.answers[0].message}` : '');
  showMeanings($('conundrum-meanings'), $('conundrum-lang').value, [r.answer]);
  $('conundrum-new').focus();
}

function buzz() {
  send({ type: 'buzz', seat: 0, guess: $('conundrum-guess').value,
    elapsedMillis: Math.min(game.current.clockSeconds * 1000, Date.now() - startedAt) });
}

export function initConundrum() {
  const select = $('conundrum-opponent');
  const fill = () => {
    const value = select.value || '0';
    select.innerHTML = '';
    select.add(new Option(t('computerNone'), '0'));
    for (let level = 1; level <= 5; level++) select.add(new Option(`${t('level')} ${level}`, String(level)));
    select.value = value;
  };
  fill();
  document.addEventListener('labels', fill);
  $('conundrum-new').addEventListener('click', fresh);
  $('conundrum-buzz').addEventListener('click', buzz);
  $('conundrum-guess').addEventListener('keydown', (e) => { if (e.key === 'Enter') buzz(); });
}
