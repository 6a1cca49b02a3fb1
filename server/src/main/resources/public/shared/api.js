// The JSON API, and the small helpers every screen shares.
import { currentLang } from './i18n.js';

export const $ = (id) => document.getElementById(id);

/**
 * A call of the API; the referee's messages come back in the page's language (Accept-Language). Headers
 * given are added (the player's secret for their own figures).
 */
export async function api(method, path, body, headers = {}) {
  const options = { method, headers: { 'Accept-Language': currentLang(), ...headers } };
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

/**
 * The player's identity, {id, secret}: issued once by the server and kept in the browser (the secret is
 * what records, figures and a recorded seat need; the server keeps only its hash).
 */
export async function player() {
  try {
    const kept = JSON.parse(localStorage.getItem('chiffres-lettres.identity'));
    if (kept && kept.id && kept.secret) return kept;
  } catch (e) {
    // A damaged identity is replaced.
  }
  const issued = await api('POST', '/api/players', {});
  keepPlayer(issued);
  return issued;
}

/** Keeps an identity this device takes over (another device's code): {id, secret}. */
export function keepPlayer(identity) {
  localStorage.setItem('chiffres-lettres.identity', JSON.stringify({ id: identity.id, secret: identity.secret }));
}

/** The player's own day (their clock's date, not UTC's), unless the address names one: 2026-11-28. */
export function playerDay() {
  const asked = new URLSearchParams(location.search).get('date');
  if (asked) return asked;
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

export function showError(el, error) {
  el.className = 'verdict rejected';
  el.textContent = error.message;
}

/** Tiles (letters or numbers) as spans in a container. */
export function showTiles(container, items) {
  container.innerHTML = '';
  for (const item of items) {
    const span = document.createElement('span');
    span.textContent = item;
    container.append(span);
  }
}

/**
 * A countdown shown in an element: seconds left from startedAt (ms since the epoch), then onEnd once.
 * Returns a function that stops it.
 */
export function countdown(el, seconds, startedAt, onEnd, timeUpText) {
  el.classList.remove('over');
  el.classList.add('running');
  const end = startedAt + seconds * 1000;
  let done = false;
  const tick = () => {
    const left = Math.max(0, Math.ceil((end - Date.now()) / 1000));
    el.textContent = left > 0 ? `${left} s` : timeUpText;
    // The ring shows the part of the time left; the last five seconds beat.
    el.style.setProperty('--left', Math.max(0, (end - Date.now()) / (seconds * 1000)).toFixed(3));
    el.classList.toggle('urgent', left > 0 && left <= 5);
    if (left === 0 && !done) {
      done = true;
      clearInterval(timer);
      el.classList.remove('running');
      el.classList.add('over');
      if (onEnd) onEnd();
    }
  };
  const timer = setInterval(tick, 250);
  tick();
  return () => { done = true; clearInterval(timer); };
}

/**
 * A table of data: its id, caption, column headings (already translated) and rows; a row is
 * { cells: [text or element, ...], className }.
 */
export function dataTable(id, captionText, headings, rows) {
  const table = document.createElement('table');
  table.id = id;
  const caption = document.createElement('caption');
  caption.textContent = captionText;
  const head = document.createElement('tr');
  for (const heading of headings) {
    const th = document.createElement('th');
    th.scope = 'col';
    th.textContent = heading;
    head.append(th);
  }
  const thead = document.createElement('thead');
  thead.append(head);
  const body = document.createElement('tbody');
  for (const r of rows) {
    const row = document.createElement('tr');
    for (const value of r.cells) {
      const td = document.createElement('td');
      if (value instanceof Node) td.append(value); else td.textContent = String(value);
      row.append(td);
    }
    if (r.className) row.classList.add(r.className);
    body.append(row);
  }
  table.append(caption, thead, body);
  return table;
}
