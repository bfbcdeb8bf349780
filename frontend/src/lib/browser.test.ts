import { forgetSignedOut, loadedByBackForward, safeNextPath, SIGNED_OUT_KEY, signedOutHere, signOut } from './browser';

afterEach(() => sessionStorage.clear());

describe('signing out in this tab', () => {
  it('remembers it until someone signs in here again', () => {
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    expect(signedOutHere()).toBe(false);
    signOut();
    expect(assign).toHaveBeenCalledWith('/api/logout');
    expect(sessionStorage.getItem(SIGNED_OUT_KEY)).toBe('1');
    expect(signedOutHere()).toBe(true);
    forgetSignedOut();
    expect(signedOutHere()).toBe(false);
  });
});

describe('loadedByBackForward', () => {
  it("reads the document's navigation type", () => {
    const entries = vi.spyOn(performance, 'getEntriesByType');
    entries.mockReturnValue([{ type: 'back_forward' } as PerformanceNavigationTiming]);
    expect(loadedByBackForward()).toBe(true);
    entries.mockReturnValue([{ type: 'navigate' } as PerformanceNavigationTiming]);
    expect(loadedByBackForward()).toBe(false);
    entries.mockReturnValue([]);
    expect(loadedByBackForward()).toBe(false);
  });
});

describe('safeNextPath', () => {
  it('keeps a path of this site, with its query and fragment', () => {
    expect(safeNextPath('/payments')).toBe('/payments');
    expect(safeNextPath('/apps/supportmatch/profile?tab=1#top')).toBe('/apps/supportmatch/profile?tab=1#top');
  });

  it('refuses anything that could lead to another site', () => {
    for (const next of [null, undefined, '', 'payments', 'https://evil.example/', '//evil.example/x', '/\\\\evil.example', '/\\t/evil.example', '/\t/evil.example', '/.//evil.example', 'javascript:alert(1)']) {
      expect([next, safeNextPath(next)]).toEqual([next, undefined]);
    }
  });
});
