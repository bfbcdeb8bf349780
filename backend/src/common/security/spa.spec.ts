import { renderIndex } from './spa';

describe('renderIndex', () => {
  const PAGE = '<html><head><title>x</title></head><body><div id="root"></div><a class="boot-quick-exit" data-boot-quick-exit href="https://www.bbc.com/weather">Quick exit</a></body></html>';

  it('points the plain Quick exit link shown before the app loads at QUICK_EXIT_URL, escaped (issue 28 item 11)', () => {
    const page = renderIndex(PAGE, { quickExitUrl: 'https://exit.example/?a=1&b="2"' });
    expect(page).toContain('data-boot-quick-exit href="https://exit.example/?a=1&amp;b=&quot;2&quot;">Quick exit</a>');
    expect(page).toContain('<meta name="pfe-runtime-config"');
  });

  it('keeps the build default without a setting', () => {
    expect(renderIndex(PAGE, {})).toContain('href="https://www.bbc.com/weather">Quick exit</a>');
  });
});
