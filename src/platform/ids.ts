import { v7 as uuidv7, validate, version } from 'uuid';

/** New record id: a UUIDv7, so ids sort by creation time and index well. */
export function newId(): string {
  return uuidv7();
}

/** True for any well-formed UUID (ids from other systems may be other versions). */
export function isUuid(value: string): boolean {
  return validate(value) && version(value) >= 1;
}
