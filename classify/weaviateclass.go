package classify

// graphqlFieldWords read GraphQL's field validation where it comes bare,
// without its errors array (a client's exception text, a GraphQL 200 whose
// error message the caller passes alone): "Cannot query field "summary" on
// type "Article"." (graphql-js, gqlparser, graphql-core, Sangria; Weaviate
// relays it as is, weaviate/weaviate issue 2493). As in an errors array
// (httppreset.go graphqlSchemaMiss, set 891's ruling) the query was
// rejected before it ran: repair it. That ruling covers Weaviate's root
// types too ("... on type "GetObjectsObj"."), whose words cannot tell a
// misspelt class from a collection that does not exist (set 1202's and
// set 1413's lines, tolerated).
var graphqlFieldWords = []pattern{
	{text: "cannot query field \"", kind: invalid, reason: "GraphQL validation: the query selects a field its type does not define (rejected before it ran): repair the query"},
	{text: "cannot query field \\\"", kind: invalid, reason: "GraphQL validation: the query selects a field its type does not define (rejected before it ran): repair the query"},
}
