import { describe, expect, it } from 'vitest';
import { DEMO_OUTBOX, DEMO_OUTBOX_FAILED_TO, demoMailBodies } from './outbox';

describe('demo outbox', () => {
  it('has one mail in each end state, the failed one to its own address', () => {
    expect(DEMO_OUTBOX.map((m) => m.state).sort()).toEqual(['failed', 'pending', 'sent']);
    const failed = DEMO_OUTBOX.find((m) => m.state === 'failed')!;
    expect(failed.to).toBe(DEMO_OUTBOX_FAILED_TO);
    expect(failed.attempts).toBe(5);
    expect(failed.lastError).toMatch(/^550 /);
    expect(DEMO_OUTBOX.filter((m) => m.to === DEMO_OUTBOX_FAILED_TO)).toHaveLength(1);
  });

  it('escapes the HTML version', () => {
    const { html, text } = demoMailBodies({ ...DEMO_OUTBOX[0]!, paragraphs: ['<b>&'] });
    expect(html).toContain('<p>&lt;b&gt;&amp;</p>');
    expect(text).toContain('<b>&');
  });
});
