import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postFilesFolder } from '@shared/api/posts';
import { signUp } from '../../testing/api-client';
import { startTestServer, stopTestServers, type TestServer } from '../../testing/test-server';
import { applyTo, postJob } from '../jobs/testing';
import { createPost } from '../posts/testing';
import { extractiveSummary, SUMMARY_MAX, summarizeApplicant } from './engines/summary';
import { makeDocx } from './make-files.testing';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => stopTestServers());

describe('the applicant AI summary', () => {
  it('is written on the queue when the applicant submits, from their resume and messages, naming them', async () => {
    const [owner, applicant] = await Promise.all([signUp(server.url), signUp(server.url)]);
    const jobId = await postJob(owner, {
      title: 'Senior Product Designer',
      description: 'Lead product design for our fintech app. Figma, user research and design systems.',
    });
    const groupId = await applyTo(applicant, jobId);
    const postId = randomUUID();
    const key = `${postFilesFolder(applicant.user?.id as string, postId)}original/resume.docx`;
    const resume = await makeDocx('Jamie Doe', [
      'I enjoy hiking and photography.',
      'Product designer with 7 years in fintech, leading design systems in Figma.',
      'References available on request.',
    ]);
    await server.services.storage.put(key, resume, 'application/octet-stream');
    await createPost(applicant, {
      postId,
      type: 'chat',
      content: 'Here is my resume.',
      groupsToShareWith: [groupId],
      attachments: [{ filename: 'resume.docx', filepath: key, type: 'application/octet-stream' }],
    });
    const before = await owner.get(`/api/jobs/${jobId}/applicants/${applicant.user?.id}`);
    expect(before.body.data.aiSummary).toBeNull();
    expect((await applicant.post(`/api/jobs/${jobId}/submit`, { userId: applicant.user?.id })).status).toBe(200);

    let summary: string | null = null;
    for (let i = 0; i < 200 && !summary; i++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      summary = (await owner.get(`/api/jobs/${jobId}/applicants/${applicant.user?.id}`)).body.data.aiSummary;
    }
    expect(summary).toMatch(/^From resume\.docx/);
    expect(summary).toContain('Product designer with 7 years in fintech');
    expect(summary?.length).toBeLessThanOrEqual(SUMMARY_MAX);
  });

  it('stays empty when the applicant gave nothing to read, and clips to 180 characters', async () => {
    const deps = { config: server.services.config, logger: server.services.logger };
    expect(await summarizeApplicant(deps, { jobTitle: 'Chef', jobDescription: 'Cook.', documents: [] })).toBeNull();
    const long = extractiveSummary({ jobTitle: 'Chef', jobDescription: 'Pastry chef', documents: [] }, [
      { name: 'cv.pdf', text: `Pastry chef ${'with many words '.repeat(30)}.` },
    ]);
    expect(long.length).toBeLessThanOrEqual(SUMMARY_MAX);
    expect(long).toMatch(/^From cv\.pdf: Pastry chef with many words .*…$/);
  });
});
