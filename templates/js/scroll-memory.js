// Where a long page was read, kept across a reload and a return to it (Back, Forward): a lesson
// page draws its boards only once its engine is ready, after the browser has put the page back
// at the height it was left at, so the browser's own restoring lands on a page a third as tall
// and ends boards further down. The page remembers the place itself and goes back there once its
// sections are drawn, as the section read and how far into it: a board's card may be taller or
// shorter than it was (its feedback, its buttons), the place within the lesson is the same.
//
// The place belongs to the visit: its history entry is named (in the entry's state, which a
// reload and a return keep and a new visit does not have), and the tab's session storage keeps
// the place under that name, written as the page is left (`pagehide`, which keeps the page fit
// for the browser's back-forward cache, where `beforeunload` would not in Firefox) and after
// each scroll.

/** How long the page rests after a scroll before its place is written down (ms). */
const REST_MS = 200;

/** The session storage key of a visit's place. @param {string} visit */
const keyOf = visit => `reading-place:${visit}`;

/** The place of the page: the section (one of `sections`) at the top of the window, by its
 *  index, and how far the window's top is below the section's top; `section` -1 above them all.
 *  @param {HTMLElement[]} sections @returns {{ section: number, offset: number }} */
function place(sections) {
  let section = -1;
  sections.forEach((element, i) => { if (element.getBoundingClientRect().top <= 0) section = i; });
  const offset = section < 0 ? scrollY : -sections[section].getBoundingClientRect().top;
  return { section, offset: Math.round(offset) };
}

/** The place kept for `visit`, if any. @param {string} visit
 *  @returns {{ section: number, offset: number } | null} */
function kept(visit) {
  try {
    const value = JSON.parse(sessionStorage.getItem(keyOf(visit)) ?? 'null');
    return value && Number.isInteger(value.section) && Number.isFinite(value.offset) ? value : null;
  } catch {
    return null;
  }
}

/** Whether the tab's session storage takes a value (it throws where storage is off). */
function storageWorks() {
  try {
    sessionStorage.setItem('reading-place:probe', '1');
    sessionStorage.removeItem('reading-place:probe');
    return true;
  } catch {
    return false;
  }
}

/** Keeps the reading place of the page among `sections` (drawn already), and goes back to the
 *  place kept for this visit, if any: a reload or a return. Returns whether it did.
 *  @param {HTMLElement[]} sections @returns {boolean} */
export function keepReadingPlace(sections) {
  // Without session storage the page keeps nothing: the browser's own restoring, poor as it is,
  // is left on.
  if (!storageWorks()) return false;
  if ('scrollRestoration' in history) history.scrollRestoration = 'manual';
  let visit = history.state?.readingVisit;
  if (typeof visit !== 'string') {
    visit = `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
    history.replaceState({ ...history.state, readingVisit: visit }, '');
  }
  const back = kept(visit);
  if (back) {
    const section = sections[back.section];
    const top = section ? section.getBoundingClientRect().top + scrollY : 0;
    window.scrollTo(0, top + back.offset);
  }
  const write = () => {
    try {
      sessionStorage.setItem(keyOf(visit), JSON.stringify(place(sections)));
    } catch {
      // Storage refused (full): the place is the one written last.
    }
  };
  let timer = 0;
  addEventListener('scroll', () => { clearTimeout(timer); timer = window.setTimeout(write, REST_MS); }, { passive: true });
  addEventListener('pagehide', () => { clearTimeout(timer); write(); });
  return back !== null;
}
