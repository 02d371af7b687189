// The address fragment that opens a game record on a page, as the game pages' links and the
// analysis board read it: the record's rule set, and its start with its moves shown from the
// first (or only its position, when it has no moves).

/** The fragment's parameters for `record` (the engine's reading of a PDN: variant, start, moves).
 *  @param {{variant: string, start: string, moves: string[]}} record */
export function recordParams(record) {
  const params = new URLSearchParams({ variant: record.variant });
  if (record.moves.length) {
    params.set('start', record.start);
    params.set('moves', record.moves.join(','));
    params.set('ply', '0');
  } else {
    params.set('tfen', record.start);
  }
  return params;
}
