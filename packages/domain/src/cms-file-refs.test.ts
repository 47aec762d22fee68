import { describe, expect, it } from 'vitest';
import { abandonedBefore, contentFileKeys, droppedFileKeys, recordFileKeys } from './cms-file-refs';

const A = '0123456789abcdef0123456789abcdef';
const B = 'fedcba9876543210fedcba9876543210';

describe('contentFileKeys', () => {
  it('finds images and links to /cms/files/{key}, relative or absolute, each once', () => {
    const html =
      `<p><img src="/cms/files/${A}" alt=""></p><a href="https://shop.example/cms/files/${B}">PDF</a>` +
      `<img src="/cms/files/${A}">`;
    expect(contentFileKeys(html)).toEqual([A, B]);
  });

  it('ignores other URLs, too short keys and text that only looks like a path prefix', () => {
    expect(contentFileKeys('<a href="/fr/page/files">x</a><img src="/media/abc.png">')).toEqual([]);
    expect(contentFileKeys('<img src="/cms/files/abc">')).toEqual([]);
    expect(contentFileKeys(`/cms/files/${A}.png`)).toEqual([A]);
    expect(contentFileKeys('')).toEqual([]);
  });
});

describe('recordFileKeys', () => {
  it('joins the file fields and the keys of every language, sorted, without nulls or duplicates', () => {
    expect(
      recordFileKeys([B, null, undefined, B], [`<img src="/cms/files/${A}">`, `<img src="/cms/files/${B}">`]),
    ).toEqual([A, B]);
    expect(recordFileKeys([], [])).toEqual([]);
  });
});

describe('droppedFileKeys', () => {
  it('lists what was used before and is not any more', () => {
    expect(droppedFileKeys([A, B], [B])).toEqual([A]);
    expect(droppedFileKeys([A], [A, B])).toEqual([]);
    expect(droppedFileKeys([B, A, A], [])).toEqual([A, B]);
  });
});

describe('abandonedBefore', () => {
  it('is 24 hours before now', () => {
    expect(abandonedBefore(new Date('2030-03-02T09:00:00Z')).toISOString()).toBe('2030-03-01T09:00:00.000Z');
  });
});
