import { randomUUID } from 'node:crypto';
import { CONTENT_MESSAGES, CONTENT_FILE_MAX_BYTES, MESSAGES, ERROR_MESSAGES } from '@portal/domain';
import { Parser } from 'htmlparser2';
import { describe, expect, it } from 'vitest';
import { renderContentHtml } from '../src/services/content-markdown.ts';
import { createAccount, createActivePartner, createDistributorAccount, createOperator, type TestAccount } from './support/factories.ts';
import { request, useTestApp, type Session } from './support/test-app.ts';

const ctx = useTestApp();

const slug = (prefix: string) => `${prefix}-${randomUUID().slice(0, 8)}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);

async function create(operator: TestAccount, body: Record<string, unknown>) {
  return request(ctx.app, operator.session, { method: 'POST', url: '/api/backoffice/content', payload: body });
}

async function published(operator: TestAccount, body: Record<string, unknown>): Promise<{ id: string; slug: string }> {
  const created = await create(operator, { summary: '', body: '', ...body });
  expect(created.statusCode, created.body).toBe(201);
  const { id } = created.json();
  const answer = await request(ctx.app, operator.session, { method: 'POST', url: `/api/backoffice/content/${id}/publish` });
  expect(answer.statusCode).toBe(200);
  return { id, slug: String(body.slug) };
}

function upload(session: Session | null, itemId: string, name: string, data: Buffer, contentType = 'application/octet-stream') {
  return request(ctx.app, session, {
    method: 'POST',
    url: `/api/backoffice/content/${itemId}/files?name=${encodeURIComponent(name)}`,
    headers: { 'content-type': contentType },
    payload: data,
  });
}

const get = (session: Session | null, url: string) => request(ctx.app, session, { method: 'GET', url });

describe('the back office writes content', () => {
  it('creates a draft, edits it, publishes and withdraws it, all audited', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const itemSlug = slug('novost');
    const created = await create(operator, { type: 'news', title: 'Новый тариф', slug: itemSlug, summary: 'Кратко', body: '**Важно**' });
    expect(created.statusCode).toBe(201);
    const item = created.json();
    expect(item).toMatchObject({ status: 'draft', publishedAt: null, html: '<p><strong>Важно</strong></p>\n', attachmentCount: 0 });

    // A draft is invisible to partners.
    expect((await get(partner.session, `/api/content?slug=${itemSlug}`)).statusCode).toBe(404);

    const edited = await request(ctx.app, operator.session, {
      method: 'PUT',
      url: `/api/backoffice/content/${item.id}`,
      payload: { type: 'news', title: 'Новый тариф с 1 марта', slug: itemSlug, summary: 'Кратко', body: 'Текст' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.json().title).toBe('Новый тариф с 1 марта');

    const publish = await request(ctx.app, operator.session, { method: 'POST', url: `/api/backoffice/content/${item.id}/publish` });
    expect(publish.json()).toMatchObject({ status: 'published' });
    const read = await get(partner.session, `/api/content?slug=${itemSlug}`);
    expect(read.statusCode).toBe(200);
    expect(read.json().items[0]).toMatchObject({ id: item.id, title: 'Новый тариф с 1 марта', html: '<p>Текст</p>\n', type: 'news' });

    const withdraw = await request(ctx.app, operator.session, { method: 'POST', url: `/api/backoffice/content/${item.id}/unpublish` });
    expect(withdraw.json()).toMatchObject({ status: 'draft', publishedAt: null });
    expect((await get(partner.session, `/api/content?id=${item.id}`)).statusCode).toBe(404);

    const audit = await ctx.app.db
      .selectFrom('audit_log')
      .select(['action', 'actor_account_id as actor'])
      .where('subject_id', '=', item.id)
      .orderBy('created_at')
      .execute();
    expect(audit.map((a) => a.action)).toEqual(['content.create', 'content.update', 'content.publish', 'content.unpublish']);
    expect(audit.every((a) => a.actor === operator.accountId)).toBe(true);

    const list = await get(operator.session, `/api/backoffice/content?type=news&status=draft`);
    expect(list.json().items.map((row: { id: string }) => row.id)).toContain(item.id);
  });

  it('answers every wrong field in Russian', async () => {
    const operator = await createOperator(ctx.app);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ type: 'news', title: '', slug: slug('a') }, MESSAGES.required],
      [{ type: 'news', title: 'Заголовок', slug: 'Плохой адрес' }, CONTENT_MESSAGES.slugFormat],
      [{ type: 'news', title: 'x'.repeat(201), slug: slug('a') }, MESSAGES.tooLong(200)],
      [{ type: 'blog', title: 'Заголовок', slug: slug('a') }, MESSAGES.required],
    ];
    for (const [body, message] of cases) {
      const response = await create(operator, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().message).toBe(message);
    }
    const taken = slug('zanyat');
    expect((await create(operator, { type: 'info', title: 'Один', slug: taken })).statusCode).toBe(201);
    const twice = await create(operator, { type: 'info', title: 'Два', slug: taken });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toMatchObject({ message: CONTENT_MESSAGES.slugTaken, details: [{ field: 'slug' }] });
  });

  it('is for the vendor only: partners, distributors and visitors are refused', async () => {
    const partner = await createActivePartner(ctx.app);
    const distributor = await createDistributorAccount(ctx.app);
    const body = { type: 'news', title: 'Чужая', slug: slug('x') };
    expect((await create(partner, body)).statusCode).toBe(403);
    expect((await create(distributor, body)).statusCode).toBe(403);
    expect((await request(ctx.app, null, { method: 'POST', url: '/api/backoffice/content', payload: body })).statusCode).toBe(401);
    expect((await get(partner.session, '/api/backoffice/content')).statusCode).toBe(403);
    expect((await get(null, '/api/backoffice/content')).statusCode).toBe(401);
  });
});

describe('GET /api/content (the blog call)', () => {
  it('lists published items of a type, newest first, paged by limit', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const first = await published(operator, { type: 'marketing', title: 'Буклет 1', slug: slug('m1') });
    const second = await published(operator, { type: 'marketing', title: 'Буклет 2', slug: slug('m2') });
    await create(operator, { type: 'marketing', title: 'Черновик', slug: slug('m3') });
    const page1 = await get(partner.session, '/api/content?type=marketing&limit=1');
    expect(page1.statusCode).toBe(200);
    expect(page1.json()).toMatchObject({ total: 2, page: 1, limit: 1, items: [{ id: second.id, html: null, snippet: null }] });
    const page2 = await get(partner.session, '/api/content?type=marketing&limit=1&page=2');
    expect(page2.json().items[0].id).toBe(first.id);
    // By id or slug: the one item with its HTML; another type filters it out.
    const byId = await get(partner.session, `/api/content?id=${first.id}`);
    expect(byId.json().items[0].html).toBe('');
    expect((await get(partner.session, `/api/content?type=news&id=${first.id}`)).statusCode).toBe(404);
  });

  it('refuses a wrong query in Russian and a visitor; lets distributors read', async () => {
    const partner = await createActivePartner(ctx.app);
    const distributor = await createDistributorAccount(ctx.app);
    const wrongSlug = await get(partner.session, '/api/content?slug=%D0%BF%D0%BB%D0%BE%D1%85%D0%BE');
    expect(wrongSlug.statusCode).toBe(400);
    expect(wrongSlug.json().message).toBe(CONTENT_MESSAGES.slugFormat);
    expect((await get(partner.session, `/api/content?limit=51`)).statusCode).toBe(400);
    expect((await get(partner.session, `/api/content?type=blog`)).statusCode).toBe(400);
    expect((await get(null, '/api/content?type=news')).statusCode).toBe(401);
    expect((await get(distributor.session, '/api/content?type=news')).statusCode).toBe(200);
    const employee = await createAccount(ctx.app, { authorities: ['ROLE_USER'] });
    expect((await get(employee.session, '/api/content?type=news')).statusCode).toBe(403);
  });

  it('finds a knowledge-base article by another form of its words, ranked, with a plain-text snippet', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const article = await published(operator, {
      type: 'info',
      title: 'Как заключить договор с клиентом',
      slug: slug('dogovor'),
      body: 'Партнер подписывает договор с клиентом до заказа. <b>не тег</b>',
    });
    await published(operator, { type: 'info', title: 'Отпуск', slug: slug('otpusk'), body: 'Про отпуск и ничего больше' });
    const response = await get(partner.session, `/api/content?type=info&search=${encodeURIComponent('договоров')}`);
    expect(response.statusCode).toBe(200);
    const found = response.json().items as Array<{ id: string; snippet: Array<{ text: string; match: boolean }> }>;
    expect(found.map((item) => item.id)).toContain(article.id);
    expect(found.every((item) => item.id !== undefined)).toBe(true);
    const snippet = found.find((item) => item.id === article.id)?.snippet ?? [];
    expect(snippet.filter((part) => part.match).map((part) => part.text.toLowerCase())).toContain('договор');
    // The snippet is plain text (the page shows it as text); markup of the body is not carried into it.
    expect(snippet.map((part) => part.text).join('')).toContain('Партнер подписывает договор с клиентом');
    expect(snippet.map((part) => part.text).join('')).not.toContain('<b>');
    const none = await get(partner.session, `/api/content?type=info&search=${encodeURIComponent('фотосинтез')}`);
    expect(none.json()).toMatchObject({ items: [], total: 0 });
  });

  it('ranks an article whose title matches above one that only mentions the word', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const word = `ксилофон${randomUUID().slice(0, 4).replace(/\d/g, 'а')}`;
    const mention = await published(operator, { type: 'info', title: 'Разное', slug: slug('r1'), body: `Однажды ${word} упомянут.` });
    const titled = await published(operator, { type: 'info', title: `Про ${word}`, slug: slug('r2'), body: `${word} и снова ${word}` });
    const response = await get(partner.session, `/api/content?type=info&search=${encodeURIComponent(word)}`);
    expect(response.json().items.map((item: { id: string }) => item.id)).toEqual([titled.id, mention.id]);
  });
});

/** Every element of an HTML fragment as a browser's parser would see it. */
function elementsOf(html: string): Array<{ name: string; attribs: Record<string, string> }> {
  const found: Array<{ name: string; attribs: Record<string, string> }> = [];
  const parser = new Parser({ onopentag: (name, attribs) => found.push({ name, attribs }) }, { decodeEntities: true });
  parser.write(html);
  parser.end();
  return found;
}
const SAFE_TAGS = [
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'blockquote',
  'pre',
  'code',
  'strong',
  'em',
  's',
  'a',
  'img',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
];

describe('Markdown is rendered safely', () => {
  const attacks = [
    '<script>alert(1)</script>',
    '[клик](javascript:alert(1))',
    '[клик](JaVaScRiPt:alert(1))',
    '[клик](  javascript:alert(1))',
    '[клик](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
    '[клик](vbscript:msgbox)',
    '<img src=x onerror=alert(1)>',
    '![x" onerror="alert(1)](/api/content/files/00000000-0000-0000-0000-000000000000)',
    '<a href="javascript:alert(1)">клик</a>',
    '<iframe src="https://example.com"></iframe>',
    '<svg onload=alert(1)>',
    '[клик](https://example.com" onclick="alert(1))',
    '<div style="background:url(javascript:alert(1))">x</div>',
    '[клик](&#106;avascript:alert(1))',
    '[клик](java\nscript:alert(1))',
    '<https://example.com/"onmouseover="alert(1)>',
    '[![x](/api/content/files/00000000-0000-0000-0000-000000000000)](javascript:alert(1))',
  ];

  it.each(attacks)('nothing of %s can run', (source) => {
    const elements = elementsOf(renderContentHtml(source));
    for (const element of elements) {
      expect(SAFE_TAGS).toContain(element.name);
      for (const [name, value] of Object.entries(element.attribs)) {
        expect(name).not.toMatch(/^on/i);
        if (name === 'href' || name === 'src') expect(value).toMatch(/^(https?:\/\/|mailto:|#|\/api\/content\/files\/)/i);
        if (name === 'style') expect(value).toMatch(/^text-align:(left|right|center)$/);
      }
    }
  });

  it('keeps what articles need: headings, lists, tables, safe links, the portal own images', () => {
    const html = renderContentHtml(
      '## Шаги\n\n1. Один\n2. Два\n\n| A | B |\n|---|--:|\n| 1 | 2 |\n\n[сайт](https://1c.ru) [раздел](#/content/info)\n\n![схема](/api/content/files/00000000-0000-0000-0000-000000000000) ![чужая](https://evil.example/x.png)',
    );
    expect(html).toContain('<h2>Шаги</h2>');
    expect(html).toContain('<ol>');
    expect(html).toContain('<td style="text-align:right">2</td>');
    expect(html).toContain('<a href="https://1c.ru" target="_blank" rel="noopener noreferrer nofollow">сайт</a>');
    expect(html).toContain('<a href="#/content/info">раздел</a>');
    expect(html).toContain('<img src="/api/content/files/00000000-0000-0000-0000-000000000000" alt="схема" />');
    expect(html).toContain('<img alt="чужая" />');
  });

  it('stores an attack as text through the API too', async () => {
    const operator = await createOperator(ctx.app);
    const created = await create(operator, {
      type: 'info',
      title: 'Попытка',
      slug: slug('xss'),
      body: '<script>alert(1)</script> [x](javascript:alert(1)) <img src=x onerror=alert(1)>',
    });
    const { html } = created.json();
    expect(html).not.toMatch(/<script|<img|href="javascript/i);
    expect(html).toContain('&lt;script&gt;');
  });
});

describe('attachments', () => {
  it('uploads a PDF, serves it inline with safe headers to partners once published, and ranges', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const item = (await create(operator, { type: 'presentation', title: 'Презентация', slug: slug('p') })).json();
    const uploaded = await upload(operator.session, item.id, 'Презентация 2025.pdf', PDF, 'application/octet-stream');
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const file = uploaded.json();
    expect(file).toMatchObject({ name: 'Презентация 2025.pdf', mime: 'application/pdf', size: PDF.length });

    // Not published yet: the partner cannot fetch it, the operator can.
    expect((await get(partner.session, `/api/content/files/${file.id}`)).statusCode).toBe(404);
    expect((await get(operator.session, `/api/content/files/${file.id}`)).statusCode).toBe(200);
    await request(ctx.app, operator.session, { method: 'POST', url: `/api/backoffice/content/${item.id}/publish` });

    const served = await get(partner.session, `/api/content/files/${file.id}`);
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(PDF)).toBe(true);
    expect(served.headers['content-type']).toBe('application/pdf');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['content-disposition']).toBe(
      `inline; filename="___________ 2025.pdf"; filename*=UTF-8''${encodeURIComponent('Презентация 2025.pdf')}`,
    );
    expect(served.headers['content-security-policy']).toContain("default-src 'none'");
    const download = await get(partner.session, `/api/content/files/${file.id}?download=1`);
    expect(download.headers['content-disposition']).toMatch(/^attachment;/);
    // A yes or no of the query is read strictly: «0» and «false» are no, anything else is refused in Russian.
    for (const no of ['0', 'false']) {
      const inline = await get(partner.session, `/api/content/files/${file.id}?download=${no}`);
      expect(inline.statusCode, no).toBe(200);
      expect(inline.headers['content-disposition']).toMatch(/^inline;/);
    }
    expect((await get(partner.session, `/api/content/files/${file.id}?download=true`)).headers['content-disposition']).toMatch(
      /^attachment;/,
    );
    const unclear = await get(partner.session, `/api/content/files/${file.id}?download=yes`);
    expect(unclear.statusCode).toBe(400);
    expect(unclear.json().message).toBe('Допустимые значения: true или false');

    const ranged = await request(ctx.app, partner.session, {
      method: 'GET',
      url: `/api/content/files/${file.id}`,
      headers: { range: 'bytes=0-3' },
    });
    expect(ranged.statusCode).toBe(206);
    expect(ranged.body).toBe('%PDF');
    expect(ranged.headers['content-range']).toBe(`bytes 0-3/${PDF.length}`);
    const suffix = await request(ctx.app, partner.session, {
      method: 'GET',
      url: `/api/content/files/${file.id}`,
      headers: { range: 'bytes=-6' },
    });
    expect(suffix.body).toBe('%%EOF\n');
    const beyond = await request(ctx.app, partner.session, {
      method: 'GET',
      url: `/api/content/files/${file.id}`,
      headers: { range: 'bytes=9999-' },
    });
    expect(beyond.statusCode).toBe(416);

    const listed = await get(partner.session, `/api/content?id=${item.id}`);
    expect(listed.json().items[0].attachments).toEqual([file]);
    expect((await get(null, `/api/content/files/${file.id}`)).statusCode).toBe(401);
  });

  it('sandboxes images and refuses SVG, HTML and unknown files in Russian', async () => {
    const operator = await createOperator(ctx.app);
    const item = (await create(operator, { type: 'marketing', title: 'Файлы', slug: slug('f') })).json();
    const image = await upload(operator.session, item.id, 'logo.png', PNG);
    expect(image.statusCode).toBe(201);
    const served = await get(operator.session, `/api/content/files/${image.json().id}`);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['content-security-policy']).toContain('sandbox');

    const refused: Array<[string, Buffer]> = [
      ['logo.svg', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"></svg>')],
      ['page.html', Buffer.from('<!doctype html><script>alert(1)</script>')],
      ['fake.pdf', Buffer.from('<html><script>alert(1)</script></html>')],
      ['archive.zip', Buffer.from([0x50, 0x4b, 0x03, 0x04, 0, 0])],
    ];
    for (const [name, data] of refused) {
      const response = await upload(operator.session, item.id, name, data);
      expect(response.statusCode, name).toBe(400);
      expect(response.json().message).toBe(CONTENT_MESSAGES.fileType);
    }
    const empty = await upload(operator.session, item.id, 'empty.pdf', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    // Only raw bytes: a JSON body or a form is not a file.
    const json = await request(ctx.app, operator.session, {
      method: 'POST',
      url: `/api/backoffice/content/${item.id}/files?name=a.pdf`,
      payload: { data: 'x' },
    });
    expect(json.statusCode).toBe(415);
  });

  it('refuses a file over its limit with the limit in Russian, and deletes a file', async () => {
    const operator = await createOperator(ctx.app);
    const item = (await create(operator, { type: 'marketing', title: 'Большой', slug: slug('big') })).json();
    const big = Buffer.concat([PDF, Buffer.alloc(CONTENT_FILE_MAX_BYTES)]);
    const response = await upload(operator.session, item.id, 'big.pdf', big);
    expect(response.statusCode).toBe(413);
    expect(response.json().message).toBe(CONTENT_MESSAGES.fileTooLarge(CONTENT_FILE_MAX_BYTES));
    expect(response.json().message).toBe('Файл слишком большой: не более 10 МБ');

    const small = (await upload(operator.session, item.id, 'small.pdf', PDF)).json();
    const removed = await request(ctx.app, operator.session, {
      method: 'DELETE',
      url: `/api/backoffice/content/${item.id}/files/${small.id}`,
    });
    expect(removed.statusCode).toBe(204);
    expect((await get(operator.session, `/api/content/files/${small.id}`)).statusCode).toBe(404);
    const again = (await get(operator.session, `/api/backoffice/content/${item.id}`)).json();
    expect(again.attachmentCount).toBe(0);
  });

  it('refuses partners uploads and a missing item', async () => {
    const operator = await createOperator(ctx.app);
    const partner = await createActivePartner(ctx.app);
    const item = (await create(operator, { type: 'marketing', title: 'Чужой', slug: slug('c') })).json();
    expect((await upload(partner.session, item.id, 'a.pdf', PDF)).statusCode).toBe(403);
    expect((await upload(null, item.id, 'a.pdf', PDF)).statusCode).toBe(401);
    const missing = await upload(operator.session, randomUUID(), 'a.pdf', PDF);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(CONTENT_MESSAGES.notFound);
    expect(ERROR_MESSAGES.notFound).toBeTruthy();
  });
});

describe('the lists totals', () => {
  it('follow every write: the counters equal the rows', async () => {
    const operator = await createOperator(ctx.app);
    const item = (await create(operator, { type: 'video', title: 'Счетчик', slug: slug('cnt') })).json();
    await request(ctx.app, operator.session, { method: 'POST', url: `/api/backoffice/content/${item.id}/publish` });
    await request(ctx.app, operator.session, {
      method: 'PUT',
      url: `/api/backoffice/content/${item.id}`,
      payload: { type: 'presentation', title: 'Счетчик', slug: item.slug },
    });
    await request(ctx.app, operator.session, { method: 'POST', url: `/api/backoffice/content/${item.id}/unpublish` });
    await request(ctx.app, operator.session, { method: 'POST', url: `/api/backoffice/content/${item.id}/publish` });
    const counted = await ctx.app.db
      .selectFrom('content_counts')
      .select(['type', 'items', 'published'])
      .where('items', '>', 0)
      .orderBy('type')
      .execute();
    const actual = await ctx.app.db
      .selectFrom('content_items')
      .select((eb) => [
        'type',
        eb.fn.countAll<number>().as('items'),
        eb.fn.sum<number>(eb.case().when('status', '=', 'published').then(1).else(0).end()).as('published'),
      ])
      .groupBy('type')
      .orderBy('type')
      .execute();
    expect(counted.map((c) => ({ ...c, items: Number(c.items), published: Number(c.published) }))).toEqual(
      actual.map((a) => ({ ...a, items: Number(a.items), published: Number(a.published) })),
    );
    const partner = await createActivePartner(ctx.app);
    const list = await get(partner.session, '/api/content?type=presentation&limit=50');
    expect(list.json().total).toBe(Number(actual.find((a) => a.type === 'presentation')?.published ?? 0));
    const drafts = await get(operator.session, '/api/backoffice/content?status=draft&pageSize=100');
    expect(drafts.json().total).toBe(drafts.json().items.length);
  });
});
