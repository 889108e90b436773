/** The texts of a certificate's QR code (issue 25); es.ts translates them. */
export const en = {
  qrAlt: 'QR code of the address that checks this certificate: {url}',
  failed: 'The QR code could not be prepared; the printed address and code still check the certificate.',
} as const;
