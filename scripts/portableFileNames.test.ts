import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { caseClashes } from './portableFileNames';

describe('caseClashes', () => {
  it('finds a component and a module whose specifiers differ only in case', () => {
    expect(caseClashes(['src/a/Markdown.tsx', 'src/a/markdown.ts', 'src/a/Other.tsx'])).toEqual([
      ['src/a/Markdown.tsx', 'src/a/markdown.ts'],
    ]);
  });

  it('finds two paths equal but for case, whatever their extension', () => {
    expect(caseClashes(['notes/Readme.txt', 'notes/README.txt'])).toEqual([
      ['notes/README.txt', 'notes/Readme.txt'],
    ]);
  });

  it('lets a stylesheet share a component name, since its import names the extension', () => {
    expect(caseClashes(['src/App.tsx', 'src/app.css'])).toEqual([]);
  });

  it('lets the same name in another folder or with another extension be', () => {
    expect(caseClashes(['src/a/x.ts', 'src/b/X.ts', 'src/a/y.ts', 'src/a/y.tsx'])).toEqual([]);
  });

  it('finds none in this repository', () => {
    const files = execFileSync('git', ['ls-files'], { encoding: 'utf8' }).split('\n').filter(Boolean);
    expect(caseClashes(files)).toEqual([]);
  });
});
