import * as v from 'valibot';

/** deploy/config.json: what one environment of the shop runs with. */
export const RuntimeConfigSchema = v.object({
  apiBase: v.string(),
  storeId: v.optional(v.nullable(v.union([v.string(), v.number()]))),
  stage: v.picklist(['production', 'staging', 'development', 'test']),
  gtmId: v.optional(v.nullable(v.string())),
  remotesManifest: v.string(),
  /** Origins a tester's `?remote:<name>=` override may point at besides the shop's own (outside production). */
  remoteOverrideOrigins: v.optional(v.array(v.pipe(v.string(), v.url()))),
});
export type RuntimeConfig = v.InferOutput<typeof RuntimeConfigSchema>;

/** remotes.json: remote name -> URL of its mf-manifest.json. */
export const RemotesManifestSchema = v.record(v.string(), v.string());
export type RemotesManifest = v.InferOutput<typeof RemotesManifestSchema>;
