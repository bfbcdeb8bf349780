import { actionBoxes, chooseToastEdge, clearTop, KEEP_CLEAR_WEIGHT, placeToast, toastSpots } from './placement';

const viewport = { width: 375, height: 740 };
const spots = toastSpots({ width: 359, height: 80, viewport, wide: false, headerBottom: 57 });
const button = (top: number) => ({ top, bottom: top + 36, left: 16, right: 140 });

describe('toast placement (issue 21 item 11)', () => {
  it('stays at the bottom when nothing there can be tapped', () => {
    expect(chooseToastEdge(spots, [button(300)])).toBe('bottom');
  });

  it('moves below the header when an action lies under the bottom spot', () => {
    expect(chooseToastEdge(spots, [button(680)])).toBe('top');
  });

  it('takes the spot covering fewer actions when both cover some', () => {
    expect(chooseToastEdge(spots, [button(680), button(80), button(100)])).toBe('bottom');
    expect(chooseToastEdge(spots, [button(680), button(690), button(80)])).toBe('top');
  });

  it('puts the bottom spot 8 px from the edges on a phone and below the header at the top', () => {
    expect(spots.bottom).toEqual({ top: 652, bottom: 732, left: 8, right: 367 });
    expect(spots.top).toEqual({ top: 65, bottom: 145, left: 8, right: 367 });
  });
});

describe('toast placement never covers the heading, the primary action or Quick exit (issue 28 item 5)', () => {
  it('stays at the bottom rather than covering a heading or a primary action at the top', () => {
    const heading = { ...button(70), weight: KEEP_CLEAR_WEIGHT };
    expect(chooseToastEdge(spots, [button(680), button(690), heading])).toBe('bottom');
  });

  it('goes to the first free spot below the heading when both edges cover something', () => {
    const heading = { ...button(70), weight: KEEP_CLEAR_WEIGHT };
    // Bottom: an action; top (65-145): the heading; free below the heading's bottom (106) + 8.
    expect(placeToast(spots, [button(680), heading], 740)).toEqual({ edge: 'top', top: 114 });
    // Free edges are taken as before.
    expect(placeToast(spots, [button(300)], 740)).toEqual({ edge: 'bottom', top: 65 });
    expect(placeToast(spots, [button(680)], 740)).toEqual({ edge: 'top', top: 65 });
  });

  it('weighs headings and primary actions, and starts the top spot below the Quick exit button', () => {
    document.body.innerHTML = `
      <div data-quick-exit><button>Quick exit</button></div>
      <main><h1>Dashboard</h1><button class="MuiButton-containedPrimary">Record Payment</button><a href="/x">More</a></main>`;
    const rect = (top: number, height: number) => ({ top, bottom: top + height, left: 0, right: 100, width: 100, height, x: 0, y: top, toJSON: () => ({}) });
    const [exit] = document.querySelectorAll('[data-quick-exit] button');
    exit.getBoundingClientRect = () => rect(12, 31);
    document.querySelector('h1')!.getBoundingClientRect = () => rect(60, 40);
    document.querySelector('main button')!.getBoundingClientRect = () => rect(110, 36);
    document.querySelector('main a')!.getBoundingClientRect = () => rect(160, 20);
    // No header on the page (the invite screen): the top spot starts below Quick exit, not at 8 px.
    expect(clearTop()).toBe(43);
    const weights = actionBoxes([]).map((b) => b.weight);
    expect(weights).toEqual([1, KEEP_CLEAR_WEIGHT, KEEP_CLEAR_WEIGHT, 1]);
    document.body.innerHTML = '';
  });
});
