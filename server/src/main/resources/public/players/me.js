// The player's own page: their name, their daily figures (days, streak, how their points spread, the
// latest days), their duels and ratings, and moving them to another device by a one-time code.
import { $, api, keepPlayer, player, playerDay, showError } from '../shared/api.js';
import { t } from '../shared/i18n.js';

/** A show's name as the daily screen's choice names it. */
function showName(key) {
  const option = [...$('daily-variant').options].find((o) => o.value === key);
  return option ? option.textContent : key;
}

function line(text, className) {
  const p = document.createElement('p');
  p.textContent = text;
  if (className) p.className = className;
  return p;
}

/** One show's figures: the counts, the bands as bars (each with its numbers in words), the latest days. */
function showFigures(key, f) {
  const box = document.createElement('div');
  box.className = 'figures';
  const title = document.createElement('h4');
  title.textContent = showName(key);
  const c = t('colon');
  box.append(title, line(`${t('daysPlayed')}${c}${f.days} · ${t('streak')}${c}${f.streak} · ${t('bestStreak')}${c}${f.bestStreak}`));
  const most = Math.max(1, ...f.distribution.map((b) => b.days));
  const bars = document.createElement('ul');
  bars.className = 'bars';
  bars.setAttribute('aria-label', t('pointsSpread'));
  for (const band of f.distribution) {
    const li = document.createElement('li');
    const label = document.createElement('span');
    label.textContent = `${band.from}–${band.to}`;
    const bar = document.createElement('span');
    bar.className = 'bar';
    bar.style.width = `${(band.days / most) * 100}%`;
    const count = document.createElement('span');
    count.textContent = `${band.days}`;
    li.append(label, bar, count);
    bars.append(li);
  }
  box.append(bars);
  if (f.recent.length) {
    box.append(line(`${t('latestDays')}${t('colon')}${f.recent.map((r) => `${r.day} ${r.points}`).join(', ')}`, 'note'));
  }
  return box;
}

async function refresh() {
  const me = await player();
  const secret = { 'X-Player-Secret': me.secret };
  try {
    const [stats, dailies] = await Promise.all([api('GET', `/api/players/${me.id}/stats`, undefined, secret),
      api('GET', `/api/players/${me.id}/dailies?today=${playerDay()}`, undefined, secret)]);
    if (stats.name && document.activeElement !== $('me-name')) $('me-name').value = stats.name;
    const shows = Object.entries(dailies.shows);
    $('me-dailies').replaceChildren(...(shows.length ? shows.map(([key, f]) => showFigures(key, f))
      : [line(t('noDailyYet'), 'note')]));
    const rated = Object.entries(stats.ratings || {});
    const c = t('colon');
    $('me-ratings').replaceChildren(line(`${t('roomGames')}${c}${stats.games} · ${t('won')}${c}${stats.won} · `
        + `${t('drawnGames')}${c}${stats.drawn} · ${t('lost')}${c}${stats.lost}`),
      ...rated.map(([kind, r]) => line(`${t('yourRating')} (${t(`rating_${kind}`)})${c}${r.rating} ± ${2 * r.deviation}`
        + ` (${r.games} ${t('ratedGames')})`)));
  } catch (e) {
    showError($('me-status'), e);
  }
}

async function rename() {
  const me = await player();
  try {
    const answer = await api('PUT', `/api/players/${me.id}/name`, { name: $('me-name').value, secret: me.secret });
    $('me-name').value = answer.name;
    localStorage.setItem('chiffres-lettres.name', answer.name);
    $('me-status').className = 'verdict accepted';
    $('me-status').textContent = t('saved');
  } catch (e) {
    showError($('me-status'), e);
  }
}

async function showCode() {
  const me = await player();
  try {
    const made = await api('POST', `/api/players/${me.id}/transfer`, { secret: me.secret });
    const link = `${location.origin}/?tab=me&claim=${made.code}`;
    $('me-code').textContent = made.code;
    $('me-code-link').href = link;
    $('me-code-link').textContent = link;
    $('me-code-box').hidden = false;
  } catch (e) {
    showError($('me-status'), e);
  }
}

async function claim() {
  try {
    const taken = await api('POST', '/api/players/claim', { code: $('me-claim-code').value });
    keepPlayer(taken);
    if (taken.name) localStorage.setItem('chiffres-lettres.name', taken.name);
    $('me-claim-code').value = '';
    $('me-claim-status').className = 'verdict accepted';
    $('me-claim-status').textContent = t('deviceMoved');
    $('me-name').value = taken.name || '';
    await refresh();
  } catch (e) {
    showError($('me-claim-status'), e);
  }
}

export function initMe() {
  $('tab-me').addEventListener('click', refresh);
  $('me-rename').addEventListener('click', rename);
  $('me-transfer').addEventListener('click', showCode);
  $('me-claim').addEventListener('click', claim);
  $('me-claim-code').addEventListener('keydown', (e) => { if (e.key === 'Enter') claim(); });
  const code = new URLSearchParams(location.search).get('claim');
  if (code) $('me-claim-code').value = code;
  if (!$('me').hidden) refresh();
  document.addEventListener('labels', () => { if (!$('me').hidden) refresh(); });
}
