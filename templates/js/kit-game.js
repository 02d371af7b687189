// What every board kit (draughts-kit.js, hex-kit.js) holds: the engine's game it shows and that
// game's move input — none before the kit's `create` shows one, none after `free`.

/** @template {{free(): void}} G the engine's game  @template I its move input */
export class KitGame {
  constructor() {
    /** @type {G | null} */
    this.current = null;
    /** @type {I | null} */
    this.currentInput = null;
  }

  /** Whether a game is shown. */
  get hasGame() { return this.current !== null; }
  /** The game shown; throws when there is none. @returns {G} */
  get game() {
    if (!this.current) throw new Error('no game is shown');
    return this.current;
  }
  /** The move input of the game shown; throws when there is none. @returns {I} */
  get input() {
    if (!this.currentInput) throw new Error('no game is shown');
    return this.currentInput;
  }

  /** Shows `game` with its `input`, freeing the engine's game shown before. @param {G} game @param {I} input */
  show(game, input) {
    this.current?.free();
    this.current = game;
    this.currentInput = input;
  }

  /** Frees the engine's game; the kit shows none until `create` makes another. */
  free() {
    this.current?.free();
    this.current = null;
    this.currentInput = null;
  }
}
