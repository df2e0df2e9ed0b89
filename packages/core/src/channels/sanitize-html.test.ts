import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { sanitizeHtml } from "./sanitize-html";

describe("sanitizeHtml", () => {
  it("keeps the allowed structure and text", () => {
    expect(
      sanitizeHtml("<h2>Hi</h2><p>A <strong>bold</strong> &amp; <em>fine</em> day<br/></p><ul><li>one</li></ul>"),
    ).toBe("<h2>Hi</h2><p>A <strong>bold</strong> &amp; <em>fine</em> day<br></p><ul><li>one</li></ul>");
  });

  it("drops scripts, styles, SVG and foreign elements with their content; attributes never survive", () => {
    expect(
      sanitizeHtml('<p onclick="x()">a<script>alert(1)</script>b<style>*{}</style><svg><script>1</script></svg>c</p>'),
    ).toBe("<p>abc</p>");
    expect(sanitizeHtml('<img src=x onerror=alert(1)><iframe src="//evil"></iframe><div style="x">t</div>')).toBe("t");
    expect(sanitizeHtml("<!-- <script>x</script> -->ok")).toBe("ok");
  });

  it("links: http(s) and mailto only, made safe; javascript: in any disguise loses its href", () => {
    expect(sanitizeHtml('<a href="https://example.com/?a=1&b=2">x</a>')).toBe(
      '<a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">x</a>',
    );
    for (const href of [
      "javascript:alert(1)",
      "java&#x09;script:alert(1)",
      "javascript&colon;x",
      " JaVaScRiPt:x",
      "data:text/html,x",
      "//evil.example",
    ]) {
      expect(sanitizeHtml(`<a href="${href}">x</a>`)).toBe("<a>x</a>");
    }
    expect(sanitizeHtml(`<a href='https://a.example/"><script>x</script>'>y</a>`)).not.toContain("<script");
  });

  it("escapes stray markup, closes what is left open, ignores unmatched closers", () => {
    expect(sanitizeHtml("1 < 2 > 0 & <b>x")).toBe("1 &lt; 2 &gt; 0 &amp; <b>x</b>");
    expect(sanitizeHtml("</p><p><em>a</p>")).toBe("<p><em>a</em></p>");
  });

  it("property: the output never contains a tag outside the allow-list, nor an event handler", () => {
    const piece = fc.oneof(
      fc.string(),
      fc.constantFrom(
        "<script>",
        "</script>",
        "<img src=x onerror=a()>",
        "<a href=javascript:x>",
        "<",
        ">",
        '"',
        "<svg/onload=x>",
        "<p>",
        "</p>",
        "<!--",
        "-->",
        "&#x3c;script&#x3e;",
      ),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 20 }), (parts) => {
        const out = sanitizeHtml(parts.join(""));
        for (const tag of out.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gu)) {
          expect([
            "p",
            "br",
            "hr",
            "h2",
            "h3",
            "h4",
            "strong",
            "b",
            "em",
            "i",
            "u",
            "s",
            "blockquote",
            "ul",
            "ol",
            "li",
            "a",
            "code",
            "pre",
          ]).toContain(tag[1]);
          expect(tag[2] ?? "").not.toMatch(/\son\w+=/u);
        }
        expect(out).not.toMatch(/<script|javascript:/iu);
      }),
      { numRuns: 500 },
    );
  });
});
