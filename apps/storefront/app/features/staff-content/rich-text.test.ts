import { describe, expect, it } from 'vitest';
import { editorFromHtml, htmlFromEditor, imageHtml, linkHref, nextToolbarIndex } from './rich-text';

describe('htmlFromEditor', () => {
  it('renames what the editing commands write to the tags of the shop', () => {
    expect(htmlFromEditor('<div>Une <b>offre</b> <i>rare</i></div>')).toBe(
      '<p>Une <strong>offre</strong> <em>rare</em></p>',
    );
    expect(htmlFromEditor('<B class="x">a</B>')).toBe('<strong class="x">a</strong>');
  });

  it('leaves other tags alone (<body>, <iframe>, <blockquote> are not <b>, <i>, <div>)', () => {
    expect(htmlFromEditor('<blockquote>q</blockquote><img src="/a.png" alt="">')).toBe(
      '<blockquote>q</blockquote><img src="/a.png" alt="">',
    );
  });

  it('is empty when nothing was typed, and drops trailing empty lines', () => {
    expect(htmlFromEditor('<p><br></p>')).toBe('');
    expect(htmlFromEditor(' <br> ')).toBe('');
    expect(htmlFromEditor('<p>&nbsp;</p><p><br/></p>')).toBe('');
    expect(htmlFromEditor('<h2>Titre</h2><p><br></p><br>')).toBe('<h2>Titre</h2>');
  });

  it('goes back and forth with editorFromHtml without change for typed content', () => {
    const html = '<h2>Horaires</h2><ul><li>Lundi</li></ul><p><a href="https://example.be/">lien</a></p>';
    expect(htmlFromEditor(editorFromHtml(html))).toBe(html);
    expect(editorFromHtml('  ')).toBe('<p><br></p>');
    expect(htmlFromEditor(editorFromHtml(''))).toBe('');
  });
});

describe('nextToolbarIndex', () => {
  it('moves with the arrows, wrapping, and jumps with Home/End', () => {
    expect(nextToolbarIndex(0, 'ArrowRight', 4)).toBe(1);
    expect(nextToolbarIndex(3, 'ArrowRight', 4)).toBe(0);
    expect(nextToolbarIndex(0, 'ArrowLeft', 4)).toBe(3);
    expect(nextToolbarIndex(2, 'Home', 4)).toBe(0);
    expect(nextToolbarIndex(1, 'End', 4)).toBe(3);
    expect(nextToolbarIndex(1, 'Enter', 4)).toBeNull();
    expect(nextToolbarIndex(0, 'ArrowRight', 0)).toBeNull();
  });
});

describe('linkHref', () => {
  it('accepts web addresses, mail addresses and the shop’s paths', () => {
    expect(linkHref('https://www.example.be/a?b=1')).toBe('https://www.example.be/a?b=1');
    expect(linkHref('www.example.be')).toBe('https://www.example.be/');
    expect(linkHref(' /fr/news/summer ')).toBe('/fr/news/summer');
    expect(linkHref('info@vetshop.be')).toBe('mailto:info@vetshop.be');
    expect(linkHref('mailto:info@vetshop.be')).toBe('mailto:info@vetshop.be');
  });

  it('refuses scripts, other schemes and things that are no address', () => {
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('JaVaScRiPt:alert(1)')).toBeNull();
    expect(linkHref('data:text/html,<script>')).toBeNull();
    expect(linkHref('//evil.example')).toBeNull();
    expect(linkHref('vbscript:x')).toBeNull();
    expect(linkHref('hello world')).toBeNull();
    expect(linkHref('nothing')).toBeNull();
    expect(linkHref('')).toBeNull();
  });
});

describe('imageHtml', () => {
  it('escapes the address and the text alternative', () => {
    expect(imageHtml('/cms/files/k1', 'Chien "heureux" <3')).toBe(
      '<img src="/cms/files/k1" alt="Chien &quot;heureux&quot; &lt;3">',
    );
  });
});
