// The page's shell: the tabs, the interface language, the show chosen for the practice rounds. Each
// screen is a module of its own. No build step.
import { $, api } from './shared/api.js';
import { applyLabels, currentLang, setLang, SHOW_OF, t } from './shared/i18n.js';
import { initConundrum } from './games/conundrum.js';
import { initDaily } from './daily/daily.js';
import { initDuel } from './rooms/duel.js';
import { initGame } from './games/game.js';
import { initMe } from './players/me.js';
import { initRounds } from './rounds/rounds.js';
import { initScrabble } from './scrabble/scrabble.js';
import { initSolver } from './tools/solver.js';

function showTab(name) {
  document.querySelectorAll('.panel').forEach((p) => { p.hidden = p.id !== name; });
  document.querySelectorAll('.tab').forEach((b) => {
    b.classList.toggle('active', b.dataset.tab === name);
    if (b.dataset.tab === name) {
      b.setAttribute('aria-current', 'page');
      // On a phone the screens scroll sideways: the chosen one is brought into the row's view.
      b.parentElement.scrollTo({ left: b.offsetLeft - b.parentElement.offsetLeft - 16 });
    } else b.removeAttribute('aria-current');
  });
  $('variant-label').hidden = name !== 'numbers' && name !== 'letters';
  localStorage.setItem('chiffres-lettres.tab', name);
}

/** The theme the player chose (auto follows the system's). */
function applyTheme(theme) {
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
}

function labelPlayNow() {
  const format = [...$('game-format').options].find((o) => o.value === SHOW_OF[currentLang()]);
  $('home-play').textContent = t('playNow').replace('{show}', format ? format.textContent : 'Countdown');
}

/**
 * The choices that follow the page's language until the player picks one: the loose rounds' and the
 * daily's show, the conundrum's and Scrabble's language.
 */
const FOLLOW_LANGUAGE = { variant: SHOW_OF, 'daily-variant': SHOW_OF, 'conundrum-lang': null, 'scrabble-lang': null };

function followLanguage(announce) {
  for (const [id, byLang] of Object.entries(FOLLOW_LANGUAGE)) {
    const select = $(id);
    if (select.dataset.chosen) continue;
    const value = byLang ? byLang[currentLang()] : currentLang();
    if (select.value === value || ![...select.options].some((o) => o.value === value)) continue;
    select.value = value;
    if (announce) select.dispatchEvent(new Event('change'));
  }
}

/** One tap from the first screen: a whole game of the language's show against the computer. */
function playNow() {
  showTab('game');
  if ($('game-setup').hidden) return;   // a game under way is resumed, not replaced
  $('game-format').value = SHOW_OF[currentLang()];
  $('game-setup').requestSubmit();
}

async function init() {
  const theme = localStorage.getItem('chiffres-lettres.theme') || 'auto';
  applyTheme(theme);
  $('ui-theme').value = theme;
  $('ui-theme').addEventListener('change', () => {
    localStorage.setItem('chiffres-lettres.theme', $('ui-theme').value);
    applyTheme($('ui-theme').value);
  });
  $('ui-lang').value = currentLang();
  applyLabels();
  const variants = await api('GET', '/api/variants');
  for (const v of variants) {
    const option = new Option(v.name, v.key);
    if (t(`variant_${v.key}`) !== `variant_${v.key}`) option.dataset.i18n = `variant_${v.key}`;   // a name to translate
    $('variant').add(option);
  }
  applyLabels();
  $('variant').value = 'countdown';
  for (const id of Object.keys(FOLLOW_LANGUAGE)) {
    $(id).addEventListener('change', (e) => { if (e.isTrusted) $(id).dataset.chosen = 'true'; });
  }
  followLanguage(false);
  initRounds(variants);
  initSolver();
  initConundrum();
  initScrabble();
  initDuel();
  $('ui-lang').addEventListener('change', () => setLang($('ui-lang').value));
  document.querySelectorAll('.tab').forEach((b) => b.addEventListener('click', () => showTab(b.dataset.tab)));
  document.querySelectorAll('[data-go]').forEach((b) => b.addEventListener('click', () => {
    showTab(b.dataset.go);
    $(`tab-${b.dataset.go}`).focus();
  }));
  const asked = new URLSearchParams(location.search).get('tab');
  showTab(asked || localStorage.getItem('chiffres-lettres.tab') || 'home');
  initMe();
  await Promise.all([initGame(), initDaily()]);
  labelPlayNow();
  document.addEventListener('labels', labelPlayNow);
  document.addEventListener('labels', () => followLanguage(true));
  $('home-play').addEventListener('click', playNow);
  document.body.dataset.ready = 'true';
}

init();
