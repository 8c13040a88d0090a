package classify

// emptySchemaWords: a store that has no schema at all yet, said by the
// store itself (set 1630). Weaviate answers a GraphQL query on an instance
// with no classes with 422 {"error":[{"message":"no graphql provider
// present, this is most likely because no schema is present. Import a
// schema first!"}]} (weaviate/recipes#106, weaviate/Verba#6: "This
// happened because no data was loaded into the Weaviate cluster"), and
// logs "Could not re-generate GraphQL schema, because: there are no
// Objects classes defined yet" (weaviate/weaviate#2345). A 422 reads as
// the request's fault, but no argument gives the query a class to run
// on: the import the plan assumed has not happened, premise. A class
// that exists without the queried property ("Cannot query field") keeps
// its own reading.
var emptySchemaWords = []pattern{
	{text: "no graphql provider present", kind: premise, reason: "the store has no schema yet (Weaviate): import the classes (the data) first, then query"},
	{text: "no schema is present", kind: premise, reason: "the store has no schema yet: import or create it first, then query"},
	{text: "import a schema first", kind: premise, reason: "the store has no schema yet: import or create it first, then query"},
	{text: "there are no objects classes defined yet", kind: premise, reason: "the store has no classes yet (Weaviate): create them first, then query"},
}
