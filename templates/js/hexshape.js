// The Hexpush board's shape as the engine describes it (`hexShapeJson`, engine/src/web/schema/hex.rs
// `shape`): its cells in row order with their row, diagonal and neighbours, the six
// directions. The page draws the board from it and decides nothing about the board itself
// (what a tap or a swipe selects is the engine's answer, see hexinput.js).

export class HexShape {
  /** @param {HexBoardShape} json */
  constructor(json) {
    this.cells = json.cells;
    this.directions = json.directions;
    this.byName = new Map(json.cells.map(cell => [cell.name, cell]));
  }

  /** The neighbour of `name` in `direction` (E, NE, …), or null off the board.
   *  @param {string} name @param {HexDirection} direction @returns {string | null} */
  step(name, direction) {
    return this.byName.get(name)?.neighbours[direction] ?? null;
  }
}
