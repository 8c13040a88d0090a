package classify

import "strings"

// graphqlFieldWords read GraphQL's field validation where it comes bare,
// without its errors array (a client's exception text, a GraphQL 200 whose
// error message the caller passes alone): "Cannot query field "summary" on
// type "Article"." (graphql-js, gqlparser, graphql-core, Sangria; Weaviate
// relays it as is, weaviate/weaviate issue 2493). As in an errors array
// (httppreset.go graphqlSchemaMiss, set 891's ruling) the query was
// rejected before it ran: repair it. Weaviate's root types are the
// exception (weaviateRootTypes), read first.
var graphqlFieldWords = concat(phrasePatterns(weaviateRootTypeMarks, premise, weaviateClassMissReason), []pattern{
	{text: "cannot query field \"", kind: invalid, reason: "GraphQL validation: the query selects a field its type does not define (rejected before it ran): repair the query"},
	{text: "cannot query field \\\"", kind: invalid, reason: "GraphQL validation: the query selects a field its type does not define (rejected before it ran): repair the query"},
})

// weaviateRootTypes: in Weaviate's GraphQL every field of the Get and
// Aggregate root types (GetObjectsObj, AggregateObjectsObj) is a
// collection, so "Cannot query field "X" on type "GetObjectsObj"." says
// the collection X is not in the schema (weaviate/weaviate issue 2493):
// create it or name one that exists, premise, as Weaviate's "no such class
// with name". Blind sets 1202 and 1413 read it so against set 891's one
// invalid (a misspelt class, which is also a class the schema lacks). A
// missing field on any other type stays GraphQL validation, invalid.
func weaviateRootTypes(t string) bool {
	return hasAny(t, weaviateRootTypeMarks...)
}

// weaviateRootTypeMarks: the root types named as they print, bare and
// inside a JSON string (an errors array's escaped quotes).
var weaviateRootTypeMarks = []string{`on type "getobjectsobj"`, `on type "aggregateobjectsobj"`, `on type \"getobjectsobj\"`, `on type \"aggregateobjectsobj\"`}

const weaviateClassMissReason = "Weaviate: the Get/Aggregate root type has no field of that name, so the collection is not in the schema: create it or name one that exists"

// weaviateClassAbsent reads Weaviate's object validation for a class the
// schema does not hold, "class 'Techdocs' not present in schema" (also
// behind the client's "'Techdocs' is not a valid class name, "; langchainjs
// WeaviateStore, chat-langchainjs issue 11: "No schema, no class"): the
// store the import rests on is not there, create the class first, premise
// as "no such class with name" (set 1778). The bare "is not a valid class
// name" (set 1630) stays invalid, and a property missing from a class
// ("no such prop with name", set 1202) stays the call's own name.
func weaviateClassAbsent(t string) (Result, bool) {
	if !strings.Contains(t, "present in schema") {
		return Result{}, false
	}
	i := indexFold(t, "' not present in schema")
	if i <= 0 {
		return Result{}, false
	}
	j := strings.LastIndexByte(t[:i], '\'')
	if j < len("class ") || !strings.EqualFold(t[j-len("class "):j], "class ") {
		return Result{}, false
	}
	return verdict(premise, "Weaviate: the class is not in the schema: create it first or name one that exists")
}
