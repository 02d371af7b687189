// The page's own elements as its template wrote them: by id, and the data the template put on
// the page's <main> (its rule set, its lesson).

/** An element of the page by id (any: the template fixes its kind, an input, a select…).
 *  @type {(id: string) => any} */
export const byId = id => document.getElementById(id);

/** The page's <main> element (every template has one). @returns {HTMLElement} */
export const main = () => /** @type {HTMLElement} */ (document.querySelector('main'));

/** The value the template wrote on the page's <main> as `data-NAME` ('' if none).
 *  @param {string} name @returns {string} */
export const mainData = name => main().dataset[name] ?? '';

/** Points the link `id` at `page` with this page's fragment (the game shown) as it is followed,
 *  and the parameter `extra` after it (`review=1`: the analysis board reviews the game at once):
 *  the analysis board opens the game a game page shows.
 *  @param {string} id @param {string} page @param {string} [extra] */
export function linkWithHash(id, page, extra = '') {
  const link = byId(id);
  const follow = () => {
    const hash = location.hash.length > 1 ? location.hash : '';
    link.setAttribute('href', `${page}${hash}${extra ? `${hash ? '&' : '#'}${extra}` : ''}`);
  };
  link.addEventListener('pointerdown', follow);
  link.addEventListener('focus', follow);
}

/** Calls `choose` with the value of the menu `select` the player chose: at once for a choice
 *  made with the mouse, a finger or the menu's open list; for one stepped to with the keys on
 *  the closed menu (which changes its value at every arrow or letter), once Enter is pressed or
 *  the menu is left, so that stepping past a value neither starts a game nor opens another page
 *  (WCAG 3.2.2, "On Input"). `choose` may set the menu back (a choice declined).
 *  @param {HTMLElement} select @param {(value: string) => void} choose */
export function onChoice(select, choose) {
  const menu = /** @type {HTMLSelectElement} */ (select);
  let byKeys = false;
  let pending = false;
  const chosen = () => { pending = false; choose(menu.value); };
  menu.addEventListener('keydown', event => {
    // (Alt+Down and the space bar open the list, where a choice is made with Enter.)
    byKeys = !['Tab', 'Escape', 'Enter', ' '].includes(event.key) && !event.altKey;
    if (event.key === 'Enter' && pending) chosen();
  });
  menu.addEventListener('pointerdown', () => { byKeys = false; });
  menu.addEventListener('change', () => {
    if (byKeys) pending = true;
    else chosen();
  });
  menu.addEventListener('blur', () => { if (pending) chosen(); });
}

/** Scrolls the page so that the top of `element` (the board) is on the screen when it is above
 *  it: on a phone, after a button far down the page changed what the board shows.
 *  @param {HTMLElement} element */
export function topInView(element) {
  if (element.getBoundingClientRect().top < 0) element.scrollIntoView({ block: 'start' });
}

/** Scrolls the page's side panel back to its top, where it scrolls on its own (a laptop's): its
 *  heading, the status and the message in view. */
export function panelToTop() {
  document.getElementById('title')?.closest('.panel')?.scrollTo({ top: 0 });
}

/** Scrolls the panel, where it scrolls on its own (a laptop's), the least that brings `element`
 *  into its view; the page itself does not move. @param {Element | null} element */
export function keepInPanel(element) {
  const panel = element && scrollingPanel(element);
  if (!element || !panel) return;
  const box = element.getBoundingClientRect();
  const frame = panel.getBoundingClientRect();
  if (box.bottom > frame.bottom) panel.scrollTop += box.bottom - frame.bottom;
  else if (box.top < frame.top) panel.scrollTop -= frame.top - box.top;
}

/** The side panel holding `element` where the panel scrolls on its own (a laptop's), else null.
 *  @param {Element} element @returns {HTMLElement | null} */
function scrollingPanel(element) {
  const panel = /** @type {HTMLElement | null} */ (element.closest('.panel'));
  return panel && getComputedStyle(panel).overflowY === 'auto' ? panel : null;
}

/** Whether `element` is wholly on the screen, and within its side panel's view where the panel
 *  scrolls on its own (a laptop's). @param {HTMLElement} element */
export function inView(element) {
  const box = element.getBoundingClientRect();
  const frame = scrollingPanel(element)?.getBoundingClientRect();
  return box.top >= Math.max(0, frame?.top ?? 0) && box.bottom <= Math.min(innerHeight, frame?.bottom ?? innerHeight);
}

/** Scrolls the page just enough that the bottom of `element` is on the screen when it is below
 *  it: on a phone, a board's result under a tall board and its tower list.
 *  @param {HTMLElement} element */
export function bottomInView(element) {
  if (element.getBoundingClientRect().bottom > innerHeight) element.scrollIntoView({ block: 'end' });
}

/** Marks a one-line strip (the phone's move list, the header's links) scrolled away from its
 *  start: CSS fades its cut left edge. @param {HTMLElement} strip */
export function fadeCutStart(strip) {
  strip.classList.toggle('cut-start', strip.scrollLeft > 0);
}
