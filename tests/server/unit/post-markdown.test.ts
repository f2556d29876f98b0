import { postLinkRel, renderPost } from '@/discussion/markdown';

/**
 * Posts are Markdown rendered to HTML on the server: whatever a member writes, the HTML holds
 * only the subset's tags, no event handler, no style, and links only to http(s) and mailto.
 */

export const xssPayloads = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<img src=x onerror=alert(1)>',
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="javascript:alert(1)">click</a>',
  '[click](javascript:alert(1))',
  '[click](JaVaScRiPt:alert(1))',
  '[click](javascript&#58;alert(1))',
  '[click](&#106;avascript:alert(1))',
  '[click](vbscript:msgbox(1))',
  '[click](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[click](<javascript:alert(1)>)',
  '[x](https://ok.example "title" onmouseover="alert(1)")',
  '![x](https://evil.example/x.png" onerror="alert(1))',
  '![x](javascript:alert(1))',
  '<div style="background:url(javascript:alert(1))">x</div>',
  '<body onload=alert(1)>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<<script>script>alert(1)<</script>/script>',
  '<scr<script>ipt>alert(1)</script>',
  '<a href="https://ok.example" onclick="alert(1)">x</a>',
  '<form action="javascript:alert(1)"><button>x</button></form>',
  '<input autofocus onfocus=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<object data="javascript:alert(1)">',
  '<embed src="javascript:alert(1)">',
  '<link rel=stylesheet href=javascript:alert(1)>',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '[a](https://ok.example)<img src=x onerror=alert(1)>',
  '**<img src=x onerror=alert(1)>**',
  '* <svg/onload=alert(1)>\n* two',
  '`<script>alert(1)</script>`',
  '<a href="//evil.example">protocol relative</a>',
  '[pr](//evil.example)',
  'www.example.com/<script>',
  '<style>body{display:none}</style>',
  '<template><script>alert(1)</script></template>',
  '<!--<img src=x onerror=alert(1)>-->',
];

const allowedTags = new Set(['p', 'br', 'strong', 'em', 's', 'code', 'a', 'ul', 'ol', 'li']);

/** Every tag of the HTML with its attributes. */
function tagsOf(html: string): { name: string; attributes: Record<string, string> }[] {
  return [...html.matchAll(/<\/?([a-zA-Z0-9]+)([^>]*)>/g)].map(([, name = '', rest = '']) => ({
    name: name.toLowerCase(),
    attributes: Object.fromEntries(
      [...rest.matchAll(/([^\s=]+)="([^"]*)"/g)].map(([, key = '', value = '']) => [key.toLowerCase(), value]),
    ),
  }));
}

describe('renderPost', () => {
  it('renders the Markdown subset: bold, italic, links, lists', () => {
    expect(renderPost('**bold** and *italic*')).toBe('<p><strong>bold</strong> and <em>italic</em></p>');
    expect(renderPost('[site](https://example.com)')).toBe(
      `<p><a href="https://example.com" rel="${postLinkRel}">site</a></p>`,
    );
    expect(renderPost('- one\n- two')).toBe('<ul>\n<li>one</li>\n<li>two</li>\n</ul>');
    expect(renderPost('# Not a heading')).toBe('<p># Not a heading</p>');
  });

  it.each(xssPayloads)('keeps %j harmless', (payload) => {
    for (const html of [renderPost(payload), renderPost(`Before ${payload} after`)]) {
      for (const { name, attributes } of tagsOf(html)) {
        expect(allowedTags).toContain(name);
        for (const [key, value] of Object.entries(attributes)) {
          expect(['href', 'rel', 'start']).toContain(key);
          if (key === 'href') expect(value).toMatch(/^(https?:\/\/|mailto:)/i);
          if (key === 'rel') expect(value).toBe(postLinkRel);
        }
      }
      expect(html).not.toMatch(/<(script|img|svg|iframe|style|object|embed|form|input|math|template|link|meta)\b/i);
    }
  });

  it('has 30 or more payloads', () => {
    expect(xssPayloads.length).toBeGreaterThanOrEqual(30);
  });
});
