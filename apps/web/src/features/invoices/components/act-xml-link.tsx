/**
 * «УПД (XML)» of a closed month with the act's status beside it, as the file states it (the status follows the
 * document). A refusal shows under the link, in Russian. Its parts are plain elements whose classes (`act-xml`,
 * `caption`, `nowrap`) the invoices page styles once for every row.
 */
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import { ACT_STATUS_TEXTS, DOCUMENT_BUNDLE_TEXTS, type PartnerInvoice, UPD_TEXTS } from '@portal/domain';
import { useMutation } from '@tanstack/react-query';
import type { MouseEvent } from 'react';
import { actXmlHref, downloadActXml } from '../api/invoice-documents';
import { DocumentError } from './document-error';

export type ActXmlLinkProps = { invoice: PartnerInvoice };

export function ActXmlLink({ invoice }: ActXmlLinkProps) {
  const download = useMutation({ mutationFn: () => downloadActXml(invoice.invoiceId) });
  // The address stays on the link (open in a new tab, copy it); a click fetches it so a refusal can be read here.
  const handleClick = (event: MouseEvent) => {
    event.preventDefault();
    download.mutate();
  };
  return (
    <>
      <span className="act-xml">
        <Button
          size="small"
          startIcon={<FileDownloadOutlined />}
          href={actXmlHref(invoice.invoiceId)}
          aria-label={DOCUMENT_BUNDLE_TEXTS.xmlOf(invoice.number)}
          aria-disabled={download.isPending}
          onClick={handleClick}
          sx={{ whiteSpace: 'nowrap', px: 0.5 }}
        >
          {UPD_TEXTS.xmlLink}
        </Button>
        <span className="caption nowrap secondary" data-testid="act-status">
          {ACT_STATUS_TEXTS[invoice.actStatus]}
        </span>
      </span>
      {download.isError && (
        <div className="act-xml-error">
          <DocumentError error={download.error} />
        </div>
      )}
    </>
  );
}
