import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import type { LinkComponentProps } from '../Link';
import { Button } from './Button';

describe('Button', () => {
  it('is a type="button" primary medium <button> by default and calls onClick from mouse and keyboard', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn();
    render(<Button onClick={onClick}>Save</Button>);
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('data-variant', 'primary');
    expect(button).toHaveAttribute('data-size', 'md');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    await user.keyboard(' ');
    expect(onClick).toHaveBeenCalledTimes(3);
  });

  it.each(['primary', 'secondary', 'ghost'] as const)('exposes the %s variant as data-variant', (variant) => {
    render(
      <Button variant={variant} size="lg">
        Go
      </Button>,
    );
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('data-variant', variant);
    expect(screen.getByRole('button', { name: 'Go' })).toHaveAttribute('data-size', 'lg');
  });

  it('renders an internal href through the link component', () => {
    function RouterLink({ children, ...rest }: LinkComponentProps) {
      return (
        <a data-router="yes" {...rest}>
          {children}
        </a>
      );
    }
    render(
      <Button href="/docs/intro" linkComponent={RouterLink} variant="secondary">
        Get Started
      </Button>,
    );
    const link = screen.getByRole('link', { name: 'Get Started' });
    expect(link).toHaveAttribute('href', '/docs/intro');
    expect(link).toHaveAttribute('data-router', 'yes');
    expect(link).toHaveAttribute('data-variant', 'secondary');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('renders an external href as a plain anchor with rel', () => {
    render(<Button href="https://example.com">Status</Button>);
    expect(screen.getByRole('link', { name: 'Status' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('keeps decorative visuals out of the name', () => {
    render(<Button leadingVisual={<svg aria-hidden="true" />}>Next</Button>);
    expect(screen.getByRole('button', { name: 'Next' })).toBeInTheDocument();
  });

  it('has no axe violations as a button and as a link', async () => {
    const { container } = render(
      <>
        <Button>One</Button>
        <Button href="/two">Two</Button>
      </>,
    );
    expect((await axe.run(container)).violations).toEqual([]);
  });
});
