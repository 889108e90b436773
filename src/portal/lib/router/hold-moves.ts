/**
 * Holding Back and Forward while a form has unsaved changes: the move is undone at once and the
 * form is asked, with a way to make the move after all. Apart from history.ts so that only the
 * pages with such forms carry it.
 */
import { interceptPops } from './history.ts';

type Hold = (proceed: () => void) => void;

/**
 * While registered, Back and Forward are undone and `onMove` is called with a way to make the
 * move after all (a form with unsaved changes asks first). Returns the release. One at a time:
 * a later registration replaces an earlier one.
 */
export function holdHistoryMoves(onMove: Hold): () => void {
  // Where our own history.go() is expected to arrive: back where a held move started (undone,
  // not a navigation), or where the person confirmed they want to go (let through). Matched by
  // place, so a go() that never arrives is forgotten at the next move rather than swallowing it.
  let undoTo: number | null = null;
  let passTo: number | null = null;
  return interceptPops({
    withinPage() {
      undoTo = passTo = null;
    },
    move(from, to) {
      const expectedUndo = undoTo;
      const expectedPass = passTo;
      undoTo = passTo = null;
      if (expectedUndo === to) return true;
      const delta = to - from;
      if (expectedPass === to || delta === 0) return false;
      undoTo = from;
      window.history.go(-delta);
      onMove(() => {
        passTo = to;
        window.history.go(delta);
      });
      return true;
    },
  });
}
