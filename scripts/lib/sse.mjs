// Server-sent events as PocketBase's realtime stream sends them, for the clients the tests and the proxy check
// run (Node has no EventSource): blocks end with an empty line; `event:` names one, `data:` lines carry it.

/**
 * Takes the complete blocks off the front of `buffer`.
 * @param {string} buffer what arrived so far
 * @returns {{ events: { name: string, data: string }[], rest: string }} the events, and what waits for more
 */
export function takeEvents(buffer) {
  const events = [];
  let rest = buffer;
  let end;
  while ((end = rest.indexOf('\n\n')) >= 0) {
    const block = rest.slice(0, end);
    rest = rest.slice(end + 2);
    let name = 'message';
    let data = '';
    for (const line of block.split('\n')) {
      if (line.startsWith('event:')) name = line.slice(6).trim();
      else if (line.startsWith('data:')) data += line.slice(5).trim();
    }
    events.push({ name, data });
  }
  return { events, rest };
}
