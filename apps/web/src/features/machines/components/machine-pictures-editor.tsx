import { Button } from 'react-bootstrap';
import { MACHINE_MESSAGES as M, MACHINE_PICTURE_LIMITS } from '@ironmatch/contracts/machine-rules';
import type { Machine } from '@ironmatch/contracts/machines';
import { PicturesEditor } from '../../../components/pictures-editor';
import { errorText } from '../../../lib/api-client';
import { useRemoveMachinePicture, useUploadMachinePictures } from '../api';

/** A machine's pictures in the manager: upload (up to 12, the listings' rules), remove; the first is the cover. */
export function MachinePicturesEditor({
  machine,
  onChange,
}: {
  machine: Machine;
  onChange: (machine: Machine) => void;
}) {
  const remove = useRemoveMachinePicture();
  const uploader = useUploadMachinePictures();
  return (
    <PicturesEditor
      idPrefix="mm"
      testId="machine-picture"
      thumbClassName="mc-manage-thumb"
      pictures={machine.pictures.map((p) => ({ key: p.picnum, thumbUrl: p.thumbUrl }))}
      limits={MACHINE_PICTURE_LIMITS}
      tooManyMessage={M.tooManyPictures}
      upload={async (files, onProgress) =>
        onChange(await uploader.mutateAsync({ id: machine.id, files, onProgress }))
      }
      problem={remove.isError ? errorText(remove.error, 'Failed to remove the picture.') : null}
      actions={(i) => (
        <Button
          size="sm"
          variant="outline-danger"
          aria-label={`Remove picture ${i + 1}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate({ id: machine.id, picnum: machine.pictures[i]!.picnum }, { onSuccess: onChange })
          }
        >
          ✕
        </Button>
      )}
    />
  );
}
