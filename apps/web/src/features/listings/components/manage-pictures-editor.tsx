import { Button } from 'react-bootstrap';
import { LISTING_PICTURE_LIMITS, MAX_LISTING_PICTURES } from '@ironmatch/contracts/listing-rules';
import { type OwnListing } from '@ironmatch/contracts/listings';
import { PicturesEditor as SharedPicturesEditor } from '../../../components/pictures-editor';
import { errorText } from '../../../lib/api-client';
import { useOrderPictures, useRemovePicture, useUploadPictures } from '../api';

/** A listing's pictures in the manager: upload, reorder, make the cover, remove. */
export function PicturesEditor({
  listing,
  onChange,
}: {
  listing: OwnListing;
  /** The listing as the server answered after a change (it may be on no page of the list shown). */
  onChange: (listing: OwnListing) => void;
}) {
  const changed = (res: { data: { listing: unknown } }) => onChange(res.data.listing as OwnListing);
  const order = useOrderPictures();
  const removePicture = useRemovePicture();
  const uploader = useUploadPictures();
  const pictures = listing.pictures;
  const move = (from: number, to: number) => {
    const ids = pictures.map((p) => p.id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    order.mutate({ id: listing.id, order: ids }, { onSuccess: changed });
  };

  return (
    <SharedPicturesEditor
      idPrefix="lm"
      testId="manage-picture"
      thumbClassName="fs-manage-thumb"
      pictures={pictures.map((p) => ({ key: p.id, thumbUrl: p.thumburl }))}
      limits={LISTING_PICTURE_LIMITS}
      tooManyMessage={`A listing has at most ${MAX_LISTING_PICTURES} pictures.`}
      upload={async (files, onProgress) =>
        onChange(await uploader.mutateAsync({ id: listing.id, files, onProgress }))
      }
      problem={
        order.isError || removePicture.isError
          ? errorText(order.error ?? removePicture.error, 'Failed to change the pictures.')
          : null
      }
      actions={(i) => (
        <>
          <Button
            size="sm"
            variant="outline-dark"
            aria-label={`Move picture ${i + 1} left`}
            disabled={i === 0 || order.isPending}
            onClick={() => move(i, i - 1)}
          >
            ←
          </Button>
          <Button
            size="sm"
            variant="outline-dark"
            aria-label={`Make picture ${i + 1} the cover`}
            disabled={i === 0 || order.isPending}
            onClick={() => move(i, 0)}
          >
            Cover
          </Button>
          <Button
            size="sm"
            variant="outline-dark"
            aria-label={`Move picture ${i + 1} right`}
            disabled={i === pictures.length - 1 || order.isPending}
            onClick={() => move(i, i + 1)}
          >
            →
          </Button>
          <Button
            size="sm"
            variant="outline-danger"
            aria-label={`Remove picture ${i + 1}`}
            disabled={removePicture.isPending}
            onClick={() =>
              removePicture.mutate({ id: listing.id, picnum: pictures[i]!.picnum }, { onSuccess: changed })
            }
          >
            ✕
          </Button>
        </>
      )}
    />
  );
}
