/**
 * Content (document 3 §2 content routes, §7 "Load content through a blog API with type, id, slug and limit"): kinds,
 * limits, Russian texts and the attachment rules, without zod so that pages import them without loading schemas.
 */

/** The kinds of content: each is one section of the office (content.news, content.videos …). */
export const CONTENT_TYPES = ['news', 'video', 'presentation', 'marketing', 'info'] as const;
export type ContentType = (typeof CONTENT_TYPES)[number];

export const CONTENT_TYPE_LABELS: Record<ContentType, string> = {
  news: 'Новость',
  video: 'Видео',
  presentation: 'Презентация',
  marketing: 'Маркетинговый материал',
  info: 'Статья базы знаний',
};

export const CONTENT_STATUSES = ['draft', 'published'] as const;
export type ContentStatus = (typeof CONTENT_STATUSES)[number];
export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = { draft: 'Черновик', published: 'Опубликован' };

export const CONTENT_TITLE_MAX = 200;
export const CONTENT_SUMMARY_MAX = 500;
export const CONTENT_BODY_MAX = 100_000;
export const CONTENT_SLUG_MAX = 100;
export const CONTENT_SEARCH_MAX = 200;
/** The blog call's limit: a page of at most this many items. */
export const CONTENT_LIMIT_MAX = 50;
export const CONTENT_ATTACHMENTS_MAX = 20;
/** A slug is the item's address: lower-case Latin letters and digits in words joined by hyphens. */
export const CONTENT_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The knowledge-base article the order forms' clamp toast links to (its «Правила заказа»). */
export const ORDER_RULES_SLUG = 'pravila-zakaza';

/** What an attachment is, as found from its first bytes (never from the name or the type the browser claims). */
export const CONTENT_FILE_KINDS = ['pdf', 'png', 'jpeg', 'webp', 'gif', 'mp4', 'webm', 'docx', 'xlsx', 'pptx'] as const;
export type ContentFileKind = (typeof CONTENT_FILE_KINDS)[number];

export const CONTENT_FILE_MIME: Record<ContentFileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpeg: 'image/jpeg',
  webp: 'image/webp',
  gif: 'image/gif',
  mp4: 'video/mp4',
  webm: 'video/webm',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
};

const MB = 1_048_576;
/** A video may be larger than any other file. */
export const CONTENT_VIDEO_MAX_BYTES = 50 * MB;
export const CONTENT_FILE_MAX_BYTES = 10 * MB;
export const CONTENT_FILE_NAME_MAX = 150;

export function contentFileMaxBytes(kind: ContentFileKind): number {
  return kind === 'mp4' || kind === 'webm' ? CONTENT_VIDEO_MAX_BYTES : CONTENT_FILE_MAX_BYTES;
}

export type ContentFileDisplay = 'image' | 'video' | 'pdf' | 'download';

/** How a file is shown in the page: images and videos play, a PDF opens embedded, anything else is downloaded. */
export function contentFileDisplay(mime: string): ContentFileDisplay {
  if (mime.startsWith('image/')) return 'image';
  if (mime.startsWith('video/')) return 'video';
  if (mime === 'application/pdf') return 'pdf';
  return 'download';
}

const startsWith = (bytes: Uint8Array, signature: ReadonlyArray<number>, at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => Array.from(text, (c) => c.charCodeAt(0));

/**
 * The file's kind from its first bytes and, for the Office formats (zip archives all three), its extension. SVG, HTML
 * and anything else the browser could run as a page have no kind: they are refused.
 */
export function sniffContentFile(bytes: Uint8Array, fileName: string): ContentFileKind | null {
  if (startsWith(bytes, ascii('%PDF-'))) return 'pdf';
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8)) return 'webp';
  if (startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a'))) return 'gif';
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3])) return 'webm';
  if (startsWith(bytes, ascii('ftyp'), 4)) return 'mp4';
  if (startsWith(bytes, [0x50, 0x4b, 0x03, 0x04])) {
    const extension = /\.([a-z]+)$/i.exec(fileName)?.[1]?.toLowerCase();
    if (extension === 'docx' || extension === 'xlsx' || extension === 'pptx') return extension;
  }
  return null;
}

/** «2,4 МБ», «830 КБ»: an attachment's size as people read it. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} Б`;
  if (bytes < MB) return `${Math.round(bytes / 1024)} КБ`;
  return `${(bytes / MB).toFixed(1).replace('.', ',').replace(/,0$/, '')} МБ`;
}

export const CONTENT_MESSAGES = {
  notFound: 'Материал не найден',
  fileNotFound: 'Файл не найден',
  slugFormat: 'Адрес может содержать только строчные латинские буквы, цифры и дефисы между ними',
  slugTaken: 'Такой адрес уже занят другим материалом',
  fileType: 'Недопустимый тип файла. Можно загрузить PDF, PNG, JPEG, WebP, GIF, MP4, WebM, DOCX, XLSX или PPTX',
  fileEmpty: 'Файл пустой',
  fileTooLarge: (maxBytes: number) => `Файл слишком большой: не более ${formatFileSize(maxBytes)}`,
  fileNameRequired: 'Укажите имя файла',
  tooManyFiles: `К материалу можно приложить не более ${CONTENT_ATTACHMENTS_MAX} файлов`,
  oneSearchOnly: 'Укажите либо идентификатор, либо адрес материала',
  saved: 'Материал сохранен',
  published: 'Материал опубликован',
  unpublished: 'Материал снят с публикации',
  uploaded: 'Файл загружен',
  fileDeleted: 'Файл удален',
  emptySection: 'Материалов пока нет',
  nothingFound: 'Ничего не найдено',
} as const;

const TRANSLIT: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
};

/** A slug proposed from a title: «Правила заказа» → pravila-zakaza (always matches CONTENT_SLUG_PATTERN or is empty). */
export function slugFromTitle(title: string): string {
  const latin = Array.from(title.toLowerCase(), (c) => TRANSLIT[c] ?? c).join('');
  return latin
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, CONTENT_SLUG_MAX)
    .replace(/-+$/, '');
}
