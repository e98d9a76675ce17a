// One list of parts makes both the plain text and the HTML of an email, so the two never drift
// apart, and nothing a person typed (a name, a title) can add markup to the HTML.
import { describe, expect, it } from 'vitest';
import { letter } from './email-html.ts';
import { templates } from './templates/index.ts';

describe('letter', () => {
  const mail = letter('제목 <b>', [
    { paragraph: '김<script>alert(1)</script>님' },
    { heading: '강의' },
    { list: ['물리 & 화학', '수학'] },
    { button: '열기', href: 'https://academy.test/x?a=1&b="2"' },
    { note: '안내' },
  ]);

  it('says the same in text and in HTML, the link included', () => {
    expect(mail.text).toBe(
      '김<script>alert(1)</script>님\n\n강의:\n\n- 물리 & 화학\n- 수학\n\n열기: https://academy.test/x?a=1&b="2"\n\n안내',
    );
    expect(mail.html).toContain('href="https://academy.test/x?a=1&amp;b=&quot;2&quot;"');
    expect(mail.html).toContain('<li>물리 &amp; 화학</li>');
  });

  it('escapes every text in the HTML', () => {
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('김&lt;script&gt;alert(1)&lt;/script&gt;님');
    expect(mail.html).toContain('<title>제목 &lt;b&gt;</title>');
  });

  it('is what every email template renders', () => {
    const hostile = '<img src=x onerror=alert(1)>';
    for (const template of templates.values()) {
      if (!template.email) continue;
      const variables = Object.fromEntries(
        template.variables.map((name) => [
          name,
          name === 'link' || name === 'acceptUrl' ? 'https://academy.test/l' : hostile,
        ]),
      );
      const email = template.email(variables);
      expect(email.html, template.name).not.toContain('<img');
      expect(email.text, template.name).toContain('https://academy.test/l');
    }
  });
});
