import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { PageFeedback, type PageFeedbackEvent } from './PageFeedback';

const region = () => screen.getByRole('region', { name: 'Was this page helpful?' });
const sent = () => vi.fn<(e: PageFeedbackEvent) => Promise<boolean>>().mockResolvedValue(true);

describe('PageFeedback', () => {
  it('asks in a region named by its question, as forms that post without JavaScript', async () => {
    const { container } = render(<PageFeedback page="/docs/intro" action="/api/insights" />);
    const yes = screen.getByRole('button', { name: 'Yes' });
    const no = screen.getByRole('button', { name: 'No' });
    expect(region()).toContainElement(yes);
    for (const [button, value] of [
      [yes, 'yes'],
      [no, 'no'],
    ] as const) {
      expect(button).toHaveAttribute('type', 'submit');
      expect(button).toHaveAttribute('name', 'helpful');
      expect(button).toHaveAttribute('value', value);
      expect(button.closest('form')).toHaveAttribute('method', 'post');
      expect(button.closest('form')).toHaveAttribute('action', '/api/insights');
      expect(button.closest('form')).toHaveFormValues({ page: '/docs/intro' });
    }
    // The comment forms the server's redirect leads to, by fragment.
    expect(container.querySelector('#page-feedback-no')).toHaveFormValues({ page: '/docs/intro', helpful: 'no', comment: '' });
    expect(container.querySelector('#page-feedback-yes')).toHaveFormValues({ page: '/docs/intro', helpful: 'yes', comment: '' });
    expect(container.querySelector('#page-feedback-thanks')).toHaveTextContent('Thank you for your feedback.');
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('sends the answer, says so, and moves to the comment field with its note on personal data', async () => {
    const user = userEvent.setup();
    const onSend = sent();
    const { container } = render(<PageFeedback page="/docs/intro" action="/api/insights" onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'No' }));
    expect(onSend).toHaveBeenCalledExactlyOnceWith({ type: 'vote', page: '/docs/intro', helpful: false });
    const field = screen.getByRole('textbox', { name: 'What were you looking for? (optional)' });
    expect(field).toHaveFocus();
    expect(field).toHaveAccessibleDescription(
      'At most 500 characters. Please do not enter personal data such as your name, e-mail address or phone number.',
    );
    expect(screen.getByRole('status')).toHaveTextContent('Thanks for your answer.');
    expect(screen.queryByRole('button', { name: 'No' })).not.toBeInTheDocument();
    expect((await axe.run(container)).violations).toEqual([]);
  });

  it('sends the comment, at most 500 characters, and thanks', async () => {
    const user = userEvent.setup();
    const onSend = sent();
    render(<PageFeedback page="/docs/intro" action="/api/insights" onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    const field = screen.getByRole('textbox', { name: 'What did you find useful? (optional)' });
    await user.type(field, 'x'.repeat(510));
    expect(field).toHaveValue('x'.repeat(500));
    await user.clear(field);
    await user.type(field, '  The worked example of a reefer booking.  ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenLastCalledWith({
      type: 'comment',
      page: '/docs/intro',
      helpful: true,
      comment: 'The worked example of a reefer booking.',
    });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('sends no empty comment', async () => {
    const user = userEvent.setup();
    const onSend = sent();
    render(<PageFeedback page="/docs/intro" action="/api/insights" onSend={onSend} />);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    await user.type(screen.getByRole('textbox'), '   ');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(onSend).toHaveBeenCalledOnce();
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.');
  });

  it('is complete by keyboard', async () => {
    const user = userEvent.setup();
    const onSend = sent();
    render(<PageFeedback page="/docs/intro" action="/api/insights" onSend={onSend} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Yes' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'No' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('textbox', { name: 'What were you looking for? (optional)' })).toHaveFocus();
    await user.keyboard('Customs hold codes');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Send' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSend).toHaveBeenLastCalledWith({ type: 'comment', page: '/docs/intro', helpful: false, comment: 'Customs hold codes' });
    expect(screen.getByRole('status')).toHaveTextContent('Thank you for your feedback.');
  });

  it('says when sending failed and keeps the question', async () => {
    const user = userEvent.setup();
    render(<PageFeedback page="/docs/intro" action="/api/insights" onSend={async () => false} />);
    await user.click(screen.getByRole('button', { name: 'Yes' }));
    expect(screen.getByRole('status')).toHaveTextContent('Your feedback could not be sent. Please try again later.');
    expect(screen.getByRole('button', { name: 'Yes' })).toBeInTheDocument();
  });
});
