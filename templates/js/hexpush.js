// The Hexpush page: the page shell's game flow (shell.js) over the Hexpush kit, plus what only
// this page has — the layouts, the marbles pushed off, and the marble input: tap a marble to see
// its moves as arrows, tap a second marble to make a line for broadsides, tap an arrow to play
// (a cell several moves reach previews first), or swipe the line and drop it on the direction.

import { HexGame } from './engine.js';
import { describeHexMove } from './hexinput.js';
import { HexKit } from './hex-kit.js';
import { GameShell } from './shell.js';
import { t } from './i18n.js';

/** An element of the page by id (any: the template fixes its kind). @type {(id: string) => any} */
const $ = id => document.getElementById(id);

export class HexController {
  constructor() {
    /** The start HFEN of each layout, made when first needed. @type {Map<string, string> | undefined} */
    this.layoutStarts = undefined;
    this.kit = new HexKit($('board'), {
      cell: name => this.click(name),
      dragStart: name => this.dragStart(name),
      dragOver: name => { if (this.kit.input.dragOver(name)) this.showPreview(); },
      dragEnd: name => this.dragEnd(name),
    }, { oneTap: true });
    this.shell = new GameShell(this.kit, {
      storeKey: 'hexpush.game',
      opponentKey: 'hexpush.opponent',
      opponentDefaults: { side: 'white' },
      linkVariant: false,
      variant: () => 'hexpush',
      startOf: layout => layout || $('layout').value,
      orient: flipped => this.kit.renderer.setFlipped(flipped),
      started: () => this.showLayout(),
      drawn: () => this.drawLost(),
      applySettings: values => $('board').classList.toggle('coordinates', values.coordinates),
    });
    $('new-game').addEventListener('click', () => {
      this.shell.finishAnimation();
      this.shell.newGame();
    });
    $('layout').addEventListener('change', () => {
      if (this.shell.confirmDiscard(t('discard-layout'))) this.shell.start('hexpush', $('layout').value);
      else this.showLayout();
    });
    this.shell.restore();
  }

  /** The engine game (for the test contract). */
  get game() { return this.kit.game; }

  /** Shows in the Layout menu the layout the game started from (a position of its own leaves
   *  the menu as it is). */
  showLayout() {
    this.layoutStarts ??= new Map([...$('layout').options].map(option => {
      const game = new HexGame(option.value);
      const start = game.startHfen();
      game.free();
      return [start, option.value];
    }));
    const layout = this.layoutStarts.get(this.kit.startPosition);
    if (layout) $('layout').value = layout;
  }

  /** A tap on the cell `name`. @param {string} name */
  click(name) {
    this.shell.finishAnimation();
    if (!this.shell.accepts()) return;
    const result = this.kit.click(name);
    if (result.armed) result.message = t('hex-tap-again', { preview: describeHexMove(result.armed, this.kit.sideToMove) });
    else if (result.cleared) result.message = t('selection-cleared');
    this.shell.input(result);
  }

  /** A drag begins on `name` (only on the mover's marbles, while the player is to move).
   *  @param {string} name */
  dragStart(name) {
    this.shell.finishAnimation();
    if (this.shell.blocked()) return false;
    if (!this.kit.input.dragStart(name)) return false;
    this.shell.update();
    return true;
  }

  /** The preview of the move under a dragging finger. */
  showPreview() {
    // (The shell of a Hexpush kit: its last move is the kit's.)
    const armed = this.kit.input.view(/** @type {import('./hex-kit.js').KitHexMove | null} */ (this.shell.lastMove)).armed;
    this.shell.say(armed ? t('hex-let-go', { preview: describeHexMove(armed, this.kit.sideToMove) }) : '');
    this.shell.update();
  }

  /** @param {string | null} name the cell the drag ended over (null: none) */
  dragEnd(name) {
    this.shell.input(this.kit.input.dragEnd(name));
  }

  /** The marbles each side has lost, drawn and counted. */
  drawLost() {
    // How many marbles lose the game is the engine's fact, like the counts.
    const { lost, lostLimit } = /** @type {HexBoard} */ (JSON.parse(this.kit.game.boardJson()));
    for (const color of /** @type {Side[]} */ (['black', 'white'])) {
      $(`lost-${color}`).textContent = t('hex-lost-count', { lost: lost[color], count: lostLimit });
      $(`lost-${color}-marbles`).replaceChildren(...Array.from({ length: lost[color] }, () =>
        Object.assign(document.createElement('span'), { className: `marble mini ${color}` })));
    }
    $('hfen').value = this.kit.position;
  }
}
