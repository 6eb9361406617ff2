// Run with: node --test apps/site/scripts (go run mage.go test does).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { embeddedData } from './page-body.mjs';

const body = '<h2 id="setup">Setup</h2>\n<p>Create a <a href="/docs/jobs">job</a> &amp; assign it.</p>';
const page = { path: '/docs/x', kind: 'doc', title: 'X', data: { html: body, toc: [{ id: 'setup' }] } };
const text = JSON.stringify(page);
const app = (inner) =>
  `<main><h1>X</h1><div class="_markdown_1 _model_2" data-component="Markdown">${inner}</div><span role="status"></span></main>`;

describe('embeddedData', () => {
  it('leaves out the body the HTML holds and marks the page so, keeping every other field', () => {
    const out = JSON.parse(embeddedData(page, text, app(body)));
    assert.deepEqual(out, { path: '/docs/x', kind: 'doc', title: 'X', bodyInHtml: true, data: { toc: [{ id: 'setup' }] } });
    assert.doesNotMatch(embeddedData(page, text, app(body)), /Setup|assign/);
  });

  it('keeps the data whole when the Markdown element holds something else, or is missing, or repeated', () => {
    assert.equal(embeddedData(page, text, app(`${body}<p>added</p>`)), text);
    assert.equal(embeddedData(page, text, app(body.replace('&amp;', '&'))), text);
    assert.equal(embeddedData(page, text, `<main>${body}</main>`), text);
    assert.equal(embeddedData(page, text, app(body) + app(body)), text);
  });

  it('keeps the data of a page without a rendered body as it is, byte for byte', () => {
    const home = { path: '/', kind: 'home', title: 'Home', data: { hero: {} } };
    const homeText = ` ${JSON.stringify(home)}`;
    assert.equal(embeddedData(home, homeText, app('')), homeText);
    const empty = { ...page, data: { html: '' } };
    assert.equal(embeddedData(empty, JSON.stringify(empty), app('')), JSON.stringify(empty));
  });
});
