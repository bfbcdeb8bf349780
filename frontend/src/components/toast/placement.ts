/**
 * Where a toast goes so that it covers no action (issue 21 item 11): at the bottom as before, or,
 * when something the member could tap lies under that spot, just below the header; if both cover
 * something, the spot covering fewer.
 */
export type ToastEdge = 'bottom' | 'top';

export interface Box {
  top: number;
  bottom: number;
  left: number;
  right: number;
  /** How much covering it matters (1 when absent): a page's heading and its primary action count for more. */
  weight?: number;
}

/**
 * What a toast must above all not cover (issue 28 item 5): the page's heading and its primary
 * action (e.g. the dashboard's heading, the console's "Record Payment"); a field's helper text
 * (its error, its counter) is kept clear like an action.
 */
export const KEEP_CLEAR_SELECTOR = 'h1, .MuiButton-containedPrimary, [data-primary-action]';
const HELPER_SELECTOR = '.MuiFormHelperText-root';
export const KEEP_CLEAR_WEIGHT = 10;

/** What a member can act on (links, buttons, fields), outside the toast and the header. */
export const ACTION_SELECTOR = 'a[href], button, input:not([type="hidden"]), select, textarea, [role="button"], [role="link"], [role="switch"], [role="checkbox"], [role="radio"], [role="combobox"]';

const overlaps = (a: Box, b: Box) => a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/** The edge whose spot covers the fewest actions; bottom on a tie. */
export function chooseToastEdge(spots: Record<ToastEdge, Box>, actions: readonly Box[]): ToastEdge {
  const covered = (edge: ToastEdge) => actions.filter((a) => overlaps(spots[edge], a)).reduce((sum, a) => sum + (a.weight ?? 1), 0);
  const bottom = covered('bottom');
  if (bottom === 0) return 'bottom';
  return covered('top') < bottom ? 'top' : 'bottom';
}

/**
 * The spots a toast of this size takes at each edge (MUI Snackbar's offsets: 8 px on phones, 24 px
 * from sm). `headerBottom`: where the top spot may start, below the header and below the floating
 * Quick exit button (issue 28 item 5: a toast's Close never lies under it).
 */
export function toastSpots({ width, height, viewport, wide, headerBottom }: { width: number; height: number; viewport: { width: number; height: number }; wide: boolean; headerBottom: number }): Record<ToastEdge, Box> {
  const margin = wide ? 24 : 8;
  const left = wide ? viewport.width - margin - width : margin;
  const right = wide ? viewport.width - margin : viewport.width - margin;
  return {
    bottom: { top: viewport.height - margin - height, bottom: viewport.height - margin, left, right },
    top: { top: headerBottom + 8, bottom: headerBottom + 8 + height, left, right },
  };
}

/** The on-screen boxes of the page's actions and headings, leaving out those inside `except` (the toast, the header). */
export function actionBoxes(except: readonly (Element | null)[]): Box[] {
  return Array.from(document.querySelectorAll(`${ACTION_SELECTOR}, ${KEEP_CLEAR_SELECTOR}, ${HELPER_SELECTOR}`))
    .filter((el) => !except.some((e) => e?.contains(el)))
    .map((el) => {
      const r = el.getBoundingClientRect();
      return { top: r.top, bottom: r.bottom, left: r.left, right: r.right, width: r.width, height: r.height, weight: el.matches(KEEP_CLEAR_SELECTOR) ? KEEP_CLEAR_WEIGHT : 1 };
    })
    .filter((r) => r.width > 0 && r.height > 0)
    .map(({ top, bottom, left, right, weight }) => ({ top, bottom, left, right, weight }));
}

/** The lowest point of the header and of the floating Quick exit button: the top spot starts below both. */
export function clearTop(): number {
  const bottoms = [document.querySelector('header'), document.querySelector('[data-quick-exit] button'), document.getElementById('boot-quick-exit')]
    .map((el) => (el ? el.getBoundingClientRect().bottom : 0));
  return Math.max(0, ...bottoms);
}

/**
 * Where the toast goes (issue 28 item 5): the bottom spot when it covers nothing, else the top spot
 * (below the header and Quick exit) when it covers nothing, else the first free spot further down,
 * just below one of the things it must not cover; when no spot is free, the edge covering less.
 */
export function placeToast(spots: Record<ToastEdge, Box>, boxes: readonly Box[], viewportHeight: number): { edge: ToastEdge; top: number } {
  const free = (spot: Box) => !boxes.some((b) => overlaps(spot, b));
  if (free(spots.bottom)) return { edge: 'bottom', top: spots.top.top };
  if (free(spots.top)) return { edge: 'top', top: spots.top.top };
  const height = spots.top.bottom - spots.top.top;
  const limit = spots.bottom.bottom;
  const starts = boxes
    .map((b) => b.bottom + 8)
    .filter((t) => t > spots.top.top && t + height <= limit && t + height <= viewportHeight)
    .sort((a, b) => a - b);
  for (const top of starts) {
    if (free({ ...spots.top, top, bottom: top + height })) return { edge: 'top', top };
  }
  const edge = chooseToastEdge(spots, boxes);
  return { edge, top: spots.top.top };
}
