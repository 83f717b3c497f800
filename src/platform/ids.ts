import { v7 as uuidv7 } from 'uuid';

/** New record id: a UUIDv7, so ids sort by creation time and index well. */
export function newId(): string {
  return uuidv7();
}
