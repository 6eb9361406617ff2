import { render } from '@testing-library/react';
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { VersionBadge } from './VersionBadge';

describe('VersionBadge', () => {
  it('says "Version: Next", with the label from props', async () => {
    const { container, rerender } = render(<VersionBadge version="Next" />);
    expect(container).toHaveTextContent('Version: Next');
    expect((await axe.run(container)).violations).toEqual([]);
    rerender(<VersionBadge version="2.1" label="Versão" />);
    expect(container).toHaveTextContent('Versão: 2.1');
  });
});
