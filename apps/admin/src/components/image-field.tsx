import { CONTENT_IMAGE_RULES, OpsContentPath, type OpsContentImage } from '@kasa/contract/content';
import { useId, useRef, useState } from 'react';
import { errorText, upload } from '../lib/api';
import { useT } from '../lib/texts';
import { notificationProvider } from '../providers/notification-provider';

// A banner or popup image (docs/decisions/0550): its URL (an uploaded one, the site's drawn art under /media/, or an
// https address) with an upload button and a preview. The server checks the uploaded bytes and answers the URL.

/** The preview of a stored URL: `{locale}` (the site's language placeholder) shown as Turkish. */
const previewOf = (url: string) => url.replaceAll('{locale}', 'tr');

export function ImageField(props: {
  label: string;
  name: string;
  value: string;
  onChange: (url: string) => void;
  required?: boolean;
}) {
  const { t } = useT();
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    try {
      const { data, message } = await upload<OpsContentImage>(OpsContentPath.images, file);
      props.onChange(data.url);
      notificationProvider.open({ type: 'success', message, description: `${data.width}×${data.height}` });
    } catch (caught) {
      notificationProvider.open({
        type: 'error',
        message: errorText(caught),
      });
    } finally {
      setBusy(false);
      if (picker.current) picker.current.value = '';
    }
  };

  return (
    <div className="image-field" data-testid={`image-${props.name}`}>
      <label className="image-name" htmlFor={id}>
        {props.label}
        {props.required ? ' *' : ''}
      </label>
      <div className="image-row">
        <input
          id={id}
          type="text"
          name={props.name}
          value={props.value}
          placeholder="/media/…"
          onChange={(event) => props.onChange(event.target.value)}
        />
        <input
          ref={picker}
          type="file"
          hidden
          accept={CONTENT_IMAGE_RULES.accept}
          onChange={(event) => void send(event.target.files?.[0])}
          data-testid={`upload-${props.name}`}
        />
        <button type="button" className="small" disabled={busy} onClick={() => picker.current?.click()}>
          {busy ? t('contentScreens.uploading') : t('contentScreens.upload')}
        </button>
      </div>
      {props.value.trim() ? (
        <img
          className="image-preview"
          src={previewOf(props.value.trim())}
          alt={t('contentScreens.preview')}
        />
      ) : null}
    </div>
  );
}
