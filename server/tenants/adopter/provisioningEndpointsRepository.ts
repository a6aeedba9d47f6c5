import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import type { DB, ProvisioningEndpointsTable } from '../../db/schema';
import {
  rotatedSecretColumns,
  secretsStillAre,
  type KeptSigningSecrets,
} from '../../webhooks/webhooksRepository';

type Executor = Kysely<DB> | Transaction<DB>;

export type ProvisioningEndpointRow = Selectable<ProvisioningEndpointsTable>;

/** The brand's provisioning endpoint, if it builds workspaces in the adopter's product. */
export async function findProvisioningEndpoint(
  db: Executor,
  brand: string,
): Promise<ProvisioningEndpointRow | undefined> {
  return db
    .selectFrom('provisioning_endpoints')
    .selectAll()
    .where('brand', '=', brand)
    .executeTakeFirst();
}

/**
 * Points the brand's workspace building at `url`. A new endpoint gets `secret`; an existing one
 * keeps its own. Answers the row and whether it is new.
 */
export async function saveProvisioningEndpoint(
  db: Executor,
  fields: { brand: string; url: string; secret: string; updatedBy: string | null },
): Promise<{ row: ProvisioningEndpointRow; created: boolean }> {
  const row = await db
    .insertInto('provisioning_endpoints')
    .values({
      brand: fields.brand,
      url: fields.url,
      secret: fields.secret,
      updated_by: fields.updatedBy,
    })
    .onConflict((conflict) =>
      conflict.column('brand').doUpdateSet({
        url: fields.url,
        updated_by: fields.updatedBy,
        updated_at: new Date(),
      }),
    )
    .returningAll()
    // xmax is 0 on a row this statement inserted, and set on one it updated.
    .returning(sql<boolean>`xmax = 0`.as('created'))
    .executeTakeFirstOrThrow();
  const { created, ...endpoint } = row;
  return { row: endpoint, created };
}

/** A new secret; the previous one keeps verifying and signing beside it until `previousExpiresAt`. */
export async function rotateProvisioningSecret(
  db: Executor,
  brand: string,
  secret: string,
  previousExpiresAt: Date,
): Promise<ProvisioningEndpointRow | undefined> {
  return db
    .updateTable('provisioning_endpoints')
    .set(rotatedSecretColumns(secret, previousExpiresAt))
    .where('brand', '=', brand)
    .returningAll()
    .executeTakeFirst();
}

/** Workspaces are built by Onramp again; answers whether there was an endpoint. */
export async function deleteProvisioningEndpoint(db: Executor, brand: string): Promise<boolean> {
  const deleted = await db
    .deleteFrom('provisioning_endpoints')
    .where('brand', '=', brand)
    .executeTakeFirst();
  return deleted.numDeletedRows > 0n;
}

/** Every brand's provisioning secrets as they are kept (sealStoredSecrets reads them). */
export async function keptProvisioningSecrets(db: Executor): Promise<KeptSigningSecrets[]> {
  return db
    .selectFrom('provisioning_endpoints')
    .select(['brand as key', 'secret', 'previous_secret'])
    .execute();
}

/**
 * Keeps `now` in place of `was`, unless the secrets changed since (a rotation meanwhile); answers
 * whether it did.
 */
export async function replaceKeptProvisioningSecrets(
  db: Executor,
  was: KeptSigningSecrets,
  now: Omit<KeptSigningSecrets, 'key'>,
): Promise<boolean> {
  const replaced = await db
    .updateTable('provisioning_endpoints')
    .set(now)
    .where('brand', '=', was.key)
    .where(secretsStillAre(was))
    .executeTakeFirst();
  return replaced.numUpdatedRows > 0n;
}
