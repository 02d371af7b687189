// Arrow-key movement between the dark squares of the board, as the player sees it (flipped or
// not). Left and right move along the rank to the next dark square; up and down move to the next
// rank, zig-zagging around the column where the walk began so that repeated presses go straight.

/** The square reached from `name` by `key`, or null at the edge. `squares` are the board's
 *  (model.js); `column` is the visual column the vertical walk keeps close to.
 *  @param {string} name @param {string} key a KeyboardEvent's `key`
 *  @param {import('./model.js').Squares} squares @param {boolean} flipped @param {number} column
 *  @returns {string | null} */
export function squareAfterKey(name, key, squares, flipped, column) {
  const { size } = squares;
  const [file, rank] = squares.coordinates(name);
  const visual = { x: flipped ? size - 1 - file : file, y: flipped ? size - 1 - rank : rank };
  const step = /** @type {{[key: string]: number[] | undefined}} */ ({ ArrowLeft: [-2, 0], ArrowRight: [2, 0], ArrowUp: [0, 1], ArrowDown: [0, -1] })[key];
  if (!step) return null;
  let [x, y] = [visual.x + step[0], visual.y + step[1]];
  if (step[1] !== 0) {
    const options = [x - 1, x + 1].filter(c => c >= 0 && c < size);
    options.sort((a, b) => Math.abs(a - column) - Math.abs(b - column) || b - a);
    x = options[0];
  }
  if (x < 0 || x >= size || y < 0 || y >= size) return null;
  const [f, r] = flipped ? [size - 1 - x, size - 1 - y] : [x, y];
  return squares.isDark(f, r) ? squares.name(f, r) : null;
}
