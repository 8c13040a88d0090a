package classify

import "strings"

// ormNoRow reads an ORM's own sentinel for a lookup that wanted one row and
// found none or several, where the ORM words it without database/sql's "no
// rows" (set 117, after set 114's SQLAlchemy, Spring and JPA sentences):
//
//   - GORM's ErrRecordNotFound, errors.New("record not found")
//     (gorm.io/gorm/logger/logger.go, returned by First, Last and Take), and
//     Diesel's Error::NotFound, displayed "Record not found"
//     (diesel/src/result.rs: "No rows were returned by a query that expected
//     to return at least one row"): the whole text, or the last link of a Go
//     wrap chain ("load contact 42: record not found");
//   - ent's NotFoundError "ent: <type> not found" and NotSingularError "ent:
//     <type> not singular" (entgo.io/ent entc/gen template, returned by
//     Only, First and Get), as the last link of the text;
//   - TypeORM's EntityNotFoundError "Could not find any entity of type"
//     (set 402).
//
// Two more of ent's own sentinels are read here as the last link of the
// text (set 1254): NotLoadedError "ent: <edge> edge was not loaded" (the
// query did not eager-load the edge: the call must ask for it, invalid)
// and privacy.Deny "ent/privacy: deny rule" (the schema's privacy policy
// refuses the viewer, denied).
//
// The query worked and its answer is not the one row later steps assumed:
// ambiguous, as sql.ErrNoRows and PostgreSQL's P0002/P0003. The same words
// inside a longer sentence, or an HTTP 404's body, keep the status's and the
// wording's reading (a resource that is not there is premise).
func ormNoRow(t string) (Result, bool) {
	s := strings.TrimRight(strings.TrimSpace(t), ".")
	if lookupWithoutKey(s) {
		return verdict(invalid, "an ORM lookup given no usable key (ActiveRecord \"Couldn't find X without an ID\", an out-of-range id): the call must carry a valid id")
	}
	if keyHoldsNothing(s) {
		return verdict(ambiguous, "a store's point read found no value for its key (datastore ErrNoSuchEntity, Pebble and LevelDB ErrNotFound, Aerospike KEY_NOT_FOUND_ERROR, gocb ErrDocumentNotFound)")
	}
	if strings.EqualFold(s, "record not found") || hasSuffixFold(s, ": record not found") {
		return verdict(ambiguous, "an ORM's one-row lookup found no row (GORM ErrRecordNotFound, Diesel NotFound)")
	}
	// TypeORM's EntityNotFoundError (src/error/EntityNotFoundError.ts,
	// thrown by findOneOrFail): "Could not find any entity of type \"X\"
	// matching: {...}" (set 402).
	if hasFold(s, "could not find any entity of type") {
		return verdict(ambiguous, "an ORM's one-row lookup found no row (TypeORM EntityNotFoundError)")
	}
	// Other ORMs' and drivers' own words for the same lookup (lead, after
	// set 422's probes): Django's Model.DoesNotExist "Order matching query
	// does not exist." (django/db/models/query.py get()), Rails'
	// ActiveRecord::RecordNotFound "Couldn't find User with 'id'=42"
	// (activerecord/lib/active_record/core.rb find), JPA's
	// NoResultException "No result found for query", Sequelize's
	// EmptyResultError (rejectOnEmpty), Prisma's NotFoundError "No User
	// found" (findUniqueOrThrow before 5.0), rusqlite's QueryReturnedNoRows
	// and sqlx's RowNotFound as their Debug names.
	if hasAny(s, "matching query does not exist", "no result found for query", "emptyresulterror", "queryreturnednorows", "error::rownotfound") ||
		hasFold(s, "couldn't find ") && hasFold(s, " with '") && (hasFold(s, "recordnotfound") || hasFold(s, "'id'=")) ||
		prismaNoRecord(s) {
		return verdict(ambiguous, "an ORM's one-row lookup found no row (Django DoesNotExist, ActiveRecord RecordNotFound, JPA NoResultException, Prisma NotFoundError)")
	}
	if strings.EqualFold(s, "ent/privacy: deny rule") || hasSuffixFold(s, ": ent/privacy: deny rule") {
		return verdict(denied, "ent privacy.Deny: the schema's privacy policy refuses this viewer the operation")
	}
	for i := range foldMatches(s, "ent: ") {
		if i > 0 && isAlnum(s[i-1]) {
			continue
		}
		rest := s[i+len("ent: "):]
		label, kind, why := "", ambiguous, ""
		switch {
		case hasSuffixFold(rest, " not found"):
			label, why = rest[:len(rest)-len(" not found")], "ent NotFoundError: the lookup found no row"
		case hasSuffixFold(rest, " edge was not loaded"):
			label, kind, why = rest[:len(rest)-len(" edge was not loaded")], invalid, "ent NotLoadedError: the query did not eager-load the edge: ask for it (With<Edge>) in the query"
		case hasSuffixFold(rest, " not singular"):
			label, why = rest[:len(rest)-len(" not singular")], "ent NotSingularError: the lookup found several rows where one was expected"
		default:
			continue
		}
		if label != "" && !strings.ContainsAny(label, " :") {
			return verdict(kind, why)
		}
	}
	if r, ok := bunBuilderError(s); ok {
		return r, true
	}
	return Result{}, false
}

// bunBuilderError reads the errors uptrace/bun's query builder returns
// before any SQL reaches the server, as the last link of the text (set
// 1601, bun v1.3.0 query_*.go, model.go, schema/*.go): a model or
// destination of the wrong shape ("bun: Model(nil)", "bun: Model(non-pointer
// main.User)", "bun: Scan(unsupported string)", "bun: Insert(empty
// []main.User)", "bun: In(non-slice int)"), a guard on the query's own
// form ("bun: Update and Delete queries require at least one Where", "bun:
// WherePK can only be called once", "bun: empty SET clause is not allowed
// in the UPDATE query", "bun: query does not have a table"), and a model
// that lacks what the call named ("bun: main.User does not have column
// \"nick\"", "bun: main.Tag does not have primary keys", "bun: can't find
// column=\"x\""). The program's call is wrong and the goal is fine:
// invalid. A feature the database or toolchain lacks ("bun: merge not
// supported for current dialect", "bun: standard library uuid.UUID
// requires Go 1.27 or newer") is premise. The driver's own errors
// ("pgdriver: ...", a server's SQLSTATE) keep their readings.
func bunBuilderError(s string) (Result, bool) {
	for i := range foldMatches(s, "bun: ") {
		if i > 0 && !(i >= 2 && s[i-2] == ':' && s[i-1] == ' ') {
			continue
		}
		rest := s[i+len("bun: "):]
		if hasAny(rest, "not supported for current dialect", "requires go 1.") {
			return verdict(premise, "bun: the database dialect or Go toolchain lacks the feature the query uses")
		}
		if builderCallShape(rest) || hasAny(rest, "require at least one where", "requires at least one where", "wherepk ", "clause is not allowed", "does not have a table",
			"does not have column", "does not have primary keys", "does not support", "can't find column=", "can't use ", "requires exactly one column",
			"requires a slice", "map slice is empty", "query has no joins", "illegal varchar length", "contains a nul byte", "can't scan ") {
			return verdict(invalid, "bun's query builder refused the call before it reached the database (a model, destination or query of the wrong shape): repair the call")
		}
	}
	return Result{}, false
}

// builderCallShape reports text that opens with a Go method name and its
// refused argument in parentheses, as bun writes its builder errors:
// "Model(nil)", "Scan(non-pointer *int)", "Insert(empty []main.User)".
func builderCallShape(s string) bool {
	if s == "" || s[0] < 'A' || s[0] > 'Z' {
		return false
	}
	for j := 1; j < len(s); j++ {
		switch c := s[j]; {
		case c == '(':
			return j > 1 && strings.HasSuffix(s, ")") || strings.Contains(s[j:], ") (")
		case !isAlnum(c):
			return false
		}
	}
	return false
}

// prismaNoRecord reads Prisma's NotFoundError text, "No <Model> found", as
// the whole message after the error's class name.
func prismaNoRecord(s string) bool {
	for _, p := range [...]string{"notfounderror: ", "prismaclientknownrequesterror: "} {
		if i := indexFold(s, p); i >= 0 {
			rest := strings.TrimSpace(s[i+len(p):])
			if matchAt(rest, 0, "no ") && hasSuffixFold(rest, " found") && strings.Count(rest, " ") == 2 {
				return true
			}
		}
	}
	return false
}

// keyHoldsNothing reads a store's own Go client sentinel for a point read
// (a get by key) whose key holds nothing, as set 115's go-redis redis.Nil
// and gomemcache's cache miss (set 896): cloud.google.com/go/datastore's
// and App Engine's ErrNoSuchEntity "datastore: no such entity" (alone,
// wrapped, or first in a MultiError); Pebble's ErrNotFound "pebble: not found"; goleveldb's ErrNotFound
// "leveldb: not found"; Aerospike's KEY_NOT_FOUND_ERROR; gocb's
// ErrDocumentNotFound, whose Error() is "document not found | {...}". The
// read ran and its answer is empty: ambiguous, as sql.ErrNoRows. A missing
// table, database, bucket, stream or session keeps its reading (premise,
// or Spanner's expired session transient). Spanner's ErrRowNotFound,
// `spanner: code = "NotFound", desc = "row not found(Table: T, PrimaryKey:
// [k])"` from ReadRow, is the same empty point read (sets 501, 896, 997
// and 1050 read it so, against 368), not gRPC NOT_FOUND's missing object.
func keyHoldsNothing(s string) bool {
	s = strings.TrimSpace(s)
	if hasAny(s, "datastore: no such entity", "pebble: not found", "leveldb: not found", "key_not_found_error", "row not found(table: ") {
		return true
	}
	return strings.EqualFold(s, "document not found") || hasPrefixFold(s, "document not found | {")
}

// lookupWithoutKey reports an ORM's missing-record error raised before any
// row was sought, because the key the lookup was given was no key at all
// (set 1401): ActiveRecord's find with nil or an empty list, "Couldn't find
// Order without an ID", and find with an id past the column's integer
// range, "Couldn't find Order with an out of range value for 'id'"
// (activerecord/lib/active_record/core.rb and relation/finder_methods.rb;
// the same words in ActiveHash, Kredis and Modis models). Rails renders
// both as RecordNotFound, a 404, but no record was looked for: the request
// lacked the id or sent one no row can hold, the call's own argument,
// invalid. "Couldn't find Order with 'id'=42" stays a missing record.
func lookupWithoutKey(t string) bool {
	if !hasFold(t, "couldn't find ") {
		return false
	}
	return hasFold(t, " without an id") || hasFold(t, " with an out of range value for '")
}
