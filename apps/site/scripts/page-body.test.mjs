// Run with: node --test apps/site/scripts (go run mage.go test does).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { holdsBody } from './page-body.mjs';

const body = '<h2 id="setup">Setup</h2>\n<p>Create a <a href="/docs/jobs">job</a> &amp; assign it.</p>';
const app = (inner) =>
  `<main><h1>X</h1><div class="_markdown_1 _model_2" data-component="Markdown">${inner}</div><span role="status"></span></main>`;

describe('holdsBody', () => {
  it('finds the body as the whole content of the one Markdown element', () => {
    assert.equal(holdsBody(body, app(body)), true);
    assert.equal(holdsBody('', app('')), true);
  });

  it('finds no body where the Markdown element holds something else, or is missing, or repeated', () => {
    assert.equal(holdsBody(body, app(`${body}<p>added</p>`)), false);
    assert.equal(holdsBody(body, app(body.replace('&amp;', '&'))), false);
    assert.equal(holdsBody(body, `<main>${body}</main>`), false);
    assert.equal(holdsBody(body, app(body) + app(body)), false);
  });
});
