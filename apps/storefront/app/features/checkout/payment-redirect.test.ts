import { describe, expect, it } from 'vitest';
import { redirectTargetOfForm } from './payment-redirect';

describe('the payment redirect form', () => {
  it('becomes the GET its submission makes: the action with its hidden fields', () => {
    const html =
      '<form method="get" action="https://shop.example/fr/cart-validated" id="f">' +
      '<input type="hidden" name="reference" value="C1-P7&#38;x"><input type="hidden" name="status" value="success">' +
      '</form><script>document.getElementById("f").submit()</script>';
    expect(redirectTargetOfForm(html, ['https://shop.example'])).toBe(
      'https://shop.example/fr/cart-validated?reference=C1-P7%26x&status=success',
    );
  });
  it('refuses another origin than the allowed ones, a POST form and no form', () => {
    const html = '<form method="get" action="https://evil.example/x"></form>';
    expect(redirectTargetOfForm(html, ['https://shop.example'])).toBeNull();
    expect(
      redirectTargetOfForm('<form method="post" action="https://shop.example/"></form>', [
        'https://shop.example',
      ]),
    ).toBeNull();
    expect(redirectTargetOfForm('<p>nothing</p>', ['https://shop.example'])).toBeNull();
    expect(
      redirectTargetOfForm('<form action="javascript:alert(1)"></form>', ['https://shop.example']),
    ).toBeNull();
  });
});
