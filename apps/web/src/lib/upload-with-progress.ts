import { ApiError } from './api-client';
import { ensureFreshAccessToken } from './session';

/**
 * Uploads files as multipart, each under the repeated field `field`, reporting progress (fetch cannot
 * report upload progress, XMLHttpRequest can). Answers the envelope's `data`; a failure is the same
 * `ApiError` the API client throws, with the server's sentence. Listing and machine pictures use it.
 */
export function uploadWithProgress<T>(
  url: string,
  field: string,
  files: File[],
  onProgress: (fraction: number) => void,
): Promise<T> {
  return ensureFreshAccessToken().then(
    (token) =>
      new Promise<T>((resolve, reject) => {
        const form = new FormData();
        for (const file of files) form.append(field, file, file.name);
        const xhr = new XMLHttpRequest();
        xhr.open('POST', url);
        if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
        xhr.upload.onprogress = (e) => {
          if (e.lengthComputable) onProgress(e.loaded / e.total);
        };
        xhr.onload = () => {
          let body: { message?: string; errors?: string[]; data?: T } = {};
          try {
            body = JSON.parse(xhr.responseText);
          } catch {
            // not JSON: the status tells
          }
          if (xhr.status >= 200 && xhr.status < 300 && body.data) resolve(body.data);
          else
            reject(
              new ApiError(
                xhr.status,
                body.message ?? body.errors?.[0] ?? 'Failed to upload the pictures.',
                body.errors ?? [],
                body.message,
              ),
            );
        };
        xhr.onerror = () => reject(new ApiError(0, 'Failed to upload the pictures.'));
        xhr.send(form);
      }),
  );
}
