// Multipart bodies for the release upload (POST /api/admin/releases), built with FormData the way a
// browser sends them, as a payload and content type for `app.inject`.

export interface ReleaseForm {
  version: string;
  channel?: string;
  changelog?: string;
  minMt5Build?: string;
  fileName?: string;
  file?: Uint8Array;
}

export async function releaseUpload({
  version,
  channel = 'stable',
  changelog = '- Faster entries',
  minMt5Build = '4000',
  fileName = 'PlanzeaRobot.ex5',
  file = new TextEncoder().encode(`robot ${version}`),
}: ReleaseForm): Promise<{ payload: Buffer; headers: { 'content-type': string } }> {
  const form = new FormData();
  form.set('version', version);
  form.set('channel', channel);
  form.set('changelog', changelog);
  form.set('minMt5Build', minMt5Build);
  form.set('file', new Blob([file]), fileName);
  const request = new Request('http://shop.test/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}
