// Critical CSS of a prerendered page: the rules its first screen can use,
// computed at build time from the page's own HTML, as critters/beasties do
// (no browser: a rule is kept when every class, id and element its selector
// names occurs on the page), with three cuts of our own:
//
// - Subtrees marked `hidden` are left out: only the app shows them (menus,
//   dropdown panels), after hydration, which waits for the full stylesheets.
// - Subtrees marked `data-below-fold` are left out: a marketing page puts
//   it on a part that is never on its first screen (a product visual under
//   the steps), whose styles then come with the full stylesheets and cost
//   the first paint of the kind's other pages nothing.
// - The first screen of a page that reads as an <article> (a docs page)
//   ends once the text and blocks read in it outweigh a tall desktop screen
//   (FOLD): the blocks after that (paragraphs, tables, code...) and the
//   footers are left out; the columns beside the reading flow (<aside>,
//   <nav>) are not. Other pages (marketing layouts, whose decorations can
//   come late in the markup) are read whole.
// - Custom properties are kept only when a kept rule or the page's HTML
//   reads them (var(--name)), with those they read in turn.
// - Declarations that paint nothing (NOT_PAINTED: transitions, cursor and
//   the like) are left out of the kept rules.
//
// Why not beasties itself: it keeps every rule whose selector matches
// anywhere on the page, with none of the cuts above. Measured on 2026-11-29
// with this file's parser on the built home, docs, integration and demo-form
// pages, that page-wide match inlines 1.18 to 1.96 times the CSS of ours
// (20.5-42.0 kB against 17.4-23.5 kB, 0.5-3.0 kB more after Brotli on the
// first paint's critical path), before counting the custom properties it
// does not prune.
//
// The kept rules are written in their stylesheet order, so the first paint
// cascades as the full stylesheets, which come later, do. Tested in
// critical-css.test.mjs; e2e/first-paint.spec.ts checks in Chromium that a
// page painted with its critical CSS alone looks as it does fully styled.
import postcss from 'postcss';

/**
 * How much of <main> counts as the first screen, in characters of text:
 * a block (paragraph, heading, list item, table row, image) counts as a
 * line of LINE characters, each line of a code block as well. 1280×800 at
 * 16 px shows about 25 lines of 90 characters in the docs column; this is
 * half again as much.
 */
export const FOLD = 3400;
const LINE = 90;

const VOID = new Set(['area', 'base', 'br', 'col', 'embed', 'hr', 'img', 'input', 'link', 'meta', 'source', 'track', 'wbr']);
const BLOCKS = new Set([
  'p',
  'pre',
  'table',
  'tr',
  'li',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'blockquote',
  'figure',
  'img',
  'hr',
  'dt',
  'dd',
  'section',
]);
/** Elements whose text is not the page's reading flow (sidebars, tables of contents). */
const ASIDE = new Set(['nav', 'aside']);

/**
 * What firstScreen() reads from the attributes of a start tag (the text
 * after its name): the classes, id and attributes it uses (".name", "#id",
 * "[name", "[name=value"), whether it is hidden, whether it is the Markdown
 * element, whether the tag closes itself, and the last page whose first
 * screen took its uses (page, from firstScreen()). Kept for each distinct text
 * until the cache is full, then the cache starts again: pages of a kind
 * repeat most of their tags (the navbar, the sidebar, the footer), so each
 * is read a few times in a build, not once a page. Every page also has
 * texts of its own (its links, its headings' ids): at 65,536 entries they
 * held about 38 kB a page, and a prerender worker of the 10,000-page corpus
 * grew to 400 MiB; at 4,096 the prerender's peak fell from 824 to 337 MiB.
 */
const attributeCache = new Map();
const ATTRIBUTE_CACHE_SIZE = 1 << 12;

function attributes(attrs) {
  let a = attributeCache.get(attrs);
  if (a !== undefined) return a;
  const uses = [];
  const cls = attrs.match(/\sclass="([^"]*)"/);
  if (cls) for (const c of cls[1].split(/\s+/)) if (c) uses.push(`.${c}`);
  for (const m of attrs.matchAll(/\s([\w:-]+)(?:="([^"]*)")?/g)) {
    if (m[1] === 'class') continue;
    if (m[1] === 'id') uses.push(`#${m[2]}`);
    uses.push(`[${m[1]}`, `[${m[1]}=${m[2] ?? ''}`);
  }
  a = {
    uses,
    hidden: /\s(?:hidden|data-below-fold)(?=[\s=/]|$)/.test(attrs),
    flow: attrs.includes('data-component="Markdown"'),
    slash: attrs.endsWith('/'),
    page: 0,
  };
  if (attributeCache.size >= ATTRIBUTE_CACHE_SIZE) attributeCache.clear();
  attributeCache.set(attrs, a);
  return a;
}

/** The pages firstScreen() has read: a page's number marks the attributes it has used. */
let pagesRead = 0;

/**
 * What the first screen of a page uses: its element names, classes, ids
 * and attributes (as "div", ".name", "#id", "[name", "[name=value") and the custom properties its HTML reads
 * ("--name"). html is the app's markup (what goes in #root); the document
 * around it (html, body, #root) is added.
 */
export function firstScreen(html) {
  const page = ++pagesRead;
  const used = new Set(['html', 'head', 'body', 'div', '#root']);
  for (const m of html.matchAll(/var\(\s*(--[\w-]+)/g)) used.add(m[1]);
  const tag = /<(\/?)([a-zA-Z][a-zA-Z0-9-]*)((?:\s[^>]*)?)>/g;
  const stack = []; // open elements: { name, skip }
  let skipDepth = -1; // stack depth at which a left-out subtree began
  let inMain = false; // in the <article>, where the first screen can end
  let asideDepth = 0;
  let read = 0; // weight of <main> read so far
  let folded = false;
  let pre = false;
  let last = 0;
  for (let m = tag.exec(html); m !== null; m = tag.exec(html)) {
    if (inMain && skipDepth < 0 && asideDepth === 0 && !folded) {
      const text = html.slice(last, m.index);
      read += pre ? text.split('\n').length * LINE : text.length;
    }
    last = tag.lastIndex;
    const [, closing, rawName, attrs] = m;
    const name = rawName.toLowerCase();
    if (closing) {
      // Close up to the matching element (the markup is React's and well formed).
      let i = stack.length - 1;
      while (i >= 0 && stack[i].name !== name) i--;
      if (i < 0) continue;
      stack.length = i;
      if (skipDepth >= 0 && stack.length <= skipDepth) skipDepth = -1;
      if (name === 'article') inMain = false;
      if (ASIDE.has(name)) asideDepth = Math.max(0, asideDepth - 1);
      if (name === 'pre') pre = false;
      continue;
    }
    const a = attributes(attrs);
    const selfClosing = VOID.has(name) || a.slash;
    if (skipDepth >= 0) {
      if (!selfClosing) stack.push({ name });
      continue;
    }
    const block = inMain && asideDepth === 0 && BLOCKS.has(name);
    // A column beside the reading flow: an <aside> outside the Markdown (an admonition is an <aside> in it).
    const column = name === 'aside' && !stack.some((e) => e.flow);
    const belowFold = folded ? name === 'footer' || (inMain && asideDepth === 0 && !column) : block && read > FOLD;
    if (block && !folded) read += LINE;
    if (belowFold && !folded) {
      // The first screen ends here: leave out the rest of this block's
      // parent, and after it every element of the reading flow (a block or
      // not: an admonition after the fold is as far down as its paragraphs,
      // and so is the pager's <nav>) and every footer (the columns beside
      // it, asides outside the Markdown, stay).
      folded = true;
      skipDepth = stack.length - 1;
      if (!selfClosing) stack.push({ name });
      continue;
    }
    if (a.hidden || belowFold) {
      if (!selfClosing) {
        skipDepth = stack.length;
        stack.push({ name });
      }
      continue;
    }
    used.add(name);
    // A page repeats most of its tags (its sidebar's items, its icons): the
    // uses of one attribute text are added once a page.
    if (a.page !== page) {
      a.page = page;
      for (const t of a.uses) used.add(t);
    }
    if (selfClosing) continue;
    stack.push({ name, flow: a.flow });
    if (name === 'article') inMain = true;
    if (ASIDE.has(name) && inMain) asideDepth++;
    if (name === 'pre') pre = true;
  }
  return used;
}

/**
 * What a selector needs on the page: the element names, classes, ids and
 * attributes (as "[name" or "[name=value") outside its functional
 * pseudo-classes (:not(), :has(), :is() and :where() of a list, and the
 * like), which are
 * taken as met, so that a rule is kept when in doubt. So are the attributes
 * of a first compound without class or id: the head's scripts set
 * attributes on <html> before the first paint (html[data-theme=dark]
 * follows the colour-mode script, not the HTML). A selector of hover,
 * focus or active needs what no first paint has: null.
 */
const INTERACTION = /(?<!\\):(?:hover|active|focus|focus-visible|focus-within)(?![\w-])/;

export function needs(selector) {
  const attrs = [];
  let s = selector.replace(
    /\[\s*([\w-]+)\s*(?:([~|^$*]?=)\s*(?:"([^"]*)"|'([^']*)'|([^\]\s]+))\s*[is]?\s*)?\]/g,
    (_, name, op, dq, sq, bare) => {
      attrs.push(op === '=' ? `[${name}=${dq ?? sq ?? bare}` : `[${name}`);
      return `\uE000${attrs.length - 1}\uE000`;
    },
  );
  // A state the visitor brings about (hover, focus) is not the first
  // paint's: the full stylesheets are there long before the visitor is.
  if (INTERACTION.test(s.replace(/:not\([^()]*\)/g, ''))) return null;
  // :is(x) and :where(x) of one selector need what x needs.
  s = s.replace(/(?<!\\):(?:is|where)\(([^(),]*)\)/g, '$1');
  let before;
  do {
    before = s;
    s = s.replace(/(?<!\\)::?[\w-]+\([^()]*\)/g, '');
  } while (s !== before);
  s = s.replace(/(?<!\\)::?[\w-]+/g, '');
  const out = [];
  const compounds = s.trim().split(/\s*[\s>+~]\s*/);
  compounds.forEach((compound, i) => {
    const own = [];
    for (const m of compound.matchAll(/([.#])((?:\\.|[\w-])+)|^([a-zA-Z][\w-]*)|\uE000(\d+)\uE000/g)) {
      if (m[4] !== undefined) own.push(attrs[Number(m[4])]);
      else own.push(m[3] ? m[3].toLowerCase() : m[1] + m[2].replace(/\\(.)/g, '$1'));
    }
    const onRoot = i === 0 && !own.some((t) => t[0] === '.' || t[0] === '#');
    out.push(...(onRoot ? own.filter((t) => t[0] !== '[') : own));
  });
  return out;
}

/**
 * The selectors one selector of a rule stands for: a selector that is a
 * whole :is() or :where() of a list is that list (Lightning CSS writes a
 * nested rule under a list so), each of whose items is needed on its own,
 * as in a plain list; any other selector is itself.
 */
export function listOf(selector) {
  const m = /^:(?:is|where)\((.*)\)$/s.exec(selector.trim());
  if (!m) return [selector];
  const items = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  const inner = m[1];
  for (let i = 0; i < inner.length; i++) {
    const c = inner[i];
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '\\') i++;
    else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') {
      // The closing parenthesis of :is( is the last character: one that
      // closes it earlier means the selector is not one whole :is().
      if (--depth < 0) return [selector];
    } else if (c === ',' && depth === 0) {
      items.push(inner.slice(start, i).trim());
      start = i + 1;
    }
  }
  items.push(inner.slice(start).trim());
  return items;
}

/**
 * A stylesheet made ready for critical(): its rules with what each needs,
 * in order. css is the text of the page kind's stylesheets, concatenated in
 * the order the page would link them.
 */
export function prepare(css) {
  return { items: prepareItems(css) };
}

/**
 * prepare() of the concatenation of stylesheets, each parsed once for all
 * the page kinds that link it: files are their names in the order the page
 * links them, itemsOf(file) a cache of prepareItems() of each file's text.
 * The same as prepare() of the texts joined: a stylesheet's rules do not
 * depend on what comes before or after it.
 */
export function prepareFiles(files, itemsOf) {
  return { items: files.flatMap(itemsOf) };
}

/** The items of prepare(css), for prepareFiles(). */
export function prepareItems(css) {
  const root = postcss.parse(css);
  const items = [];
  const walk = (container, into) => {
    for (const node of container.nodes ?? []) {
      if (node.type === 'rule') {
        const decls = [];
        for (const d of node.nodes ?? [])
          if (d.type === 'decl' && !NOT_PAINTED.test(d.prop)) decls.push({ prop: d.prop, text: declText(d), reads: reads(d.value) });
        const selectors = node.selectors
          .flatMap(listOf)
          .map(needs)
          .filter((need) => need !== null);
        if (selectors.length > 0) into.push({ kind: 'rule', selector: node.selector, needs: selectors, decls });
      } else if (node.type === 'atrule' && node.name === 'media' && /^print$/i.test(node.params.trim())) {
        // Nobody prints before the full stylesheets are there.
      } else if (node.type === 'atrule' && /^(media|supports|container|layer|scope|starting-style)$/i.test(node.name) && node.nodes) {
        const inner = [];
        walk(node, inner);
        into.push({ kind: 'block', prelude: `@${node.name}${node.params ? ` ${node.params}` : ''}`, items: inner });
      } else if (node.type === 'atrule' && /keyframes$/i.test(node.name)) {
        into.push({ kind: 'keyframes', name: node.params.trim(), text: node.toString() });
      } else if (node.type === 'atrule') {
        // @font-face, @property, @layer a, b; and the like: always kept.
        into.push({ kind: 'always', text: node.toString() });
      }
    }
  };
  walk(root, items);
  return items;
}

/**
 * Properties that change nothing in a first paint: how a change animates
 * (nothing changes before the full stylesheets, which have them, are in:
 * they set no other value differently), the pointer's look and touch
 * handling. Left out of every critical rule.
 */
export const NOT_PAINTED =
  /^(transition(-[a-z-]+)?|will-change|cursor|user-select|-webkit-user-select|-webkit-tap-highlight-color|touch-action)$/;

const declText = (d) => `${d.prop}:${d.value}${d.important ? '!important' : ''}`;
const reads = (value) => [...value.matchAll(/var\(\s*(--[\w-]+)/g)].map((m) => m[1]);

/** The rules of a prepared stylesheet that a page's first screen (firstScreen) can use. */
export function rulesFor(prepared, used) {
  const kept = new Set();
  const mark = (items) => {
    for (const item of items) {
      if (item.kind === 'rule') {
        if (item.needs.some((need) => need.every((t) => used.has(t)))) kept.add(item);
      } else if (item.kind === 'block') mark(item.items);
    }
  };
  mark(prepared.items);
  return kept;
}

/**
 * The critical CSS of a page kind: the rules that the first screens of its
 * sample pages (firstScreen of each) can use, with the custom properties
 * they and the pages' HTML read. It is one text for every page of the kind
 * (so the CSP lists one hash for it); covers() tells whether it is enough
 * for a given page.
 */
export function kindCritical(prepared, screens) {
  const rules = new Set();
  const htmlVars = new Set();
  for (const used of screens) {
    for (const rule of rulesFor(prepared, used)) rules.add(rule);
    for (const t of used) if (t.startsWith('--')) htmlVars.add(t);
  }
  // Custom properties read by what is kept, and those they read in turn.
  const defs = new Map();
  for (const rule of rules)
    for (const d of rule.decls) if (d.prop.startsWith('--')) defs.set(d.prop, [...(defs.get(d.prop) ?? []), ...d.reads]);
  const vars = new Set();
  const queue = [...htmlVars];
  for (const rule of rules) for (const d of rule.decls) if (!d.prop.startsWith('--')) queue.push(...d.reads);
  while (queue.length > 0) {
    const name = queue.pop();
    if (vars.has(name)) continue;
    vars.add(name);
    queue.push(...(defs.get(name) ?? []));
  }
  const animations = new Set();
  const write = (items) => {
    let out = '';
    for (const item of items) {
      if (item.kind === 'rule' && rules.has(item)) {
        const decls = item.decls.filter((d) => !d.prop.startsWith('--') || vars.has(d.prop));
        if (decls.length === 0) continue;
        for (const d of decls) if (/^(animation|animation-name)$/.test(d.prop)) for (const w of d.text.split(/[\s,:]+/)) animations.add(w);
        out += `${item.selector}{${decls.map((d) => d.text).join(';')}}`;
      } else if (item.kind === 'block') {
        const inner = write(item.items);
        if (inner) out += `${item.prelude}{${inner}}`;
      } else if (item.kind === 'always') out += item.text;
    }
    return out;
  };
  let text = write(prepared.items);
  for (const item of prepared.items) if (item.kind === 'keyframes' && animations.has(item.name)) text += item.text;
  return { rules, vars, text };
}

/** Whether a kind's critical CSS (kindCritical) has every rule and custom property a page's first screen uses. */
export function covers(kind, prepared, used) {
  return coversScreen(coverage(kind, prepared), used);
}

/**
 * What covers() needs to know of a kind, as plain data that can go to a
 * worker thread (structured clone: a Set and arrays) without the
 * stylesheet: the custom properties its critical CSS keeps, and what each rule left out of it
 * needs (its selectors' needs lists).
 */
export function coverage(kind, prepared) {
  const left = [];
  const walk = (items) => {
    for (const item of items) {
      if (item.kind === 'rule') {
        if (!kind.rules.has(item)) left.push(item.needs);
      } else if (item.kind === 'block') walk(item.items);
    }
  };
  walk(prepared.items);
  return { vars: kind.vars, left };
}

/**
 * Whether a page's first screen (firstScreen) needs nothing beyond a kind's
 * critical CSS, given its coverage(): no custom property the kind lacks, and
 * no rule the kind left out that the screen can use.
 */
export function coversScreen(coverage, used) {
  for (const t of used) if (t.startsWith('--') && !coverage.vars.has(t)) return false;
  for (const needs of coverage.left) if (needs.some((need) => need.every((t) => used.has(t)))) return false;
  return true;
}
