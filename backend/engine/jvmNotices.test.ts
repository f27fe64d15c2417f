import { describe, expect, it } from 'vitest';
import { isExpectedJvmNotice } from './jvmNotices';

describe('isExpectedJvmNotice', () => {
  it('drops the four lines of the security-manager notice about the engine sandbox', () => {
    for (const line of [
      'WARNING: A terminally deprecated method in java.lang.System has been called',
      'WARNING: System::setSecurityManager has been called by groovymcp.engine.sandbox.Sandbox (file:/x/engine.jar)',
      'WARNING: Please consider reporting this to the maintainers of groovymcp.engine.sandbox.Sandbox',
      'WARNING: System::setSecurityManager will be removed in a future release',
    ]) {
      expect(isExpectedJvmNotice(line)).toBe(true);
    }
  });

  it('keeps every other line, another caller of setSecurityManager included', () => {
    for (const line of [
      'WARNING: System::setSecurityManager has been called by evil.Thing (file:/x/evil.jar)',
      'engine: sandbox unavailable: self-test: writing a file was not stopped',
      'java.lang.OutOfMemoryError: Java heap space',
      '',
    ]) {
      expect(isExpectedJvmNotice(line)).toBe(false);
    }
  });
});
