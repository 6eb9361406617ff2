import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CodeExample } from './CodeExample';

const codeHtml =
  '<pre class="hl-chroma"><code><span class="hl-nt">workflow</span><span class="hl-p">:</span>\n  <span class="hl-nt">isActive</span><span class="hl-p">:</span> <span class="hl-kc">true</span>\n</code></pre>';

describe('CodeExample', () => {
  it('shows the highlighted code in a focusable region named by its caption, inside the figure', () => {
    render(<CodeExample format="workflow" caption="This workflow emails the customer." codeHtml={codeHtml} />);
    const region = screen.getByRole('region', { name: 'This workflow emails the customer.' });
    expect(region).toHaveAttribute('tabindex', '0');
    expect(region).toHaveTextContent('workflow: isActive: true');
    // The tokens keep the classes the docs' code styles colour.
    expect(region.querySelector('pre.hl-chroma code .hl-nt')).toHaveTextContent('workflow');
    expect(region.querySelector('.hl-kc')).toHaveTextContent('true');
    expect(screen.getByRole('figure')).toContainElement(region);
    expect(screen.getByText('workflow.yaml')).toHaveAttribute('aria-hidden', 'true');
  });
});
