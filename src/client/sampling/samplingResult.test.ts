import { describe, expect, it } from 'vitest';
import { REVISIONS } from '../connection/revisions';
import { base64Of, mediaProblem, samplingReplyKinds, samplingResult } from './samplingResult';
import { validateDefinition } from '../../../test-support/mcpSchemas';

describe('the sampling result built from the person’s reply', () => {
  it('is a text message by default, with the stop reason endTurn', () => {
    expect(samplingResult({ text: 'Four.', model: 'hand' })).toEqual({
      role: 'assistant',
      content: { type: 'text', text: 'Four.' },
      model: 'hand',
      stopReason: 'endTurn',
    });
  });

  it.each(['image', 'audio'] as const)('is %s content when media is given, the text left out', (type) => {
    const media = { type, data: 'AAEC', mimeType: `${type}/x-test` };
    expect(samplingResult({ text: 'ignored', media, model: 'm', stopReason: 'maxTokens' })).toEqual({
      role: 'assistant',
      content: { type, data: 'AAEC', mimeType: `${type}/x-test` },
      model: 'm',
      stopReason: 'maxTokens',
    });
  });

  it('offers audio only where the revision’s CreateMessageResult has it', () => {
    expect(samplingReplyKinds('2024-11-05')).toEqual(['text', 'image']);
    for (const revision of REVISIONS.filter((r) => r !== '2024-11-05'))
      expect(samplingReplyKinds(revision)).toContain('audio');
  });

  it.each(REVISIONS.filter((r) => r !== '2026-07-28'))(
    'every kind offered in %s fits its schema',
    (revision) => {
      for (const type of samplingReplyKinds(revision)) {
        const media =
          type === 'text'
            ? undefined
            : { type, data: base64Of(new Uint8Array([1, 2])), mimeType: `${type}/wav` };
        expect(
          validateDefinition(
            revision,
            'CreateMessageResult',
            samplingResult({ text: 'x', media, model: 'm' }),
          ),
        ).toEqual([]);
      }
    },
  );

  it.each([
    ['image', 'image/png', 10, undefined],
    ['audio', 'audio/wav', 10, undefined],
    ['image', 'audio/wav', 10, 'An image reply needs an image/… MIME type.'],
    ['audio', '', 10, 'Give the MIME type, such as image/png.'],
    ['image', 'image/png', 0, 'The file is empty.'],
  ] as const)('a %s file of type %j and %d bytes: %j', (kind, mime, size, problem) => {
    expect(mediaProblem(kind, mime, size)).toBe(problem);
  });
});
