package classify

// PostgREST (and Supabase's Data API, which is PostgREST) answers its own
// errors in PostgreSQL's error shape with a PGRST code: {"code":"PGRST202",
// "details":..., "hint":..., "message":...}. PostgreSQL's own errors pass
// through with their SQLSTATE and are read as such. The schema-cache codes
// mirror SQLSTATEs the postgres preset already rules on, and are read the
// same way: a function or column the request names that is not there is the
// request's mistake (42883 and 42703: invalid), a table that is not there is
// a false belief about the schema (42P01: premise). Source:
// https://docs.postgrest.org/en/stable/references/errors.html (PostgREST
// error codes; held-out set 875).
var postgrestCodes = map[string]codeRule{
	// Group 0: the connection to the database.
	"PGRST000": {transient, false, modeFixed, "PostgREST could not connect to the database"},
	"PGRST001": {transient, false, modeFixed, "PostgREST lost its database connection (internal connection error)"},
	"PGRST002": {transient, false, modeFixed, "PostgREST could not build its schema cache from the database"},
	"PGRST003": {transient, true, modeFixed, "PostgREST timed out waiting for a pool connection"},
	// Group 1: the request itself.
	"PGRST100": {invalid, false, modeFixed, "the query string does not parse"},
	"PGRST101": {invalid, false, modeFixed, "a method the function does not take"},
	"PGRST102": {invalid, false, modeFixed, "the request body is not valid"},
	"PGRST103": {invalid, false, modeFixed, "a range the result cannot satisfy"},
	"PGRST105": {invalid, false, modeFixed, "a PUT the endpoint does not take"},
	"PGRST106": {invalid, false, modeFixed, "a schema the API does not expose"},
	"PGRST107": {invalid, false, modeFixed, "a Content-Type the endpoint does not take"},
	"PGRST108": {invalid, false, modeFixed, "a filter on a resource the select does not embed"},
	"PGRST114": {invalid, false, modeFixed, "an UPSERT with a limit"},
	"PGRST115": {invalid, false, modeFixed, "a PUT whose body and filter name different primary keys"},
	"PGRST116": {ambiguous, false, modeFixed, "none or several rows where exactly one was requested"},
	"PGRST117": {invalid, false, modeFixed, "an HTTP method the endpoint does not take"},
	"PGRST118": {invalid, false, modeFixed, "an order by a related table that is not to-one"},
	"PGRST120": {invalid, false, modeFixed, "a filter on an embedded resource that does not parse"},
	"PGRST122": {invalid, false, modeFixed, "a Prefer header the server refuses under handling=strict"},
	"PGRST124": {invalid, false, modeFixed, "the request would affect more rows than its max-affected preference"},
	"PGRST125": {invalid, false, modeFixed, "a path the API does not serve"},
	"PGRST127": {invalid, false, modeFixed, "a feature PostgREST does not implement"},
	// Group 2: the schema cache.
	"PGRST202": {invalid, false, modeFixed, "no function by that name and parameters (PostgreSQL's 42883): fix the call"},
	"PGRST204": {invalid, false, modeFixed, "no such column on the table (PostgreSQL's 42703): fix the call"},
	"PGRST205": {premise, false, modeFixed, "the table is not in the schema (PostgreSQL's 42P01)"},
	// Group 3: JWT.
	"PGRST300": {premise, false, modeFixed, "the server has no JWT secret configured: its operator must set one"},
	"PGRST301": {denied, false, modeFixed, "the JWT is invalid"},
	"PGRST302": {denied, false, modeFixed, "anonymous access is off and the request carries no JWT"},
	"PGRST303": {denied, false, modeFixed, "the JWT's claims do not validate (expired or wrong audience)"},
	// Group X: PostgREST's own bug.
	"PGRSTX00": {transient, false, modeFixed, "an internal PostgREST error"},
}
