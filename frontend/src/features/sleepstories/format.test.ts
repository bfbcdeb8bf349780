import { formatClock, formatDuration, isSameOrigin } from './format';

describe('formatDuration (spec §9: minutes, or hours and minutes above 60 minutes)', () => {
  it.each([
    [20, '1 min'],
    [0, '1 min'],
    [60, '1 min'],
    [600, '10 min'],
    [629, '10 min'],
    [631, '11 min'],
    [2700, '45 min'],
    [3600, '60 min'],
    [3629, '60 min'],
    [3660, '1 hr 1 min'],
    [3900, '1 hr 5 min'],
    [7200, '2 hr'],
    [9000, '2 hr 30 min'],
  ])('%i seconds → %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

});

describe('formatClock', () => {
  it.each([
    [0, '0:00'],
    [5.9, '0:05'],
    [65, '1:05'],
    [3599, '59:59'],
    [3600, '1:00:00'],
    [3725, '1:02:05'],
    [Number.NaN, '0:00'],
    [-3, '0:00'],
  ])('%s → %s', (seconds, text) => {
    expect(formatClock(seconds)).toBe(text);
  });
});

describe('isSameOrigin', () => {
  const origin = 'https://app.example.org';
  it('loads pictures from this site only', () => {
    expect(isSameOrigin('/media/a.png', origin)).toBe(true);
    expect(isSameOrigin('https://app.example.org/a.png', origin)).toBe(true);
    expect(isSameOrigin('https://embed-ssl.wistia.com/deliveries/a.jpg', origin)).toBe(false);
    expect(isSameOrigin('http://app.example.org/a.png', origin)).toBe(false);
    expect(isSameOrigin(null, origin)).toBe(false);
    expect(isSameOrigin('', origin)).toBe(false);
  });
});
