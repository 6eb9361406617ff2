import { describe, expect, it } from 'vitest';
import serverMessages from '../../../server/internal/demorequest/testdata/form-messages.json';
import { messageFor, ruleFor, type RuleKeyword } from './rules';

/*
 * Without JavaScript the server fills the prerendered form with its own
 * messages (apps/server/internal/demorequest/formmessages.go). They must be
 * the ones this form shows with JavaScript: the Go test checks the server
 * against form-messages.json, this test checks messageFor against it.
 */
describe('the server words form errors as the form does', () => {
  const entries = Object.entries(serverMessages as Record<string, Record<string, string>>);

  it('covers every field of the form', () => {
    expect(entries.length).toBeGreaterThan(0);
    for (const [name] of entries) expect(() => ruleFor(name)).not.toThrow();
  });

  for (const [name, byKeyword] of entries) {
    for (const [keyword, message] of Object.entries(byKeyword)) {
      it(`${name} / ${keyword}`, () => {
        expect(messageFor(name, keyword as RuleKeyword)).toBe(message);
      });
    }
  }
});
