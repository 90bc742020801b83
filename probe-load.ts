import { runLoad } from './bench/lib/load';
import { startServerProcess } from './bench/lib/server-process';
const server = await startServerProcess({
  kind: 'rapport',
  chatGroup: 100,
  postgresUrl: 'postgres://postgres:pg@127.0.0.1:5432/postgres',
  env: { DB_GROUP_COMMIT: process.env.GC ?? '1' },
});
const g = server.chatGroup!;
const body = JSON.stringify({
  createdBy: g.sender.id,
  userId: g.sender.id,
  title: 'Bench Post',
  content: 'x',
  status: 'published',
  visibility: 'private',
  type: 'chat',
  groupsToShareWith: [g.groupId],
});
const s = await runLoad({
  url: `${server.url}/api/post`,
  connections: 20,
  durationSec: Number(process.env.SECS ?? 8),
  warmupSec: 0,
  method: 'POST',
  body,
  headers: { authorization: `Bearer ${g.sender.token}`, 'content-type': 'application/json' },
});
console.log('acked/s', s.latencies.length / s.seconds, await server.groupCommitStats());
await server.stop();
process.exit(0);
