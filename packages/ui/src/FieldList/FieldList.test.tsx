import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FieldList } from './FieldList';

describe('FieldList', () => {
  it('shows each field’s name, type, values, badge and default on its first line and the description under it', () => {
    render(
      <FieldList
        fields={[
          {
            name: 'status',
            type: 'enum',
            values: ['Draft', 'Booked'],
            required: true,
            defaultValue: 'Draft',
            description: 'Where the order stands.',
          },
          { name: 'notes', type: 'text', description: 'Free text.' },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(2);
    const [facts, description] = within(items[0]).getAllByRole('paragraph');
    expect(facts).toHaveTextContent(/^status enum\s*Draft\s*Booked\s*Required default Draft$/);
    expect(within(facts).getByText('Required').tagName).toBe('STRONG');
    expect(description).toHaveTextContent('Where the order stands.');
    // An optional field has no badge and no default.
    expect(within(items[1]).queryByText('Required')).toBeNull();
    expect(items[1]).not.toHaveTextContent('default');
  });

  it('nests a field’s own fields in a list inside its item', () => {
    render(
      <FieldList
        fields={[
          { name: 'address', type: 'object', description: 'Where to collect.', fields: [{ name: 'city', type: 'string', required: true }] },
        ]}
      />,
    );
    const outer = screen.getAllByRole('list')[0];
    const [address] = within(outer).getAllByRole('listitem');
    const nested = within(address).getByRole('list');
    expect(within(nested).getByRole('listitem')).toHaveTextContent(/^city string\s*Required$/);
  });

  it('takes the badge’s and the default’s words from props, and renders the renderer’s markup', () => {
    const { container } = render(
      <FieldList
        fields={[{ name: 'retries', type: 'integer', required: true, defaultValue: '3' }]}
        requiredLabel="Pflicht"
        defaultLabel="Standard"
        className="extra"
      />,
    );
    expect(screen.getByRole('listitem')).toHaveTextContent(/^retries integer\s*Pflicht Standard 3$/);
    const root = container.firstElementChild!;
    expect(root).toHaveClass('field-list', 'extra');
    expect(root.querySelector(':scope > ul > li > p:first-child > code:first-child')).toHaveTextContent('retries');
    expect(root.querySelector(':scope > ul > li > p:first-child > em')).toHaveTextContent('integer');
  });
});
