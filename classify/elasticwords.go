package classify

// elasticWords: Elasticsearch's and OpenSearch's own sentences for two
// failures whose exception type and words read the other way (set 1167).
//
//   - A sort, aggregation or script on a text field: "Text fields are not
//     optimised for operations that require per-document field data like
//     aggregations and sorting, so these operations are disabled by
//     default. Please use a keyword field instead." (ES 7+, OpenSearch;
//     ES 5 and 6: "Fielddata is disabled on text fields by default."),
//     usually under search_phase_execution_exception "all shards failed".
//     "disabled" reads as a feature switched off, but the remedy the
//     message and text.html give is the request's: sort or aggregate on
//     the keyword sub-field. Invalid.
//   - A write to an alias that has no write index: "no write index is
//     defined for alias [x]. The write index may be explicitly disabled
//     using is_write_index=false or the alias points to multiple indices
//     without one being designated as a write index" (an
//     illegal_argument_exception, 400). The request is right; the alias's
//     set-up (rollover, is_write_index) is not what the plan assumed:
//     premise (aliases.html#write-index).
//
// Set 1324 adds two of the OpenSearch k-NN plugin's own:
//
//   - "Field 'x' is not knn_vector type." (KNNQueryBuilder, under a 400
//     query_shard_exception / search_phase_execution_exception): the knn
//     query is well formed, but the index was made without a knn_vector
//     mapping for the field (dynamic mapping typed the array as float):
//     the index's set-up, not the query. Premise: reindex with the mapping.
//   - knn_circuit_breaker_exception, "... the circuit breaker triggered.
//     This indicates that the cluster is low on memory resources and
//     cannot index more documents at the moment.": native memory frees as
//     the k-NN cache evicts; transient, as set 690's TRANSIENT trips.
//
// Set 1373 adds the sort on a field the index has no mapping for: "No
// mapping found for [created_at] in order to sort on" (FieldSortBuilder's
// QueryShardException, under search_phase_execution_exception "all shards
// failed", a 400). "No mapping found" reads as a thing that does not exist
// yet, but the remedy sort-search-results.html gives is the request's:
// "By default, the search request will fail if there is no mapping
// associated with a field. The unmapped_type option allows you to ignore
// fields that have no mapping and not sort by them." Invalid, as the
// fielddata sentence. Keyed on the sort clause's own tail, so a bare
// "No mapping found for type" or a missing index keeps its reading.
//
// Set 1630 adds a shard that is not yet (or no longer) allocated:
// UnavailableShardsException "[products][0] primary shard is not active
// Timeout: [1m], request: [BulkShardRequest ...]" (unavailable_shards_
// exception, 503, often as each item of a 200 _bulk with "errors":true
// right after the index was made with shards_acknowledged false) and
// NoShardAvailableActionException (no_shard_available_action_exception).
// The index exists and the request is right; the primary is being
// allocated or recovered (a new index, a restarted node), which the
// write already waited on for its timeout: transient. "is not active"
// (stated.go) reads an object someone must re-activate, premise; a
// shard is not such an object. A closed index (index_closed_exception)
// keeps its reading.
//
// Set 1771 adds the write thread pool's and indexing pressure's refusal,
// EsRejectedExecutionException (es_rejected_execution_exception, "rejected
// execution of coordinating operation [...]", "rejected execution of
// org.elasticsearch...", a 429), most often as the error of an item in a
// 200 _bulk with "errors":true, where no status reads it: back-pressure
// that clears as the queue drains (docs-bulk.html, index-modules-indexing-
// pressure.html): transient. A flood-stage cluster_block_exception under
// 429 keeps its reading.
var elasticWords = []pattern{
	{text: "primary shard is not active", kind: transient, reason: "the index's primary shard is not allocated yet (Elasticsearch/OpenSearch UnavailableShardsException): a new index or a recovering node; retry later"},
	{text: "unavailable_shards_exception", kind: transient, reason: "the index's primary shard is not allocated yet (Elasticsearch/OpenSearch UnavailableShardsException): a new index or a recovering node; retry later"},
	{text: "no_shard_available_action_exception", kind: transient, reason: "no copy of the shard is available now (Elasticsearch/OpenSearch NoShardAvailableActionException): allocation or recovery is under way; retry later"},
	{text: "] in order to sort on", kind: invalid, reason: "a sort on a field the index has no mapping for (Elasticsearch/OpenSearch): set unmapped_type or sort on a mapped field"},
	{text: "text fields are not optimised for operations that require per-document field data", kind: invalid, reason: "a sort or aggregation on a text field (Elasticsearch fielddata): use the keyword field"},
	{text: "fielddata is disabled on text fields by default", kind: invalid, reason: "a sort or aggregation on a text field (Elasticsearch fielddata): use the keyword field"},
	{text: "is not knn_vector type", kind: premise, reason: "the index has no knn_vector mapping for the field (OpenSearch k-NN): its set-up, not the query; reindex with the mapping"},
	{text: "knn_circuit_breaker_exception", kind: transient, reason: "the OpenSearch k-NN native-memory circuit breaker tripped: the cluster is low on memory now; retry later"},
	{text: "cannot index more documents at the moment", kind: transient, reason: "the OpenSearch k-NN native-memory circuit breaker tripped: the cluster is low on memory now; retry later"},
	{text: "es_rejected_execution_exception", kind: transient, reason: "Elasticsearch/OpenSearch rejected the operation under back-pressure (write queue or indexing pressure full): retry later"},
	{text: "rejected execution of coordinating operation", kind: transient, reason: "Elasticsearch/OpenSearch rejected the operation under back-pressure (write queue or indexing pressure full): retry later"},
	{text: "rejected execution of primary operation", kind: transient, reason: "Elasticsearch/OpenSearch rejected the operation under back-pressure (write queue or indexing pressure full): retry later"},
	{text: "no write index is defined for alias", kind: premise, reason: "the alias has no write index (Elasticsearch): its set-up, not the request; designate one or write to an index"},
}
