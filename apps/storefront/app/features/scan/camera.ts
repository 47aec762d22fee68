/**
 * The back camera of a phone (the front one of a laptop when it has no other), at a resolution that reads a
 * barcode at arm's length without making every frame heavy to scan.
 */
export function openCamera(): Promise<MediaStream> {
  if (!navigator.mediaDevices?.getUserMedia)
    return Promise.reject(new DOMException('no media devices', 'NotFoundError'));
  return navigator.mediaDevices.getUserMedia({
    audio: false,
    video: { facingMode: { ideal: 'environment' }, width: { ideal: 1280 }, height: { ideal: 720 } },
  });
}

export function closeCamera(stream: MediaStream | null): void {
  for (const track of stream?.getTracks() ?? []) track.stop();
}
