import { describe, expect, it } from 'vitest';
import { waitingToBeAccepted } from './accept-queue';

const HEADER = '  sl  local_address rem_address   st tx_queue rx_queue tr tm->when retrnsmt   uid  timeout inode';
// Port 3000 is 0BB8; 3001 is 0BB9. State 0A listens, 01 is an established connection.
const TCP = [
  HEADER,
  '   0: 0100007F:0BB8 00000000:0000 0A 00000000:00000003 00:00000000 00000000  1000        0 111 1 0 100 0 0 10 0',
  '   1: 0100007F:0BB9 00000000:0000 0A 00000000:00000005 00:00000000 00000000  1000        0 112 1 0 100 0 0 10 0',
  '   2: 0100007F:0BB8 0100007F:D431 01 00000000:00000010 00:00000000 00000000  1000        0 113 1 0 20 4 30 10 -1',
].join('\n');
const TCP6 = [
  HEADER,
  '   0: 00000000000000000000000000000000:0BB8 00000000000000000000000000000000:0000 0A 00000000:00000001 00:00000000 00000000  1000        0 114 1 0 100 0 0 10 0',
].join('\n');

describe('waitingToBeAccepted', () => {
  it('sums the accept queues of the sockets listening on the port, over IPv4 and IPv6', () => {
    expect(waitingToBeAccepted([TCP, TCP6], 3000)).toBe(4);
    expect(waitingToBeAccepted([TCP], 3001)).toBe(5);
  });

  it('counts nothing for a port nobody listens on, nor an established connection’s receive queue', () => {
    expect(waitingToBeAccepted([TCP, TCP6], 3002)).toBe(0);
    expect(
      waitingToBeAccepted(
        [
          TCP.split('\n')
            .filter((line) => !line.includes(' 0A '))
            .join('\n'),
        ],
        3000,
      ),
    ).toBe(0);
  });
});
