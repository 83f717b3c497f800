import { CamelCasePlugin } from 'kysely';

/**
 * Kysely's CamelCasePlugin recomputes every column name for every row; our names are a small fixed set, so
 * both directions are memoized (a 20-row page was spending more time renaming keys than querying).
 */
class MemoizedCamelCasePlugin extends CamelCasePlugin {
  private readonly camelNames = new Map<string, string>();
  private readonly snakeNames = new Map<string, string>();

  protected override camelCase(name: string): string {
    let camel = this.camelNames.get(name);
    if (camel === undefined) this.camelNames.set(name, (camel = super.camelCase(name)));
    return camel;
  }

  protected override snakeCase(name: string): string {
    let snake = this.snakeNames.get(name);
    if (snake === undefined) this.snakeNames.set(name, (snake = super.snakeCase(name)));
    return snake;
  }
}

/** camelCase in TypeScript, snake_case in the database; shared by every Kysely instance (its memos are only names). */
export const naming = new MemoizedCamelCasePlugin();
