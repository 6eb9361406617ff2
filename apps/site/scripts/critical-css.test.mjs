// Run with: node --test apps/site/scripts (go run mage.go test does).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import {
  coverage,
  covers,
  coversScreen,
  FOLD,
  firstScreen,
  kindCritical,
  listOf,
  needs,
  prepare,
  prepareFiles,
  prepareItems,
} from './critical-css.mjs';

describe('listOf', () => {
  it('reads a whole :is() or :where() of a list as the list', () => {
    assert.deepEqual(listOf(':is(._m .a tr:target,._m .b tr:target)'), ['._m .a tr:target', '._m .b tr:target']);
    assert.deepEqual(listOf(':where(.a, [data-x="1,2"], .b:not(.c,.d))'), ['.a', '[data-x="1,2"]', '.b:not(.c,.d)']);
  });

  it('makes a rule under a list need one of its items, as a plain list does', () => {
    const [rule] = prepareItems(':is(._m .a tr:target,._m .b tr:target){outline:2px solid}');
    assert.deepEqual(rule.needs, [
      ['._m', '.a', 'tr'],
      ['._m', '.b', 'tr'],
    ]);
  });

  it('leaves any other selector whole', () => {
    assert.deepEqual(listOf(':is(.a,.b) .c'), [':is(.a,.b) .c']);
    assert.deepEqual(listOf(':is(.a,.b) :is(.c,.d)'), [':is(.a,.b) :is(.c,.d)']);
    assert.deepEqual(listOf('.a'), ['.a']);
  });
});

describe('needs', () => {
  it('names the classes, ids, elements and attributes a selector needs', () => {
    assert.deepEqual(needs('nav._list_a1 > li#x'), ['nav', '._list_a1', 'li', '#x']);
    assert.deepEqual(needs(':where(._button_x_1)[data-variant=ghost]'), ['._button_x_1', '[data-variant=ghost']);
    assert.deepEqual(needs('._a [data-y="z w"]'), ['._a', '[data-y=z w']);
    assert.deepEqual(needs('.md\\:flex'), ['.md:flex']);
  });

  it('takes what it cannot decide as met: lists in :is(), :not(), and attributes the head scripts set on <html>', () => {
    assert.deepEqual(needs(':is(.a,.b) .c'), ['.c']);
    assert.deepEqual(needs('._a:not(.b) p'), ['._a', 'p']);
    assert.deepEqual(needs('html[data-theme=dark] ._a'), ['html', '._a']);
    assert.deepEqual(needs('[data-theme=dark]'), []);
    assert.deepEqual(needs(':root'), []);
  });

  it('gives null for hover, focus and active, which no first paint shows', () => {
    assert.equal(needs('._a:hover'), null);
    assert.equal(needs('._a ._b:focus-visible'), null);
    assert.deepEqual(needs('._a:not(:hover)'), ['._a']);
    assert.deepEqual(needs('._a:hover-ish'), ['._a']);
  });
});

describe('firstScreen', () => {
  it('reads elements, classes, ids, attributes and var() of the page', () => {
    const used = firstScreen('<nav class="a b" id="n" data-state="open"><a href="/x" style="color:var(--fl-red)">x</a></nav>');
    for (const t of ['nav', '.a', '.b', '#n', '[data-state', '[data-state=open', 'a', '[href=/x', '--fl-red', 'html', 'body'])
      assert.ok(used.has(t), t);
  });

  it('leaves out what is hidden, however deep', () => {
    const used = firstScreen(
      '<div class="shown"><div hidden=""><ul class="menu"><li class="item"><br/></li></ul></div><p class="after">x</p></div>',
    );
    assert.ok(used.has('.shown') && used.has('.after'));
    assert.ok(!used.has('.menu') && !used.has('.item'));
  });

  it('leaves out a part marked below the fold, and only that part', () => {
    const used = firstScreen(
      '<section class="steps"><ol class="list"></ol><div class="record" data-below-fold=""><figure class="card"></figure></div></section><p class="faq">x</p>',
    );
    assert.ok(used.has('.steps') && used.has('.list') && used.has('.faq'));
    assert.ok(!used.has('.record') && !used.has('.card') && !used.has('figure'));
  });

  it('ends the first screen of an <article> after FOLD, skipping its blocks after it and the footers, not the columns beside it', () => {
    const para = `<p class="para">${'x'.repeat(200)}</p>`;
    const body = para.repeat(Math.ceil(FOLD / 200) + 2);
    const html = `<header class="top"></header><main><div class="layout"><aside class="sidebar"><nav><a class="link">${'y'.repeat(FOLD * 2)}</a></nav></aside><article class="article"><div class="flow" data-component="Markdown">${body}<p class="late">z</p><aside class="admonition"><p class="tip">t</p></aside></div><div class="note"><span class="icon"></span></div><nav class="pager"></nav><aside class="facts"><dl><dt class="fact">x</dt></dl></aside><footer class="docfoot"></footer></article><div class="toc"></div><section class="more"><div class="card"></div></section><aside class="glance"><dl><dt class="term">x</dt></dl></aside></div></main><footer class="sitefoot"></footer>`;
    const used = firstScreen(html);
    // A column beside the reading flow stays, even when the markup puts it after the fold (an integration's facts <aside>).
    for (const t of [
      '.top',
      '.layout',
      '.sidebar',
      '.link',
      '.article',
      '.para',
      '.facts',
      '.fact',
      '.toc',
      '.more',
      '.card',
      '.glance',
      '.term',
    ])
      assert.ok(used.has(t), t);
    // Not a block, but below the fold all the same (an admonition's <div>).
    for (const t of ['.late', '.admonition', '.tip', '.note', '.icon', '.pager', '.docfoot', '.sitefoot']) assert.ok(!used.has(t), t);
  });

  it("reads a tag the same wherever its attribute text comes again (read once, kept): whether it is hidden is the tag's, whether it is shown its place's", () => {
    const page =
      '<nav class="side" data-open=""><a class="link" href="/a">a</a></nav><div class="menu" hidden=""><a class="link" href="/b">b</a></div>';
    const first = [...firstScreen(page)];
    assert.deepEqual([...firstScreen(page)], first);
    assert.ok(first.includes('[href=/a') && !first.includes('[href=/b') && !first.includes('.menu'));
    // The same texts in other places: the hidden menu's link shown, the shown nav hidden.
    const other = firstScreen(
      '<a class="link" href="/b">b</a><div hidden=""><nav class="side" data-open=""></nav></div><div class="menu" hidden=""></div>',
    );
    for (const t of ['.link', '[href=/b']) assert.ok(other.has(t), t);
    for (const t of ['.side', '[data-open', '.menu']) assert.ok(!other.has(t), t);
  });

  it('reads a page without an <article> whole, however long', () => {
    const para = `<section class="band"><p class="para">${'x'.repeat(FOLD)}</p></section>`;
    const used = firstScreen(`<main>${para.repeat(3)}<div class="glow"></div></main><footer class="sitefoot"></footer>`);
    for (const t of ['.band', '.para', '.glow', '.sitefoot']) assert.ok(used.has(t), t);
  });

  it('keeps the whole of a short page, footers included', () => {
    const used = firstScreen(
      '<main><article><p class="short">Hello</p><footer class="docfoot"></footer></article></main><footer class="sitefoot"></footer>',
    );
    for (const t of ['.short', '.docfoot', '.sitefoot']) assert.ok(used.has(t), t);
  });

  it('counts each line of a code block as a line of text', () => {
    const code = `<pre class="code">${'a\n'.repeat(Math.ceil(FOLD / 90) + 5)}</pre>`;
    const used = firstScreen(`<main><article>${code}<p class="below">x</p></article></main>`);
    assert.ok(used.has('.code'));
    assert.ok(!used.has('.below'));
  });
});

describe('kindCritical and covers', () => {
  const css = [
    ':root{--fl-a:red;--fl-b:var(--fl-c);--fl-c:blue;--fl-unused:green;--fl-d:.2s}',
    'html[data-theme=dark]{--fl-a:pink}',
    '@font-face{font-family:Inter;src:url(/i.woff2)}',
    '.a{color:var(--fl-a);transition:color var(--fl-d);cursor:pointer}',
    '.a:hover{color:blue}',
    '.b{color:var(--fl-b);animation:spin 1s}',
    '.menu{display:block}',
    '@media (min-width:60em){.a{margin:0}.menu{margin:0}}',
    '@media print{.a{display:none}}',
    '@keyframes spin{to{rotate:1turn}}',
    '@keyframes unused{to{opacity:0}}',
  ].join('');
  const prepared = prepare(css);

  it('keeps the rules the sample pages use, in order, with the custom properties they read and nothing else (no transition, no cursor)', () => {
    const kind = kindCritical(prepared, [firstScreen('<p class="a"></p>'), firstScreen('<p class="b"></p>')]);
    assert.equal(
      kind.text,
      ':root{--fl-a:red;--fl-b:var(--fl-c);--fl-c:blue}html[data-theme=dark]{--fl-a:pink}@font-face{font-family:Inter;src:url(/i.woff2)}.a{color:var(--fl-a)}.b{color:var(--fl-b);animation:spin 1s}@media (min-width:60em){.a{margin:0}}@keyframes spin{to{rotate:1turn}}',
    );
  });

  it('covers a page that uses no more than the samples, and not one that does', () => {
    const kind = kindCritical(prepared, [firstScreen('<p class="a"></p>')]);
    assert.equal(covers(kind, prepared, firstScreen('<div class="a"><span class="a"></span></div>')), true);
    assert.equal(covers(kind, prepared, firstScreen('<p class="a"></p><p class="menu"></p>')), false);
    assert.equal(covers(kind, prepared, firstScreen('<p class="a" style="color:var(--fl-unused)"></p>')), false);
    // A hidden menu needs nothing from the first paint.
    assert.equal(covers(kind, prepared, firstScreen('<p class="a"></p><p class="menu" hidden=""></p>')), true);
  });

  it('tells the same from coverage() after a structured clone (what a worker thread gets) as covers() does', () => {
    const kind = kindCritical(prepared, [firstScreen('<p class="a"></p>')]);
    const cloned = structuredClone(coverage(kind, prepared));
    const pages = [
      '<div class="a"><span class="a"></span></div>',
      '<p class="a"></p><p class="menu"></p>',
      '<p class="a" style="color:var(--fl-unused)"></p>',
      '<p class="a"></p><p class="menu" hidden=""></p>',
      '<p class="b"></p>',
    ];
    const got = pages.map((html) => coversScreen(cloned, firstScreen(html)));
    assert.deepEqual(got, [true, false, false, true, false]);
    assert.deepEqual(
      got,
      pages.map((html) => covers(kind, prepared, firstScreen(html))),
    );
  });
});

describe('prepareFiles', () => {
  const files = {
    'page.css': '.a{color:var(--fl-a)}@media (min-width:60em){.menu{margin:0}}',
    'index.css': ':root{--fl-a:red}@font-face{font-family:Inter;src:url(/i.woff2)}.b{color:blue}@keyframes spin{to{rotate:1turn}}',
  };

  it('gives the critical CSS that prepare() of the stylesheets joined gives, parsing each file once for every kind', () => {
    const parsed = [];
    const cache = new Map();
    const itemsOf = (file) => {
      if (!cache.has(file)) {
        parsed.push(file);
        cache.set(file, prepareItems(files[file]));
      }
      return cache.get(file);
    };
    const screens = [firstScreen('<p class="a"></p><p class="b" style="animation:spin 1s"></p>')];
    const joined = kindCritical(prepare(files['page.css'] + files['index.css']), screens).text;
    assert.equal(kindCritical(prepareFiles(['page.css', 'index.css'], itemsOf), screens).text, joined);
    assert.equal(kindCritical(prepareFiles(['index.css'], itemsOf), screens).text, kindCritical(prepare(files['index.css']), screens).text);
    assert.deepEqual(parsed, ['page.css', 'index.css']);
  });
});
