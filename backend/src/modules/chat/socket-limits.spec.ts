import { EventBudget } from './socket-limits';

describe('EventBudget', () => {
  const limits = { burst: 3, perSecond: 1, refusalsBeforeClose: 2 };

  it('allows a burst, refuses past it, then closes after repeated refusals', () => {
    const budget = new EventBudget(0, limits);
    expect([budget.take(0), budget.take(0), budget.take(0)]).toEqual(['allow', 'allow', 'allow']);
    expect(budget.take(0)).toBe('refuse');
    expect(budget.take(0)).toBe('close');
  });

  it('refills over time and forgives refusals once an event is allowed again', () => {
    const budget = new EventBudget(0, limits);
    for (let i = 0; i < 3; i++) budget.take(0);
    expect(budget.take(0)).toBe('refuse');
    expect(budget.take(1000)).toBe('allow');
    expect(budget.take(1000)).toBe('refuse');
    expect(budget.take(5000)).toBe('allow');
  });
});
