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
var elasticWords = []pattern{
	{text: "text fields are not optimised for operations that require per-document field data", kind: invalid, reason: "a sort or aggregation on a text field (Elasticsearch fielddata): use the keyword field"},
	{text: "fielddata is disabled on text fields by default", kind: invalid, reason: "a sort or aggregation on a text field (Elasticsearch fielddata): use the keyword field"},
	{text: "no write index is defined for alias", kind: premise, reason: "the alias has no write index (Elasticsearch): its set-up, not the request; designate one or write to an index"},
}
