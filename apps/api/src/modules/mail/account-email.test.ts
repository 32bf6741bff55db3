import { describe, expect, it } from 'vitest';
import { accountEmail } from './account-email';

describe('accountEmail', () => {
  const message = accountEmail({
    to: 'ana@example.com',
    name: ' Ana <b>Lima</b> ',
    subject: 'Confirm your e-mail address for PTE Coach',
    link: 'http://localhost:3000/verify-email?token=a&b=<c>',
    paragraphs: ['Open this link:', { href: 'http://localhost:3000/verify-email?token=a&b=<c>', label: 'Confirm' }, 'Thanks & bye.'],
  });

  it('writes the text version with the greeting, the paragraphs and each link on its own', () => {
    expect(message.text).toBe(
      ['Hello Ana <b>Lima</b>,', 'Open this link:', 'http://localhost:3000/verify-email?token=a&b=<c>', 'Thanks & bye.'].join('\n\n'),
    );
    expect(message).toMatchObject({ to: 'ana@example.com', subject: 'Confirm your e-mail address for PTE Coach', link: 'http://localhost:3000/verify-email?token=a&b=<c>' });
  });

  it('escapes every value in the HTML version, names and links included', () => {
    expect(message.html).toBe(
      [
        '<p>Hello Ana &#60;b&#62;Lima&#60;/b&#62;,</p>',
        '<p>Open this link:</p>',
        '<p><a href="http://localhost:3000/verify-email?token=a&#38;b=&#60;c&#62;">Confirm</a></p>',
        '<p>Thanks &#38; bye.</p>',
      ].join('\n'),
    );
  });

  it('greets without a name when there is none', () => {
    expect(accountEmail({ to: 'x@example.com', name: '  ', subject: 's', link: 'l', paragraphs: [] }).text).toBe('Hello,');
  });
});
