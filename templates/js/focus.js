// The keyboard's place on the page: a button pressed that goes away or is disabled by what it
// did (Undo at the start, Cancel editing, Import in a box that closes, Review game while the
// review runs) would leave the focus on the page's body, and a keyboard player would start again
// from the top of the page. The focus goes to the nearest control instead.

/** Whether `element` can take the focus as it stands: shown, enabled, in the page.
 *  @param {Element} element */
function focusable(element) {
  const control = /** @type {HTMLButtonElement} */ (element);
  return element.isConnected && !control.disabled && element.getClientRects().length > 0
    && !element.closest('[hidden], [inert], details:not([open]) > :not(summary)');
}

/** What Tab reaches on the page, in order. */
function tabStops() {
  return [...document.querySelectorAll('a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])')];
}

/** From now on, a button that had the focus when pressed and cannot keep it afterwards passes
 *  it to the nearest control that can: the next one Tab reaches, else the one before. A page
 *  that moves the focus itself (to a prompt, to a result) is left as it did. */
export function keepKeyboardPlace() {
  document.addEventListener('click', event => {
    const pressed = /** @type {Element} */ (event.target).closest?.('button');
    if (!pressed || document.activeElement !== pressed) return;
    // Where it stands, should it be taken out of the page: its enclosing elements.
    /** @type {Element[]} */
    const around = [];
    for (let up = pressed.parentElement; up; up = up.parentElement) around.push(up);
    // (After the page has drawn what the press did.)
    requestAnimationFrame(() => setTimeout(() => {
      const current = document.activeElement;
      if (current && current !== document.body && current !== pressed) return;
      if (focusable(pressed)) return;
      // The button, or the nearest of its enclosing elements still on the page.
      const place = pressed.isConnected ? pressed : around.find(element => element.isConnected);
      if (!place) return;
      const stops = tabStops().filter(stop => stop !== pressed);
      const after = stops.filter(stop => place.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_FOLLOWING);
      const before = stops.filter(stop => place.compareDocumentPosition(stop) & Node.DOCUMENT_POSITION_PRECEDING).reverse();
      // (Without scrolling: the page shows what the press did, as it chose.)
      /** @type {HTMLElement | undefined} */ ([...after, ...before].find(focusable))?.focus({ preventScroll: true });
    }, 0));
    // (Before the page's own handlers: one that hides the button blurs it at once.)
  }, true);
}
