/** The URL of a content asset (`illustration: solutions/trucking.svg`), served below the site's base URL at /media. */
export function mediaUrl(baseUrl: string, file: string) {
  return `${baseUrl.endsWith('/') ? baseUrl : `${baseUrl}/`}media/${file.replace(/^\/+/, '')}`;
}
