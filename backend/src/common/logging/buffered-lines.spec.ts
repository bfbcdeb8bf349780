import { BufferedLines } from './buffered-lines';

describe('BufferedLines', () => {
  function setup(maxBytes = 1000) {
    const written: string[] = [];
    const pending: (() => void)[] = [];
    const lines = new BufferedLines({ write: (text: string) => written.push(text) }, maxBytes, (flush) => pending.push(flush));
    return { lines, written, pending };
  }

  it('writes the lines of one turn together, in order, once the turn ends', () => {
    const { lines, written, pending } = setup();
    lines.write('{"a":1}\n');
    lines.write('{"b":2}\n');
    lines.write('{"c":3}\n');
    expect(written).toEqual([]);
    expect(pending).toHaveLength(1);
    pending[0]();
    expect(written).toEqual(['{"a":1}\n{"b":2}\n{"c":3}\n']);
    lines.write('{"d":4}\n');
    expect(pending).toHaveLength(2);
    pending[1]();
    expect(written).toEqual(['{"a":1}\n{"b":2}\n{"c":3}\n', '{"d":4}\n']);
  });

  it('writes at once past its size, and a flush with nothing held writes nothing', () => {
    const { lines, written, pending } = setup(10);
    lines.write('123456\n');
    lines.write('7890\n');
    expect(written).toEqual(['123456\n7890\n']);
    pending[0]();
    lines.flush();
    expect(written).toHaveLength(1);
  });
});
