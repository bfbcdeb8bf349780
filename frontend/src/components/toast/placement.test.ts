import { chooseToastEdge, toastSpots } from './placement';

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
