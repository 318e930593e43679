import { AUDIT_ACTIONS } from '@cerca/contracts/audit-log';
import { describe, expect, it } from 'vitest';
import texts from '../../../locales/es-MX/audit-log.json';
import { actionLabelKey, actionTone, KNOWN_TARGET_TYPES, targetTypeKey } from './audit-entry-view';

const lookup = (key: string): unknown =>
  key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);

describe('audit entry view', () => {
  it('has a Spanish label for every action of the contract', () => {
    for (const action of AUDIT_ACTIONS) expect(typeof lookup(actionLabelKey(action)), action).toBe('string');
    expect(lookup(actionLabelKey('partner.remove'))).toBe('Partner eliminado');
    expect(lookup(actionLabelKey('business.delete'))).toBe('Negocio eliminado');
  });

  it('names every known record type and falls back for others', () => {
    for (const type of KNOWN_TARGET_TYPES) expect(typeof lookup(targetTypeKey(type)), type).toBe('string');
    expect(targetTypeKey('post')).toBe('audit.targets.post');
    expect(targetTypeKey('algo')).toBe('audit.targets.other');
  });

  it('draws removals in the danger tone', () => {
    expect(actionTone('content.delete')).toBe('danger');
    expect(actionTone('driver.suspend')).toBe('danger');
    expect(actionTone('partner.grant')).toBe('neutral');
  });
});
