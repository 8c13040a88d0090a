package classify

import "strings"

// pgSetupRefine reads the PostgreSQL failures whose SQLSTATE says one thing
// and whose words say what the database is set up with (set 58, captured
// live from pgx): the state is right about the statement's form and wrong
// about the cause.
//
//   - 42883 for a function or operator that only an extension provides
//     (uuid-ossp's uuid_generate_v4(), pg_trgm's similarity() and its
//     "text % unknown"): no cast matches a
//     function the catalog lacks under every argument type, so the HINT's
//     "add explicit type casts" does not apply; the database lacks the
//     module (CREATE EXTENSION, or a plan without it): premise.
//   - a data exception (a value out of range, too long, of the wrong form)
//     that a schema migration meets: ALTER COLUMN ... TYPE converts the rows
//     the table holds (sql-altertable.html: "the existing data in the
//     column is converted"), so it is a stored row that does not fit the
//     new rule, as 23502 "contains null values" when NOT NULL is added:
//     premise.
//   - 42704 "has no default operator class for access method": the type
//     exists; the statement must name an operator class (the server's
//     HINT) or index an expression: invalid.
//   - 42704 'text search configuration "englsh" does not exist' for a
//     near-miss of a configuration PostgreSQL ships (english, simple,
//     german...; textsearch-configuration.html, \dF): the name is an
//     argument the call misspelt, as a model id typo is (set 258): invalid.
//     A name that is not one edit or two from a shipped one (a custom
//     "public.docs_cfg") stays the catalog's: premise.
//   - 42704 'type "jsonbb" does not exist' for a name one edit from a
//     built-in type (datatype.html Table 8.1: jsonb, timestamptz,
//     varchar, integer...) that is not itself a type: the statement
//     misspelt a type PostgreSQL always has, so nothing is missing from
//     the catalog (set 1027): invalid. A name further off, or an
//     extension's type (citext, hstore, vector...), stays the catalog's:
//     premise.
//   - class 55 "must be declared NOT NULL before identity can be added":
//     the statement's own prerequisite that the same migration declares
//     first (ALTER COLUMN ... SET NOT NULL); no other session holds
//     anything: invalid.
//   - 42P17 "would overlap partition", "conflicts with existing default
//     partition": another partition already holds the range the new one
//     was to take (sql-createtable.html PARTITION OF): conflict.
func pgSetupRefine(state, text string) (Result, bool) {
	switch {
	case state == "42883" && (extensionFunction(text) || trigramOperator(text)):
		return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 42883 for a function an extension provides: the database lacks the extension (CREATE EXTENSION), no cast helps"}, true
	case state[:2] == "22" && migrationConverts(state, text):
		return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE " + state + " while a migration converts the stored rows: a row already stored does not fit the new type or rule"}, true
	case state == "42704" && hasFold(text, "no default operator class"):
		return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 42704: the type has no default operator class for this index method: name an operator class or index an expression"}, true
	case state == "42704" && misspeltShippedTSConfig(text):
		return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 42704 for a misspelt name of a text search configuration PostgreSQL ships: fix the argument"}, true
	case state == "42704" && misspeltBuiltinType(text):
		return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE 42704 for a misspelt name of a built-in type: fix the statement"}, true
	case state[:2] == "55" && hasFold(text, "must be declared not null"):
		return Result{Kind: invalid, Code: state, Reason: "postgres: SQLSTATE " + state + ": the statement needs the column declared NOT NULL first: run that step before it"}, true
	case state[:2] == "28" && matches(clientAuthMatcher, text):
		return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE " + state + " from a client that cannot speak the server's authentication method: upgrade the driver or change the server's method"}, true
	case state == "42501" && extensionAllowlist(text):
		return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 42501 for an extension the managed service's allow-list parameter leaves out (rds.allowed_extensions, azure.extensions): the instance's parameters must change, no grant helps"}, true
	case state == "42P17" && partitionRangeHeld(text):
		return Result{Kind: conflict, Code: state, Reason: "postgres: SQLSTATE 42P17: another partition already holds this range: use it"}, true
	case (state == "42804" || state == "42P21" || state == "42P17") && childShapeMismatch(text): // pgpartition.go
		return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE " + state + ": the existing table does not match the parent it is to join (a column, type or constraint): alter it first"}, true
	case (state == "42P17" || state == "42809") && notPartitionedParent(text):
		return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE " + state + ": the named parent is an ordinary table, not partitioned: migrate it first"}, true
	case state == "42P16" && schemaDependents(text): // schemadeps.go
		return Result{Kind: premise, Code: state, Reason: "postgres: SQLSTATE 42P16: the table's partition key is built on this column: only a rebuilt table changes it"}, true
	}
	return Result{}, false
}

// pgSetupWords is pgSetupRefine for text without a SQLSTATE (lib/pq,
// psycopg, node-postgres, logs), where the server's words survive.
func pgSetupWords(text string) (Result, bool) {
	switch {
	case hasFold(text, "does not exist") && (extensionFunction(text) || trigramOperator(text)):
		return pgSetupRefine("42883", text)
	case hasFold(text, "no default operator class for access method"):
		return pgSetupRefine("42704", text)
	case partitionRangeHeld(text):
		return pgSetupRefine("42P17", text)
	case childShapeMismatch(text):
		return pgSetupRefine("42804", text)
	case notPartitionedParent(text):
		return pgSetupRefine("42P17", text)
	case hasFold(text, "extension") && extensionAllowlist(text):
		return pgSetupRefine("42501", text)
	case hasFold(text, "does not exist") && misspeltShippedTSConfig(text):
		return pgSetupRefine("42704", text)
	case hasFold(text, "does not exist") && misspeltBuiltinType(text):
		return pgSetupRefine("42704", text)
	}
	return Result{}, false
}

// extensionAllowlist reports a managed PostgreSQL's allow-list of
// extensions named as what refused CREATE EXTENSION: Amazon RDS's HINT
// 'This extension is not specified in "rds.allowed_extensions".' under
// 42501 "permission denied to create extension" (set 1252), Azure
// Database for PostgreSQL's 'extension "x" is not allow-listed' and its
// azure.extensions parameter. The words "permission denied" are the
// server's; the parameter, not a grant, decides, so the instance's
// setup must change: premise. A HINT that asks for a superuser stays
// denied.
func extensionAllowlist(text string) bool {
	return hasAny(text, "rds.allowed_extensions", "azure.extensions", "is not allow-listed")
}

// migrationStates are the data exceptions a conversion of stored values
// raises; 22023 (a parameter's value) and the COPY and regex states are
// the statement's own.
var migrationStates = map[string]bool{
	"22001": true, "22003": true, "22P02": true, "22007": true, "22008": true,
	"22021": true, "22P05": true, "22004": true, "22018": true,
}

// migrationConverts reports a data exception raised by a schema change:
// the text names a migration (a migration tool's frame: golang-migrate's
// "migration failed", goose's "failed to run SQL migration", Flyway's
// "Migration V3__x.sql failed", Rails' "all later migrations canceled", a
// tool's "migrate: 0019_x.sql") or quotes a column type change ("ALTER
// TABLE t ALTER [COLUMN] c TYPE", "SET DATA TYPE"; COLUMN is optional).
func migrationConverts(state, text string) bool {
	if !migrationStates[state] {
		return false
	}
	if hasFold(text, "set data type") {
		return true
	}
	// The quoted statement follows the server's words, which say "for
	// type ..." themselves: only a TYPE after ALTER is the statement's.
	i := indexFold(text, "alter column")
	if i < 0 {
		i = indexFold(text, "alter table")
	}
	if i >= 0 && hasFold(text[i:], " type ") {
		return true
	}
	return hasFold(text, "migrat")
}

// partitionRangeHeld reports PostgreSQL's words for a new partition whose
// bounds another partition of the parent already covers (partbounds.c
// check_new_partition_bound).
func partitionRangeHeld(text string) bool {
	return hasFold(text, "would overlap partition") || hasFold(text, "conflicts with existing default partition")
}

// extensionFunctions are functions that PostgreSQL's contrib modules and
// the common extensions create (uuid-ossp, pg_trgm, pgcrypto,
// fuzzystrmatch, unaccent, hstore, earthdistance, tablefunc, ltree,
// dblink, pgstattuple, pg_stat_statements, pgvector, TimescaleDB), by the
// name the server's "function name(types) does not exist" quotes. PostGIS's
// are read by their "st_" prefix.
var extensionFunctions = map[string]bool{
	"uuid_generate_v1": true, "uuid_generate_v1mc": true, "uuid_generate_v3": true, "uuid_generate_v4": true, "uuid_generate_v5": true,
	"uuid_nil": true, "uuid_ns_dns": true, "uuid_ns_url": true, "uuid_ns_oid": true, "uuid_ns_x500": true,
	"similarity": true, "word_similarity": true, "strict_word_similarity": true, "show_trgm": true, "show_limit": true, "set_limit": true,
	"crypt": true, "gen_salt": true, "digest": true, "hmac": true, "gen_random_bytes": true, "armor": true, "dearmor": true,
	"pgp_sym_encrypt": true, "pgp_sym_decrypt": true, "pgp_pub_encrypt": true, "pgp_pub_decrypt": true,
	"levenshtein": true, "levenshtein_less_equal": true, "soundex": true, "difference": true, "metaphone": true, "dmetaphone": true, "dmetaphone_alt": true, "daitch_mokotoff": true,
	"unaccent": true,
	"hstore":   true, "akeys": true, "avals": true, "skeys": true, "svals": true, "hstore_to_json": true, "hstore_to_jsonb": true,
	"ll_to_earth": true, "earth_distance": true, "earth_box": true, "cube": true, "cube_distance": true,
	"crosstab": true, "normal_rand": true, "connectby": true,
	"nlevel": true, "subltree": true, "subpath": true, "text2ltree": true, "ltree2text": true,
	"dblink": true, "dblink_connect": true, "dblink_exec": true,
	"pgstattuple": true, "pg_stat_statements": true, "pg_stat_statements_reset": true,
	"vector_dims": true, "l2_distance": true, "cosine_distance": true, "inner_product": true, "l1_distance": true, "vector_norm": true,
	"time_bucket": true, "time_bucket_gapfill": true, "create_hypertable": true, "add_retention_policy": true, "add_compression_policy": true,
}

// extensionFunction reports a "function name(...) does not exist" whose
// name an extension provides, the schema prefix set aside.
func extensionFunction(text string) bool {
	i := indexFold(text, "function ")
	if i < 0 {
		return false
	}
	s := text[i+len("function "):]
	end := 0
	for end < len(s) && (isAlnum(s[end]) || s[end] == '_' || s[end] == '.' || s[end] == '"') {
		end++
	}
	if end == 0 || end >= len(s) || s[end] != '(' {
		return false
	}
	name := s[:end]
	if j := strings.LastIndexByte(name, '.'); j >= 0 {
		name = name[j+1:]
	}
	if len(name) > 2 && name[0] == '"' && name[len(name)-1] == '"' {
		name = name[1 : len(name)-1]
	}
	if len(name) > 3 && (name[:3] == "st_" || name[:3] == "ST_") {
		return true
	}
	// The server prints the name as created, lower-case unless quoted;
	// extension functions are all lower-case.
	if !extensionFunctions[name] {
		return false
	}
	// A function that takes only strings, called on a number or a date:
	// no installed extension takes those types, a cast is needed in every
	// database (set 189): the call's, not the setup's.
	return !(textOnlyExtensionFunctions[name] && nonStringArgument(s[end+1:]))
}

// textOnlyExtensionFunctions are the extension functions whose first one
// or two arguments are strings in every form (pgtrgm.html,
// fuzzystrmatch.html, unaccent.html); levenshtein's costs and metaphone's
// length that follow are integers, so only the first two are read.
var textOnlyExtensionFunctions = map[string]bool{
	"similarity": true, "word_similarity": true, "strict_word_similarity": true, "show_trgm": true,
	"levenshtein": true, "soundex": true, "difference": true, "dmetaphone": true, "dmetaphone_alt": true, "daitch_mokotoff": true,
	"unaccent": true,
}

// nonStringArgument reports an argument list ("integer, integer) does not
// exist") whose first or second type is other than a string type or
// "unknown" (an untyped literal).
func nonStringArgument(args string) bool {
	end := strings.IndexByte(args, ')')
	if end < 0 {
		return false
	}
	list := strings.Split(args[:end], ",")
	if len(list) > 2 {
		list = list[:2]
	}
	for _, a := range list {
		switch strings.ToLower(strings.TrimSpace(a)) {
		case "", "text", "unknown", "character varying", "character", "bpchar", "name", "citext", "regdictionary":
		default:
			return true
		}
	}
	return false
}

// trigramOperators are pg_trgm's operators on text (pgtrgm.html Table
// F.27); core PostgreSQL defines none of them for text ("%" is modulo of
// numbers, "<->" distance of geometric types), so "operator does not
// exist: text % unknown" is a database without pg_trgm.
var trigramOperators = map[string]bool{
	"%": true, "<%": true, "%>": true, "<<%": true, "%>>": true,
	"<->": true, "<<->": true, "<->>": true, "<<<->": true, "<->>>": true,
}

// trigramOperator reports "operator does not exist: text % unknown" (or
// character varying) for one of pg_trgm's operators.
func trigramOperator(text string) bool {
	i := indexFold(text, "operator does not exist: ")
	if i < 0 {
		return false
	}
	s := text[i+len("operator does not exist: "):]
	switch {
	case len(s) > 5 && hasFold(s[:5], "text "):
		s = s[5:]
	case len(s) > 18 && hasFold(s[:18], "character varying "):
		s = s[18:]
	default:
		return false
	}
	end := 0
	for end < len(s) && s[end] != ' ' {
		end++
	}
	return trigramOperators[s[:end]]
}

// shippedTSConfigs are the text search configurations PostgreSQL creates in
// pg_catalog (src/backend/snowball, textsearch-configuration.html).
var shippedTSConfigs = [...]string{"simple", "arabic", "armenian", "basque", "catalan",
	"danish", "dutch", "english", "finnish", "french", "german", "greek", "hindi",
	"hungarian", "indonesian", "irish", "italian", "lithuanian", "nepali", "norwegian",
	"portuguese", "romanian", "russian", "serbian", "spanish", "swedish", "tamil",
	"turkish", "yiddish"}

// misspeltShippedTSConfig reports whether text names a missing text search
// configuration that is one or two edits from a shipped one but not one.
func misspeltShippedTSConfig(text string) bool {
	const lead = "text search configuration \""
	i := strings.Index(strings.ToLower(text), lead)
	if i < 0 {
		return false
	}
	rest := text[i+len(lead):]
	j := strings.IndexByte(rest, '"')
	if j < 0 {
		return false
	}
	name := strings.TrimPrefix(strings.ToLower(rest[:j]), "pg_catalog.")
	if len(name) < 5 {
		return false
	}
	for _, c := range shippedTSConfigs {
		if name == c {
			return false
		}
	}
	for _, c := range shippedTSConfigs {
		if editsWithin2(name, c) {
			return true
		}
	}
	return false
}

// editsWithin2 reports whether a and b are at most two single-byte edits
// (insert, delete, substitute, swap of neighbours) apart.
func editsWithin2(a, b string) bool {
	if d := len(a) - len(b); d > 2 || d < -2 {
		return false
	}
	prev2 := make([]int, len(b)+1)
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
			if i > 1 && j > 1 && a[i-1] == b[j-2] && a[i-2] == b[j-1] {
				cur[j] = min(cur[j], prev2[j-2]+1)
			}
		}
		prev2, prev, cur = prev, cur, prev2
	}
	return prev[len(b)] <= 2
}

// builtinTypes are PostgreSQL's built-in type names and aliases
// (datatype.html Table 8.1, and the internal names format_type prints).
var builtinTypes = map[string]bool{
	"bigint": true, "int8": true, "bigserial": true, "serial8": true, "bit": true, "varbit": true,
	"boolean": true, "bool": true, "box": true, "bytea": true, "character": true, "char": true,
	"varchar": true, "bpchar": true, "cidr": true, "circle": true, "date": true, "integer": true,
	"int": true, "int4": true, "int2": true, "smallint": true, "interval": true, "json": true,
	"jsonb": true, "jsonpath": true, "line": true, "lseg": true, "macaddr": true, "macaddr8": true,
	"money": true, "numeric": true, "decimal": true, "path": true, "pg_lsn": true, "point": true,
	"polygon": true, "real": true, "float4": true, "float8": true, "float": true, "smallserial": true,
	"serial2": true, "serial": true, "serial4": true, "text": true, "time": true, "timetz": true,
	"timestamp": true, "timestamptz": true, "tsquery": true, "tsvector": true, "uuid": true,
	"xml": true, "int4range": true, "int8range": true, "numrange": true, "tsrange": true,
	"tstzrange": true, "daterange": true, "regclass": true, "oid": true, "name": true, "inet": true,
}

// extensionTypes are types that extensions create; a name one edit from
// a built-in among them is the extension's, not a typo.
var extensionTypes = map[string]bool{
	"citext": true, "hstore": true, "ltree": true, "lquery": true, "cube": true, "seg": true,
	"isbn": true, "issn": true, "ean13": true, "upc": true, "geometry": true, "geography": true,
	"vector": true, "halfvec": true, "sparsevec": true, "semver": true,
}

// misspeltBuiltinType reports 'type "X" does not exist' where X is not a
// type PostgreSQL ships but is one edit (insert, delete, substitute; editsWithin, collseq.go)
// from one.
func misspeltBuiltinType(text string) bool {
	const lead = "type \""
	i := indexFold(text, lead)
	if i < 0 || (i > 0 && (isAlnum(text[i-1]) || text[i-1] == '_')) {
		return false
	}
	rest := text[i+len(lead):]
	j := strings.IndexByte(rest, '"')
	if j < 0 || !matchAt(rest[j:], 0, "\" does not exist") {
		return false
	}
	// Only the quoted name is lowered, for the table lookups.
	name := strings.TrimPrefix(strings.ToLower(rest[:j]), "pg_catalog.")
	if len(name) < 4 || builtinTypes[name] || extensionTypes[name] || strings.Contains(name, ".") {
		return false
	}
	for t := range builtinTypes {
		if len(t) >= 4 && editsWithin(name, t, 1) {
			return true
		}
	}
	return false
}

// clientAuthWords: a database client that cannot speak the authentication
// method the server asks for (pgJDBC "The authentication type 10 is not
// supported", libpq "SCRAM authentication requires libpq version 10 or
// above", lib/pq "unknown authentication response: 10", MySQL 1251 "Client
// does not support authentication protocol requested by server"). The
// credentials were never judged, so no grant is missing: the client library
// is older than the server's setup, premise, under the connect's 28000 too
// (set 1110). The wording tables read it in bare text (toolwords.go).
var clientAuthWords = []pattern{
	{text: "authentication type 10 is not supported", kind: premise, reason: "the database client cannot speak the server's authentication method (SCRAM): upgrade the driver or change the server's method"},
	{text: "scram authentication requires libpq", kind: premise, reason: "the database client cannot speak the server's authentication method (SCRAM): upgrade libpq"},
	{text: "unknown authentication response: 10", kind: premise, reason: "the database client cannot speak the server's authentication method (SCRAM): upgrade the driver"},
	{text: "does not support authentication protocol requested by server", kind: premise, reason: "the database client cannot speak the server's authentication method: upgrade the client"},
	// The same for a method the client was built without (set 1208): pgx
	// answers the server's GSS request with "kerberos error: no GSSAPI
	// provider registered" unless the program registers one (pgconn
	// krb5.go, RegisterGSSProvider), libpq built without GSSAPI says
	// "GSSAPI authentication not supported" (fe-auth.c). No credential was
	// judged: premise. The server's own "GSSAPI authentication failed for
	// user" stays denied.
	{text: "no gssapi provider registered", kind: premise, reason: "the database client has no GSSAPI provider for the server's authentication method (pgx RegisterGSSProvider): register one or change the server's method"},
	{text: "gssapi authentication not supported", kind: premise, reason: "the database client was built without GSSAPI, the server's authentication method (libpq)"},
}

var clientAuthMatcher = newMatcher(clientAuthWords)
