// The duel screen: a room where people in different places play one game. The server runs the clock and
// reveals; the page only sends what its player does and shows the state the server sends. A seat's token
// is kept in local storage, so a reload (or a lost connection) comes back to the same seat.
import { $, api, countdown, player, showError, showTiles } from '../shared/api.js';
import { calculationPad } from '../shared/calculation-pad.js';
import { revealWords, t } from '../shared/i18n.js';
import { createTable } from '../shared/scrabble-table.js';

let socket = null;
let code = null;
let seat = -1;
let last = null;
let watching = false;
let table = null;         // the Scrabble table, for a Scrabble room
let stopClock = null;
let clockShown = '';
let ratedBefore = null;   // my rated games of this room's kind as its game began: the next count is this game's
let ratingShown = false;
let rematchAsked = false; // this page asked for the rematch: it moves to the new room as soon as it is made

const tokenKey = () => `chiffres-lettres.room.${code}`;

function send(message) {
  if (socket && socket.readyState === WebSocket.OPEN) socket.send(JSON.stringify(message));
}

function connect(then) {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const s = new WebSocket(`${scheme}://${location.host}/ws/rooms/${code}`);
  socket = s;
  s.addEventListener('open', then);
  s.addEventListener('message', (e) => { if (socket === s) receive(JSON.parse(e.data)); });
  s.addEventListener('close', () => {
    if (socket !== s) return;   // a room left for its rematch
    $('duel-room').dataset.connected = 'false';
    // Back to the seat (or to watching) a moment later: the token is kept for that.
    setTimeout(() => {
      const token = localStorage.getItem(tokenKey());
      connect(() => {
        $('duel-room').dataset.connected = 'true';
        if (token) send({ type: 'rejoin', token });
        else if (watching) send({ type: 'watch' });
      });
    }, 1000);
  });
}

function receive(m) {
  if (m.type === 'error') {
    const scrabble = last && last.game && last.game.kind === 'scrabble';
    showError($(scrabble ? 'duel-scrabble-message' : 'duel-message'), new Error(m.detail));
  } else if (m.type === 'joined') {
    seat = m.seat;
    localStorage.setItem(tokenKey(), m.token);
    $('duel-join-row').hidden = true;
    $('duel-room').dataset.seat = String(seat);
    if (last) render(last);
  } else if (m.type === 'state') {
    last = m;
    render(m);
    if (m.rematch && rematchAsked) rematch();
  }
}

/**
 * The rematch: asked for once the game is over (the server makes a new room of the same game, once, and
 * tells everyone its code); the page that asked, then each that follows, moves there and sits down again
 * under the same name.
 */
function rematch() {
  if (!last || !last.rematch) {
    rematchAsked = true;
    send({ type: 'rematch' });
    return;
  }
  const name = seat >= 0 ? last.seats[seat].name : $('duel-name').value.trim() || t('player');
  const next = last.rematch.code;
  const old = socket;
  socket = null;
  if (old) old.close();
  seat = -1;
  last = null;
  watching = false;
  ratedBefore = null;
  ratingShown = false;
  rematchAsked = false;
  clockShown = '';
  for (const id of ['duel-results', 'duel-score', 'duel-rating', 'duel-message', 'duel-round', 'duel-answered']) $(id).textContent = '';
  $('duel-rematch').hidden = true;
  history.replaceState(null, '', `/?tab=duel&room=${next}`);
  enter(next, name);
}

/** My rating of a kind of room game ('duel' or 'scrabble'), from my public figures; undefined before any. */
async function myRating(kind) {
  const me = await player();
  const stats = await api('GET', `/api/players/${me.id}/stats`);
  return (stats.ratings || {})[kind];
}

/** Once the game is over: my rating with this game counted (the server rates it as it records the room). */
async function showRating(kind) {
  for (let attempt = 0; attempt < 10; attempt++) {
    const r = await myRating(kind);
    if (r && r.games > (ratedBefore ?? 0)) {
      $('duel-rating').textContent = `${t('yourRating')} (${t(`rating_${kind}`)})${t('colon')}${r.rating} ± ${2 * r.deviation}, `
        + `${t('ratedGames')}${t('colon')}${r.games}`;
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/** Keeps the rating line: the count before the game, then the rating after it, for a seated player. */
function trackRating(game) {
  if (seat < 0) return;
  const kind = game.kind === 'scrabble' ? 'scrabble' : 'duel';
  if (!game.over && ratedBefore === null) {
    ratedBefore = 0;
    myRating(kind).then((r) => { ratedBefore = r ? r.games : 0; }).catch(() => {});
  }
  if (game.over && !ratingShown) {
    ratingShown = true;
    showRating(kind).catch(() => {});
  }
}

/** Who won, by the totals: a name and "wins", or a draw. */
function winner(names, totals) {
  const best = Math.max(...totals);
  const at = totals.map((p, i) => (p === best ? i : -1)).filter((i) => i >= 0);
  return at.length === 1 ? t('winner').replace('{name}', names[at[0]]) : t('draw_');
}

function render(m) {
  const seats = $('duel-seats');
  seats.innerHTML = '';
  m.seats.forEach((s, i) => {
    const li = document.createElement('li');
    li.textContent = `${s.name}${i === seat ? ` (${t('you')})` : ''}${s.connected ? '' : ` · ${t('duelAway')}`}`;
    seats.append(li);
  });
  $('duel-start').hidden = !(seat === 0 && !m.game && m.seats.length >= (m.minSeats || 2));
  const game = m.game;
  const scrabble = game && game.kind === 'scrabble';
  $('duel-play').hidden = !game || scrabble;
  $('duel-scrabble').hidden = !scrabble;
  if (!game) return;
  trackRating(game);
  $('duel-join-row').hidden = true;
  $('duel-rematch').hidden = !(game.over && seat >= 0);
  $('duel-rematch').textContent = m.rematch ? t('duelRematchJoin').replace('{name}', m.rematch.by) : t('duelRematch');
  $('duel-room').dataset.over = String(game.over);
  // The server's clock of the turn or of the round being solved, counted down on every page.
  showClock(m, game.over);
  if (scrabble) {
    table.show(game);
    $('duel-message').className = 'verdict';
    $('duel-message').textContent = game.over
      ? `${t('duelOver')}${t('colon')}${game.players.map((n, i) => `${n} ${game.scores[i]}`).join(' – ')} · ${winner(game.players, game.scores)}`
      : m.resumed ? t('duelResumedTurn') : '';
    return;
  }
  const names = game.seats.map((s) => s.name);
  $('duel-score').textContent = names.map((n, i) => `${n} ${game.totals[i]}`).join(' – ');
  $('duel-room').dataset.results = String(game.results.length);
  $('duel-room').dataset.over = String(game.over);
  const results = $('duel-results');
  results.innerHTML = '';
  for (const r of game.results) {
    const li = document.createElement('li');
    li.textContent = `${t(`kind_${r.kind}`)}${t('colon')}` + r.answers.map((a, i) => `${names[i]} ${a.text || t("nothing")} +${r.points[i]}`)
      .join(' · ') + (r.kind === 'letters' ? ` (${revealWords(r.bestWords, r.longestCommon).replace('\n', ' · ')})` : '');
    results.append(li);
  }
  const round = game.current;
  const message = $('duel-message');
  if (game.over) {
    $('duel-round').textContent = t('duelOver');
    $('duel-picks').hidden = true;
    $('duel-answer-row').hidden = true;
    $('duel-tiles').innerHTML = '';
    delete $('duel-tiles').dataset.pad;
    $('duel-ops').replaceChildren();
    $('duel-target').textContent = '';
    $('duel-answered').textContent = '';
    $('duel-message').className = 'verdict';
    $('duel-message').textContent = winner(names, game.totals);
    return;
  }
  $("duel-round").textContent = `${t("round")} ${round.number} ${t("of")} ${game.roundCount} · ${t(`kind_${round.kind}`)}`;
  $('duel-room').dataset.phase = round.phase;
  $('duel-room').dataset.round = String(round.number);
  const picking = round.phase === 'picking';
  $('duel-picks').hidden = !(picking && round.picker === seat);
  $('duel-vowel').hidden = round.kind !== 'letters';
  $('duel-consonant').hidden = round.kind !== 'letters';
  for (const id of ['duel-large', 'duel-large-ok']) $(id).hidden = round.kind !== 'numbers';
  document.querySelector('label[for="duel-large"]').hidden = round.kind !== 'numbers';
  const items = round.kind === 'numbers' ? (round.tiles || []) : [...(round.letters || round.scramble || '')];
  $('duel-target').textContent = round.target ?? '';
  const answered = round.answered.map((a, i) => (a ? names[i] : null)).filter(Boolean);
  $('duel-answered').textContent = picking ? `${names[round.picker]} ${t('duelPicker')}`
    : `${t('duelAnsweredBy')}${t('colon')}${answered.join(', ')}`;
  const canAnswer = !picking && seat >= 0 && !round.answered[seat];
  const row = $('duel-answer-row');
  row.hidden = !canAnswer;
  // A new round's box starts empty (a conundrum follows a numbers round without a picking between).
  if (canAnswer && $('duel-answer').dataset.round !== String(round.number)) {
    $('duel-answer').dataset.round = String(round.number);
    $('duel-answer').value = '';
    $('duel-answer').focus();
  }
  // A numbers round to answer: the tiles are buttons that write the calculation (built once a round).
  const padKey = round.kind === 'numbers' && canAnswer && items.length > 0 ? String(round.number) : '';
  if (!padKey) {
    delete $('duel-tiles').dataset.pad;
    $('duel-ops').replaceChildren();
    showTiles($('duel-tiles'), items);
  } else if ($('duel-tiles').dataset.pad !== padKey) {
    const pad = calculationPad($('duel-answer'), items);
    $('duel-tiles').replaceChildren(...pad.tiles.children);
    $('duel-ops').replaceChildren(...pad.ops.children);
    $('duel-tiles').dataset.pad = padKey;
  }
  message.className = 'verdict';
  message.textContent = m.resumed ? t('duelResumed') : '';
}

/** The turn's clock, counted down from the server's start. */
function showClock(m, over) {
  const key = m.clock ? `${m.clock.startedAt}` : '';
  if (key === clockShown) return;
  clockShown = key;
  if (stopClock) stopClock();
  stopClock = null;
  $('duel-clock').textContent = '';
  if (m.clock && !over) {
    // The server's stamp and this browser's clock may differ: count from the message's arrival.
    const started = Date.now() - (m.at - m.clock.startedAt);
    stopClock = countdown($('duel-clock'), m.clock.millis / 1000, started, null, t('timeUp'));
  }
}

/** Into a room: back to my seat by its token, or, given a name, sitting down under it. */
function enter(roomCode, joinAs) {
  code = roomCode;
  $('duel-create').hidden = true;
  $('duel-room').hidden = false;
  const link = `${location.origin}/?tab=duel&room=${code}`;
  $('duel-link').href = link;
  $('duel-link').textContent = link;
  $('duel-copy-status').textContent = '';
  const token = localStorage.getItem(tokenKey());
  connect(async () => {
    $('duel-room').dataset.connected = 'true';
    if (token) send({ type: 'rejoin', token });
    else if (joinAs) {
      const me = await player();
      send({ type: 'join', name: joinAs, player: me.id, secret: me.secret });
    }
  });
}

async function open(e) {
  e.preventDefault();
  const choice = $('duel-rounds').value;
  const seconds = Number($('duel-seconds').value) || 30;
  const body = choice === 'countdown' ? { format: 'countdown', roundSeconds: seconds }
    : choice.startsWith('scrabble-') ? { game: 'scrabble', lang: choice.slice(9), roundSeconds: seconds,
      ...($('duel-computer').value ? { computer: Number($('duel-computer').value) } : {}) }
    : { variant: 'countdown', rounds: choice.split(','), roundSeconds: seconds };
  try {
    const room = await api('POST', '/api/rooms', body);
    history.replaceState(null, '', `/?tab=duel&room=${room.code}`);
    enter(room.code);
  } catch (error) {
    showError($('duel-message'), error);
  }
}

export function initDuel() {
  $('duel-copy').addEventListener('click', async () => {
    try {
      await navigator.clipboard.writeText($('duel-link').href);
      $('duel-copy-status').textContent = t('copied');
    } catch (e) {
      $('duel-copy-status').textContent = t('copyByHand');
    }
  });
  $('duel-create').addEventListener('submit', open);
  table = createTable('duel-scrabble', {
    act: (action) => send(action),
    hints: false,
    name: (view, p) => view.players[p],
  });
  $('duel-join').addEventListener('click', async () => {
    const me = await player();
    send({ type: 'join', name: $('duel-name').value.trim() || t('player'), player: me.id, secret: me.secret });
  });
  $('duel-watch').addEventListener('click', () => { watching = true; send({ type: 'watch' }); $('duel-join-row').hidden = true; });
  $('duel-start').addEventListener('click', () => send({ type: 'start' }));
  $('duel-rematch').addEventListener('click', rematch);
  $('duel-vowel').addEventListener('click', () => send({ type: 'pick', pile: 'vowel' }));
  $('duel-consonant').addEventListener('click', () => send({ type: 'pick', pile: 'consonant' }));
  $('duel-large-ok').addEventListener('click', () => send({ type: 'large', large: Number($('duel-large').value) }));
  const declare = () => {
    const answer = $('duel-answer').value.trim();
    if (!last || !last.game || !last.game.current) return;
    send(last.game.current.kind === 'conundrum' ? { type: 'buzz', guess: answer } : { type: 'declare', answer });
  };
  $('duel-declare').addEventListener('click', declare);
  $('duel-answer').addEventListener('keydown', (e) => { if (e.key === 'Enter') declare(); });
  document.addEventListener('labels', () => { if (last) render(last); });
  const room = new URLSearchParams(location.search).get('room');
  if (room && /^[0-9a-f]{24}$/.test(room)) enter(room);
}
