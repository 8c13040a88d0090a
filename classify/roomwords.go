package classify

import "strings"

// Classes of set 37's vocabulary: the same fact in other engines' words.
// Set 37 held each class in one vendor's text (PostgreSQL 53100 and
// 55P03, IAM DeleteConflict, grpc-go's message size, a retired model); the
// other engines that say the same thing had no rule.

var (
	// storeFullWords: a store that has run out of room, in each database
	// engine's words. No retry frees the space; someone must (PostgreSQL's
	// disk-full.html), so premise, as ENOSPC and SQLSTATE 53100. Sources:
	// MySQL ER_RECORD_FILE_FULL 1114 "The table '%s' is full"; SQL Server
	// 1105 "Could not allocate space for object ... because the 'PRIMARY'
	// filegroup is full" and 9002 "The transaction log for database '%ls'
	// is full due to '%ls'"; Oracle ORA-01653/ORA-01654 "unable to extend
	// table/index ... in tablespace".
	storeFullWords = []pattern{
		{text: "could not allocate space for object", kind: premise, reason: "the database's filegroup is full (SQL Server 1105): free or add space"},
		{text: "filegroup is full", kind: premise, reason: "the database's filegroup is full (SQL Server 1105): free or add space"},
		{text: "' is full", kind: premise, reason: "a table or log is full (MySQL 1114, SQL Server 9002): free or add space"},
		{text: "unable to extend table", kind: premise, reason: "the tablespace is full (ORA-01653): free or add space"},
		{text: "unable to extend index", kind: premise, reason: "the tablespace is full (ORA-01654): free or add space"},
		// Set 1328: memcached started with -M ("return error on memory
		// exhausted instead of evicting"): SERVER_ERROR "out of memory
		// storing object", as gomemcache wraps it ("memcache: unexpected
		// response line from \"set\": ..."). Nothing frees the memory by
		// waiting, as Redis's OOM under maxmemory.
		{text: "out of memory storing object", kind: premise, reason: "the cache is full and evicts nothing (memcached -M): free or add memory"},
		// The same, a store that has reached the size it may hold, under
		// whatever status the service gives it: Azure Cosmos DB's 403
		// (substatus 1014) "Partition key reached maximum size of 20 GB",
		// Azure SQL Database 40544 "The database 'x' has reached its size
		// quota", Azure Service Bus QuotaExceeded "The maximum entity size
		// has been reached or exceeded" (set 115). A request body over a
		// size is the call's (oversizeWords), so the words name the store.
		{text: "partition key reached maximum size", kind: premise, reason: "the store has reached the size it may hold: free or move data first"},
		{text: "reached its maximum size", kind: premise, reason: "the store has reached the size it may hold: free or move data first"},
		{text: "reached its size quota", kind: premise, reason: "the store has reached the size it may hold: free or move data first"},
		{text: "maximum entity size has been reached", kind: premise, reason: "the store has reached the size it may hold: free or move data first"},
		// Cloudflare D1's "D1_ERROR: Exceeded maximum DB size" (D1 limits:
		// a database's maximum size; set 649).
		{text: "exceeded maximum db size", kind: premise, reason: "the store has reached the size it may hold: free or move data first"},
		// Meilisearch's database_size_limit_reached "Maximum database size
		// has been reached." (a 500 of type internal; set 1167).
		{text: "maximum database size has been reached", kind: premise, reason: "the store has reached the size it may hold: free or move data first"},
		// The same with its limit named, as the error spec words it
		// ("Maximum database size of `100GiB` has been reached."; set 1413).
		{text: "maximum database size of", kind: premise, reason: "the store has reached the size it may hold: free or move data first"},
		// An account's storage allowance said used up, under whatever
		// status (Box's 403 storage_limit_exceeded "Account storage limit
		// reached", Salesforce's "storage limit exceeded"): free space or
		// raise the plan, not a permission (held-out set 661).
		{text: "storage limit reached", kind: premise, reason: "the account's storage allowance is used up: free space or raise the plan"},
		{text: "storage limit exceeded", kind: premise, reason: "the account's storage allowance is used up: free space or raise the plan"},
		{text: "storage_limit_exceeded", kind: premise, reason: "the account's storage allowance is used up: free space or raise the plan"},
		// The same allowance said reached with its size or as "the storage
		// limit": Anthropic's Files API 403 "Your organization has reached
		// the 100GB storage limit" (held-out set 1211). A request's own
		// size over a limit stays the call's (oversizeWords).
		{text: "gb storage limit", kind: premise, reason: "the account's storage allowance is used up: free space or raise the plan"},
		{text: "tb storage limit", kind: premise, reason: "the account's storage allowance is used up: free space or raise the plan"},
		{text: "reached the storage limit", kind: premise, reason: "the account's storage allowance is used up: free space or raise the plan"},
		{text: "reached its storage limit", kind: premise, reason: "the account's storage allowance is used up: free space or raise the plan"},
		// Vimeo's upload 403 4101 "The authenticated user's maximum disk
		// space has been reached." (Vimeo OpenAPI, set 1336): the account's
		// storage, not a permission.
		{text: "maximum disk space has been reached", kind: premise, reason: "the account's storage allowance is used up: free space or raise the plan"},
		{text: "disk space limit has been reached", kind: premise, reason: "the account's storage allowance is used up: free space or raise the plan"},
		// SFTPGo's ErrQuotaExceeded "denying write due to space limit",
		// under SSH_FX_FAILURE over SFTP and bare over its other
		// protocols: the user's disk quota is spent (held-out set 1178).
		{text: "due to space limit", kind: premise, reason: "the user's disk quota is spent: free space or raise the quota"},
	}
	// lockNowWords: a lock the statement asked for without waiting (NOWAIT)
	// and did not get: another transaction holds it now, so a later try
	// gets it, as PostgreSQL's 55P03. Sources: MySQL ER_LOCK_NOWAIT 3572
	// "Statement aborted because lock(s) could not be acquired immediately
	// and NOWAIT is set."; Oracle ORA-00054 "resource busy and acquire with
	// NOWAIT specified or timeout expired".
	lockNowWords = []pattern{
		// Set 1487: a try-lock that came back false because another session
		// holds the lock now (PostgreSQL pg_try_advisory_lock /
		// pg_try_advisory_xact_lock, functions-admin.html: "will either
		// obtain the lock immediately and return true, or return false if
		// the lock cannot be acquired immediately"), as a tool reports it:
		// "another session holds ...", "... held by another session". The
		// holder releases it in time: a wait, as 55P03.
		{text: "another session holds", kind: transient, reason: "another session holds the lock now: try again once it is released"},
		{text: "held by another session", kind: transient, reason: "another session holds the lock now: try again once it is released"},
		// An edit lock another user or app holds on the object now (DocuSign
		// EDIT_LOCK_NOT_LOCK_OWNER "The user is not the owner of the lock. The
		// template is locked by another user or in another application"; the
		// lock ends at its lockDurationInSeconds or on release; set 1332).
		{text: "locked by another user", kind: transient, reason: "another user holds the edit lock now: try again once it expires or is released"},
		{text: "locked by another application", kind: transient, reason: "another application holds the edit lock now: try again once it expires or is released"},
		{text: "could not be acquired immediately", kind: transient, reason: "a lock asked for without waiting is held by another transaction: try again"},
		{text: "nowait is set", kind: transient, reason: "a lock asked for without waiting is held by another transaction: try again"},
		// A lease another client holds, in the words alone (no code to
		// read): a lease ends at its TTL or on release, so it is a wait,
		// as codes.go's Azure Lease* codes (set 166's lock ruling). Fly.io
		// Machines "machine ID <id> lease currently held by <owner>,
		// expires at <time>"; Azure Storage LeaseIdMissing "There is
		// currently a lease on the blob and no lease ID was specified in
		// the request.", LeaseAlreadyPresent "There is already a lease
		// present." (held-out set 755).
		{text: "lease currently held by", kind: transient, reason: "a lease another client holds until it expires: wait for it to end"},
		{text: "currently a lease on the", kind: transient, reason: "a lease another client holds until it expires: wait for it to end"},
		{text: "already a lease present", kind: transient, reason: "a lease another client holds until it expires: wait for it to end"},
		// An enqueue lock another user's session holds on a business
		// document, named with its holder: SAP's V1/042 "Sales document
		// 7740012 is currently being processed (by user X)", M3/897 "The
		// material X is currently being processed by user Y", Salesforce
		// UNABLE_TO_LOCK_ROW "unable to obtain exclusive access to this
		// record" (also inside a trigger's DmlException). The lock ends with
		// the holder's transaction: a wait (held-out set 774).
		{text: "currently being processed (by user", kind: transient, reason: "another user's session holds the document's lock until its transaction ends: wait"},
		{text: "currently being processed by user", kind: transient, reason: "another user's session holds the document's lock until its transaction ends: wait"},
		{text: "unable to obtain exclusive access to this record", kind: transient, reason: "another transaction holds the record's row lock: try again"},
	}
)

// lockNowMatcher reads lockNowWords alone, for a 4xx body (worldstate.go
// overInvalidText).
var lockNowMatcher = newMatcher(lockNowWords)

// usedByOther finds a delete refused because another object still uses
// the target, in the words of the refusal and the user together: Docker
// "unable to delete 3f2a8c1b9d4e (cannot be forced) - image is being used
// by running container 9a7b6c5d4e3f" (moby daemon/images/image_delete.go),
// Azure "Subnet default is in use by .../ipConfigurations/ipconfig1 and
// cannot be deleted" (InUseSubnetCannotBeDeleted). It is IAM's
// DeleteConflict in other words: free the user first, then delete
// (premise), not a wrong call and not a wait.
func usedByOther(t string) bool {
	// Docker's volume remove (moby volume/service errVolumeInUse: "remove
	// data: volume is in use - [3f2a9c1b7d4e]") and Podman's ("volume data
	// is being used by the following container(s): 4c1f...") name the
	// containers that hold it, with no refusal verb (set 1094's note).
	if hasAny(t, "volume is in use - [", "is being used by the following container") {
		return true
	}
	// Docker's untag of a reference a container was made from (moby
	// daemon/images/image_delete.go: "conflict: unable to remove repository
	// reference \"app:1.4\" (must force) - container 7b9c1e2d3f4a is using
	// its referenced image 0d3f5a6b7c8d"): the user is named before the
	// verb, not after "used by"; the same refusal (set 1198).
	if hasAny(t, "is using its referenced image") && hasAny(t, "unable to remove", "unable to delete") {
		return true
	}
	return hasAny(t, "is in use by", "is being used by", "is still used by", "is still in use by") &&
		hasAny(t, "cannot be deleted", "can't be deleted", "can not be deleted", "unable to delete", "cannot delete",
			"cannot be removed", "can't be removed", "unable to remove", "cannot remove", "could not be deleted", "failed to delete",
			// The refusal told as its remedy (Unleash's 409 ConflictError
			// "This context field is in use by existing flags. To delete
			// it, first remove its usage from all flags.", set 1656).
			"to delete it, first", "before it can be deleted", "before deleting it")
}

// modelRetired finds a model the provider has switched off, in the words
// that the deprecation lists do not hold: Groq's model_decommissioned
// "The model `llama3-70b-8192` has been decommissioned and is no longer
// supported" (console.groq.com/docs/deprecations). As a retired model
// under not_found_error (codes.go), the plan names a model that no longer
// runs: premise, choose another.
func modelRetired(t string) bool {
	return hasWord(t, "model") && hasAny(t, "has been decommissioned", "was decommissioned", "been sunset")
}

// otherSQLWords: set 37's PostgreSQL classes in the words of MySQL, SQL
// Server and Oracle, whose errors reach a Go agent as bare text (go-sql-
// driver/mysql "Error 1406 (22001): ...", go-mssqldb "mssql: ...",
// godror "ORA-NNNNN: ..."). Each line is the engine's message for the
// SQLSTATE set 37 held, with the same verdict:
//   - 25P02, a transaction that failed and must be run again from its start:
//     SQL Server 3930 "The current transaction cannot be committed and
//     cannot support operations that write to the log file."
//   - 22001, a value longer than its column: SQL Server 2628 "String or
//     binary data would be truncated"; Oracle ORA-12899 "value too large for
//     column" (MySQL 1406 "Data too long for column" had its rule).
//   - 42883, a function the engine does not know by that name: SQL Server
//     195 "is not a recognized built-in function name".
//   - 25006, a database that takes no writes: SQL Server 3906 "because the
//     database is read-only".
//   - 42501 and 42P01 in SQL Server's words: 229 "permission was denied on
//     the object", 208 "Invalid object name" (a table that does not exist,
//     which the word "invalid" would read as a wrong call).
//   - 23503 in MySQL's: 1451/1452 "a foreign key constraint fails".
var otherSQLWords = []pattern{
	// A column the query names that the engine cannot resolve, in the
	// analysers' words: Trino/Presto/Athena's COLUMN_NOT_FOUND ("Column
	// 'x' cannot be resolved", named by Athena and the Trino clients),
	// Spark/Databricks' UNRESOLVED_COLUMN ("with name `x` cannot be
	// resolved"), Calcite/Flink's "Column 'x' not found in any table": a
	// typo'd column, invalid as PostgreSQL's 42703 and MySQL's 1054 read.
	// Athena appends "or requester is not authorized to access requested
	// resources" to its not-found answers (Lake Formation); that hedge is
	// no refusal, so these come ahead of deniedWords, and a schema or table
	// that "does not exist or requester is not authorized" is premise as
	// TABLE_NOT_FOUND's plain "does not exist" (set 327).
	{text: "column_not_found", kind: invalid, reason: "a column the query names cannot be resolved (COLUMN_NOT_FOUND): fix the query"},
	{text: "unresolved_column", kind: invalid, reason: "a column the query names cannot be resolved (Spark UNRESOLVED_COLUMN): fix the query"},
	{text: "` cannot be resolved", kind: invalid, reason: "a column the query names cannot be resolved: fix the query"},
	{text: "not found in any table", kind: invalid, reason: "a column the query names is in no table of the query: fix the query"},
	{text: "does not exist or requester is not authorized", kind: premise, reason: "the schema or table does not exist (Athena's not-found, hedged for access): replan"},
	{text: "cannot be committed and cannot support operations that write to the log", kind: premise, reason: "the transaction is doomed (SQL Server 3930): roll it back and run it again from its start"},
	{text: "string or binary data would be truncated", kind: invalid, reason: "a value is longer than its column (SQL Server 2628): shorten it"},
	{text: "value too large for column", kind: invalid, reason: "a value is longer than its column (ORA-12899): shorten it"},
	{text: "is not a recognized built-in function name", kind: invalid, reason: "no function by that name (SQL Server 195): fix the call"},
	{text: "because the database is read-only", kind: premise, reason: "the database takes no writes (SQL Server 3906)"},
	{text: "permission was denied on the object", kind: denied, reason: "the login lacks the permission (SQL Server 229)"},
	{text: "invalid object name", kind: premise, reason: "the table or view does not exist (SQL Server 208)"},
	{text: "a foreign key constraint fails", kind: premise, reason: "the parent row is missing or children still reference it (MySQL 1451/1452)"},
	// Set 809: a foreign key the DDL cannot define (types differ, the
	// referenced columns carry no key), unlike the row-level "fails" above:
	// MySQL 1215, MariaDB errno 150, SQL Server 1776/1778. Fix the DDL.
	{text: "cannot add foreign key constraint", kind: invalid, reason: "the foreign key cannot be defined (MySQL 1215): fix the DDL"},
	{text: "foreign key constraint is incorrectly formed", kind: invalid, reason: "the foreign key cannot be defined (MariaDB errno 150): fix the DDL"},
	{text: "no primary or candidate keys in the referenced table", kind: invalid, reason: "the foreign key names no key (SQL Server 1776): fix the DDL"},
	{text: "is not the same data type as referencing column", kind: invalid, reason: "the foreign key's columns differ in type (SQL Server 1778): fix the DDL"},
	// Set 114: 23503 in SQL Server's words, 547 "The INSERT statement
	// conflicted with the FOREIGN KEY constraint" (the parent row is
	// missing) and "The DELETE statement conflicted with the REFERENCE
	// constraint" (child rows still point at it): the world, not the call.
	{text: "conflicted with the foreign key constraint", kind: premise, reason: "the parent row is missing (SQL Server 547, as 23503): create it first"},
	{text: "conflicted with the reference constraint", kind: premise, reason: "rows still reference this one (SQL Server 547, as 23503): remove them first"},
	// Set 64: a value the call sent that its column cannot hold, as
	// PostgreSQL's 23502 and class 22, in MySQL's words: 1048 "Column 'x'
	// cannot be null", 1292 "Incorrect datetime value", 1366 "Incorrect
	// integer value", 1265 "Data truncated for column", 1264 "Out of range
	// value for column".
	{text: "' cannot be null", kind: invalid, reason: "a required value is missing (MySQL 1048): supply it"},
	// Set 809: a NOT NULL column the statement gave no value and the table
	// no default, as 23502 in each engine's words (MySQL/MariaDB 1364, SQL
	// Server 515, Oracle ORA-01400, Snowflake 100072): supply the column.
	{text: "doesn't have a default value", kind: invalid, reason: "a NOT NULL column got no value and has no default (MySQL 1364): supply it"},
	{text: "column does not allow nulls", kind: invalid, reason: "a NOT NULL column got no value (SQL Server 515): supply it"},
	{text: "cannot insert null into", kind: invalid, reason: "a NOT NULL column got no value (ORA-01400): supply it"},
	{text: "null result in a non-nullable column", kind: invalid, reason: "a NOT NULL column got no value (Snowflake 100072): supply it"},
	// Set 1124: the same NULL written into a NOT NULL column, in the words
	// of writers that name the column "non-nullable" or "non-null" (Storm
	// ORM, Spark and Iceberg writes, Flink's sink enforcer, Delta Lake's
	// invariant, ClickHouse 349): the call's row lacks the value, supply it.
	{text: "null to non-nullable column", kind: invalid, reason: "a NULL written into a NOT NULL column: supply the value"},
	{text: "nullable values to non-null column", kind: invalid, reason: "nullable values written into a NOT NULL column (Spark, Iceberg): supply or filter them"},
	{text: "a null value is being written into it", kind: invalid, reason: "a NULL written into a NOT NULL column (Flink sink): supply the value"},
	{text: "not null constraint violated for column", kind: invalid, reason: "a NULL written into a NOT NULL column (Delta Lake): supply the value"},
	{text: "cannot convert null value to non-nullable type", kind: invalid, reason: "a NULL inserted into a non-Nullable column (ClickHouse 349): supply the value"},
	{text: "incorrect datetime value", kind: invalid, reason: "the value is not a date and time (MySQL 1292): fix the value"},
	{text: "incorrect date value", kind: invalid, reason: "the value is not a date (MySQL 1292): fix the value"},
	{text: "incorrect time value", kind: invalid, reason: "the value is not a time (MySQL 1292): fix the value"},
	{text: "incorrect integer value", kind: invalid, reason: "the value is not an integer (MySQL 1366): fix the value"},
	{text: "incorrect decimal value", kind: invalid, reason: "the value is not a number (MySQL 1366): fix the value"},
	{text: "data truncated for column", kind: invalid, reason: "the value does not fit the column (MySQL 1265, an ENUM label it lacks): fix the value"},
	{text: "out of range value for column", kind: invalid, reason: "the value is outside the column's range (MySQL 1264): fix the value"},
	// Set 158: a row no partition of a partitioned table takes, as
	// PostgreSQL's 23514 "no partition of relation ... found for row", in
	// MySQL's words (1526 ER_NO_PARTITION_FOR_GIVEN_VALUE "Table has no
	// partition for value %s") and Oracle's (ORA-14400 "inserted
	// partition key does not map to any partition"): the row is fine, the
	// partition the load rests on is not there yet; and a MERGE whose
	// source names one target row twice, as PostgreSQL's 21000 "MERGE
	// command cannot affect row a second time", in SQL Server's words
	// (8672 "The MERGE statement attempted to UPDATE or DELETE the same row
	// more than once"): its "matches more than one source row" is no
	// choice among results, the source is to be deduplicated.
	{text: "has no partition for value", kind: premise, reason: "no partition takes the row (MySQL 1526, as 23514): create the partition first"},
	{text: "does not map to any partition", kind: premise, reason: "no partition takes the row (ORA-14400, as 23514): create the partition first"},
	{text: "attempted to update or delete the same row more than once", kind: invalid, reason: "the MERGE source names one target row twice (SQL Server 8672, as 21000): deduplicate the source"},
	// Set 109: a value whose type the column or expression cannot take, as
	// SQLite's STRICT "cannot store TEXT value in INTEGER column" and
	// PostgreSQL's 22P02, in SQL Server's words (245 "Conversion failed when
	// converting the varchar value 'x' to data type int", 241 "... date
	// and/or time from character string", 8114 "Error converting data type
	// varchar to numeric") and MySQL's 1292 "Truncated incorrect DOUBLE
	// value: 'x'" (a string compared or cast as a number).
	{text: "conversion failed when converting", kind: invalid, reason: "the value cannot be converted to the type it must take (SQL Server 245/241, as 22P02): fix the value"},
	{text: "error converting data type", kind: invalid, reason: "the value cannot be converted to the type it must take (SQL Server 8114, as 22P02): fix the value"},
	{text: "truncated incorrect", kind: invalid, reason: "the value is not of the type it is cast to (MySQL 1292, as 22P02): fix the value"},
	// Set 109: a transaction whose snapshot a concurrent write overtook, as
	// PostgreSQL's 40001 "could not serialize access due to concurrent
	// update", in SQL Server's words (3960 "Snapshot isolation transaction
	// aborted due to update conflict ... Retry the transaction"), Oracle's
	// (ORA-08177 "can't serialize access for this transaction") and
	// MariaDB's (1020 ER_CHECKREAD "Record has changed since last read in
	// table", innodb_snapshot_isolation): the whole transaction runs again.
	{text: "transaction aborted due to update conflict", kind: transient, reason: "a concurrent write overtook the snapshot (SQL Server 3960, as 40001): run the transaction again"},
	{text: "can't serialize access", kind: transient, reason: "a concurrent write overtook the snapshot (ORA-08177, as 40001): run the transaction again"},
	{text: "record has changed since last read", kind: transient, reason: "a concurrent write overtook the snapshot (MariaDB 1020, as 40001): run the transaction again"},
	// A long read whose consistent snapshot concurrent writers' churn has
	// aged out (set 1176): Oracle ORA-01555 "snapshot too old: rollback
	// segment number 9 with name ... too small", PostgreSQL's 72000
	// "snapshot too old" (read as transient by its code): nothing in the
	// call or the world is false; run the read again.
	{text: "snapshot too old", kind: transient, reason: "the read's snapshot was overwritten by concurrent writes (ORA-01555, as 72000): run it again"},
	// Set 68: the statement's own faults of set 68 in SQL Server's and
	// MySQL's words, as PostgreSQL's 22003, 22012, 22008, 42803, 57014
	// (statement timeout) and 42501.
	// Set 287: an identity or auto-increment column whose generator has
	// reached the end of its range, as PostgreSQL's 2200H "nextval:
	// reached maximum value of sequence" for a GENERATED ... AS IDENTITY
	// column (postgres.go; the sequence words in generic.go): SQL Server
	// 8115 names IDENTITY ("Arithmetic overflow error converting IDENTITY
	// to data type int.", ahead of 8115 on an expression below), MySQL
	// ER_AUTOINC_READ_FAILED 1467, H2 SEQUENCE_EXHAUSTED 90006 ("Sequence
	// %s has run out of numbers"), Derby 2200H ("does not cycle. No more
	// values can be obtained from this sequence generator"). Every insert
	// fails the same way until the column is widened or reseeded.
	{text: "arithmetic overflow error converting identity", kind: premise, reason: "the identity column has used up its type's range (SQL Server 8115 on IDENTITY, as 2200H): widen or reseed it"},
	{text: "failed to read auto-increment value from storage engine", kind: premise, reason: "the auto-increment column has reached its type's maximum (MySQL 1467, as 2200H): widen or reseed it"},
	{text: "has run out of numbers", kind: premise, reason: "the sequence is exhausted (H2 90006, as 2200H): raise its bound or cycle it"},
	{text: "no more values can be obtained from this sequence", kind: premise, reason: "the sequence is exhausted (Derby 2200H): raise its bound or cycle it"},
	// Set 362: MariaDB's ER_SEQUENCE_RUN_OUT 4084 "Sequence '%s.%s' has
	// run out", the same exhausted sequence (the quote ends its name).
	{text: "' has run out", kind: premise, reason: "the sequence is exhausted (MariaDB 4084, as 2200H): raise its bound or cycle it"},
	{text: "arithmetic overflow error", kind: invalid, reason: "a value overflows its type (SQL Server 8115, as 22003): cast to a wider type"},
	{text: "divide by zero error encountered", kind: invalid, reason: "division by zero (SQL Server 8134, as 22012): guard the divisor"},
	{text: "resulted in an out-of-range value", kind: invalid, reason: "a value converts out of its type's range (SQL Server 242, as 22008): fix the literal"},
	{text: "value is out of range in '", kind: invalid, reason: "a value overflows its type (MySQL 1690, as 22003): cast to a wider type"},
	{text: "contains nonaggregated column", kind: invalid, reason: "a column neither grouped nor aggregated (MySQL 1055, as 42803): fix the query"},
	{text: "maximum statement execution time exceeded", kind: transient, timeout: true, reason: "the statement ran past max_execution_time (MySQL 3024, as 57014)"},
	// Held-out set 797: the same classes in MySQL's and MariaDB's words as
	// go-sql-driver and the mysql/mariadb CLI print them: MariaDB 1969
	// "Query execution was interrupted (max_statement_time exceeded)" (as
	// 57014, the statement timeout), MySQL 1064 "You have an error in your
	// SQL syntax" (as 42601; it ends in "at line N", which names no
	// object), MySQL 1007 "Can't create database 'x'; database exists" (as
	// 42P04; 1008 "database doesn't exist" does not match).
	{text: "(max_statement_time exceeded)", kind: transient, timeout: true, reason: "the statement ran past max_statement_time (MariaDB 1969, as 57014)"},
	{text: "error in your sql syntax", kind: invalid, reason: "a syntax error in the statement (MySQL 1064, as 42601): fix the statement"},
	{text: "; database exists", kind: conflict, reason: "the database already exists (MySQL 1007, as 42P04)"},
	{text: "command denied to user", kind: denied, reason: "the account lacks the privilege (MySQL 1142/1143, as 42501)"},
	// Set 110: a prepared statement whose plan went stale when the schema
	// changed under it, as PostgreSQL's 0A000 "cached plan must not change
	// result type" (postgres.go), in the words that come without the
	// SQLSTATE (psql, psycopg's FeatureNotSupported, node-postgres) and in
	// MySQL's ER_NEED_REPREPARE 1615 "Prepared statement needs to be
	// re-prepared": the driver or the server prepares it again and the same
	// call succeeds (pgx conn_test.go TestStmtCacheInvalidationConn: "On
	// retry, the statement should have been flushed from the cache"; MySQL
	// error reference 1615).
	{text: "cached plan must not change result type", kind: transient, reason: "a prepared statement the schema changed under (PostgreSQL 0A000 without its code): it is prepared again, run it again"},
	// Set 1602: asyncpg's own words for the same stale plan,
	// InvalidCachedStatementError "cached statement plan is invalid due to
	// a database schema or configuration change" (asyncpg
	// exceptions/_base.py; outside a transaction asyncpg re-prepares and
	// retries by itself): "invalid" names the plan, not the call's input.
	{text: "cached statement plan is invalid", kind: transient, reason: "asyncpg's cached prepared statement went stale when the schema changed (InvalidCachedStatementError): it is prepared again, run the transaction again"},
	{text: "prepared statement needs to be re-prepared", kind: transient, reason: "a prepared statement the schema changed under (MySQL 1615): it is prepared again, run it again"},
	// Set 362: a prepared statement the session no longer holds, as
	// PostgreSQL's 26000 after DISCARD ALL or DEALLOCATE (postgres.go), in
	// MySQL's and MariaDB's words: ER_UNKNOWN_STMT_HANDLER 1243 "Unknown
	// prepared statement handler (%s) given to EXECUTE" (MariaDB KB
	// DEALLOCATE PREPARE: after deallocating, "as if it was not prepared
	// at all"). Prepare it again, then continue.
	{text: "unknown prepared statement handler", kind: premise, reason: "the prepared statement is not on this session (MySQL 1243, as 26000): prepare it again"},
	// Set 110: 22012 and 22003 in MySQL's and Oracle's words, and
	// PostgreSQL's "division by zero" without its SQLSTATE (psql,
	// node-postgres; Python's ZeroDivisionError says the same of a script's
	// own arithmetic): MySQL ER_DIVISION_BY_ZERO 1365 "Division by 0",
	// ORA-01476 "divisor is equal to zero", ORA-01438 "value larger than
	// specified precision allowed for this column", ORA-01426 "numeric
	// overflow". The statement's own arithmetic: guard the divisor, cast
	// wider.
	{text: "division by zero", kind: invalid, reason: "division by zero (as 22012): guard the divisor"},
	{text: "division by 0", kind: invalid, reason: "division by zero (MySQL 1365, as 22012): guard the divisor"},
	{text: "divisor is equal to zero", kind: invalid, reason: "division by zero (ORA-01476, as 22012): guard the divisor"},
	// Set 1558: the same fault in a script's own arithmetic, in the
	// runtimes' other words: PHP 8's DivisionByZeroError "Modulo by zero"
	// (php.net/manual/en/class.divisionbyzeroerror.php), CPython's
	// ZeroDivisionError "integer modulo by zero" and "integer division or
	// modulo by zero", Ruby's ZeroDivisionError "divided by 0", Go's
	// runtime panic "integer divide by zero" and Rust's "attempt to divide
	// by zero" and "attempt to calculate the remainder with a divisor of
	// zero". Every rerun with the same input meets it: guard the divisor.
	{text: "modulo by zero", kind: invalid, reason: "division by zero (a script's modulo, as 22012): guard the divisor"},
	{text: "zerodivisionerror", kind: invalid, reason: "division by zero (Python's or Ruby's ZeroDivisionError): guard the divisor"},
	{text: "divisionbyzeroerror", kind: invalid, reason: "division by zero (PHP's DivisionByZeroError): guard the divisor"},
	{text: "integer divide by zero", kind: invalid, reason: "division by zero (a Go runtime panic): guard the divisor"},
	{text: "attempt to divide by zero", kind: invalid, reason: "division by zero (a Rust panic): guard the divisor"},
	{text: "with a divisor of zero", kind: invalid, reason: "division by zero (a Rust remainder panic): guard the divisor"},
	{text: "value larger than specified precision allowed for this column", kind: invalid, reason: "a value overflows its column's precision (ORA-01438, as 22003): cast to a wider type"},
	{text: "ora-01426", kind: invalid, reason: "a value overflows its type (ORA-01426 numeric overflow, as 22003): cast to a wider type"},
	// Set 110: a query over a per-query resource limit, as PostgreSQL's
	// 53400 "temporary file size exceeds temp_file_limit": the same query
	// meets the same limit on every run, so it must sort, hash or hold
	// less (a filter, an earlier aggregate, an index). ClickHouse's
	// MEMORY_LIMIT_EXCEEDED "Memory limit (for query) exceeded"
	// (max_memory_usage, "the maximum amount of RAM to use for running a
	// query on a single server"), where "Memory limit (total) exceeded"
	// (max_server_memory_usage) is every query's together and frees when
	// they end; MySQL ER_OUT_OF_SORTMEMORY 1038 "Out of sort memory,
	// consider increasing server sort buffer size" (sort_buffer_size, a
	// session's).
	{text: "memory limit (for query) exceeded", kind: invalid, reason: "the query needs more memory than the per-query limit (ClickHouse max_memory_usage, as 53400): make it hold less"},
	{text: "memory limit (total) exceeded", kind: transient, reason: "the server's memory is spent by all its queries together (ClickHouse max_server_memory_usage): it frees as they end"},
	// Set 780: a receiver that sheds writes while its own memory, shared by
	// every sender, is high: the OpenTelemetry Collector memory_limiter's
	// "data refused due to high memory usage" (its README: senders retry),
	// InfluxDB 1.x's "engine: cache-max-memory-size exceeded" (the cache
	// frees as it snapshots to disk). Same family as the total limit above.
	{text: "due to high memory usage", kind: transient, reason: "the receiver refuses writes while its own memory is high (OpenTelemetry Collector memory_limiter): it frees as it exports"},
	{text: "cache-max-memory-size exceeded", kind: transient, reason: "the write cache is full until it snapshots to disk (InfluxDB cache-max-memory-size): it frees"},
	// Set 408: a session the service ended because the one transaction or
	// query used more than a session may, with the service's own remedy to
	// make it smaller: Azure SQL Database 40552 "The session has been
	// terminated because of excessive transaction log space usage. Try
	// modifying fewer rows in a single transaction.", 40551 "... excessive
	// TEMPDB usage", 40553 "... excessive memory usage", 40549 "Session is
	// terminated because you have a long-running transaction. Try
	// shortening your transaction."; BigQuery's "Resources exceeded during
	// query execution: The query could not be executed in the allotted
	// memory." The same statement is ended the same way on every run:
	// invalid, as 53400.
	{text: "session has been terminated because of excessive", kind: invalid, reason: "the transaction or query used more of a per-session resource than allowed (Azure SQL 40551-40553, as 53400): make it smaller"},
	{text: "try shortening your transaction", kind: invalid, reason: "the transaction ran longer than a session may (Azure SQL 40549, as 53400): make it shorter"},
	{text: "could not be executed in the allotted memory", kind: invalid, reason: "the query needs more memory than a query is allotted (BigQuery, as 53400): make it hold less"},
	{text: "out of sort memory", kind: invalid, reason: "the sort needs more than the session's sort buffer (MySQL 1038, as 53400): sort less or raise sort_buffer_size for the session"},
	// Set 110: COPY's 22P04 (a row with missing or extra columns) and
	// 22008/22007 (a date that is not one) in MySQL's and Oracle's words:
	// LOAD DATA in strict mode, ER_WARN_TOO_FEW_RECORDS 1261 "Row 2 doesn't
	// contain data for all columns" and ER_WARN_TOO_MANY_RECORDS 1262 "Row
	// 3 was truncated; it contained more data than there were input
	// columns"; ORA-01843 "not a valid month", ORA-01861 "literal does not
	// match format string". The load's column list or options, or the
	// literal, must change.
	{text: "doesn't contain data for all columns", kind: invalid, reason: "a loaded row lacks columns (MySQL 1261, as 22P04): fix the column list or the load's options"},
	{text: "it contained more data than there were input columns", kind: invalid, reason: "a loaded row has more columns than the load takes (MySQL 1262, as 22P04): fix the column list or the load's options"},
	{text: "not a valid month", kind: invalid, reason: "the value is not a date (ORA-01843, as 22008): fix the literal or its format"},
	{text: "literal does not match format string", kind: invalid, reason: "the value does not match its date format (ORA-01861, as 22007): fix the literal or its format"},
	// Set 68: SQLite's prepare-time sentences about the statement, as
	// Python's sqlite3, better-sqlite3 and mattn pass them on without
	// the result code (resolve.c, select.c, func.c): the statement's
	// own fault, as 42803, 42P20, 42883, 42601 and 54000.
	{text: "misuse of aggregate", kind: invalid, reason: "an aggregate where none may be (SQLite, as 42803): fix the query"},
	{text: "misuse of window function", kind: invalid, reason: "a window function where none may be (SQLite, as 42P20): fix the query"},
	{text: "wrong number of arguments to function", kind: invalid, reason: "a function called with the wrong number of arguments (SQLite): fix the call"},
	{text: "cannot join using column", kind: invalid, reason: "a USING column not present in both tables (SQLite): fix the join"},
	{text: "natural join may not have an on or using clause", kind: invalid, reason: "a NATURAL join with ON or USING (SQLite): fix the join"},
	{text: "do not have the same number of result columns", kind: invalid, reason: "a compound SELECT's sides differ in width (SQLite, as 42601): fix the query"},
	{text: "like or glob pattern too complex", kind: invalid, reason: "the LIKE or GLOB pattern is over SQLite's limit: use a shorter pattern"},
	{text: "operationalerror: interrupted", kind: denied, reason: "Python sqlite3's Connection.interrupt(), the caller's own: " + cancelReason},
	// Set 118: model-written SQL's own faults, whose PostgreSQL sentences
	// set 118 held, in the other engines' words. A single-value subquery
	// that returned several rows, as 21000 (MySQL 1242 "Subquery returns
	// more than 1 row", SQL Server 512 "Subquery returned more than 1
	// value. This is not permitted when ..."): the query ran, one value was
	// assumed where several exist. An aggregate or window function where
	// SQL does not take one, as 42803 and 42P20 (SQL Server 147 "An
	// aggregate may not appear in the WHERE clause", 4108 "Windowed
	// functions can only appear in the SELECT or ORDER BY clauses", MySQL
	// 3593 "You cannot use the window function '%s' in this context.",
	// ORA-00979 "not a GROUP BY expression"). A column reference that
	// matches several tables or names an alias FROM lacks, as 42702 and
	// 42P01 "missing FROM-clause entry" (ORA-00918 "column ambiguously
	// defined", SQL Server 4104 "The multi-part identifier ... could not be
	// bound"). A function called with arguments it does not take, as 42883
	// (MySQL 1582 "Incorrect parameter count in the call to native
	// function"). "Not permitted", "cannot use" and "ambiguously" are the
	// query's grammar, not a refusal or an unusable result.
	{text: "subquery returns more than 1 row", kind: ambiguous, reason: "a single-value subquery returned several rows (MySQL 1242, as 21000): narrow it"},
	{text: "subquery returned more than 1 value", kind: ambiguous, reason: "a single-value subquery returned several rows (SQL Server 512, as 21000): narrow it"},
	{text: "an aggregate may not appear in the", kind: invalid, reason: "an aggregate where none may be (SQL Server 147, as 42803): fix the query"},
	{text: "windowed functions can only appear in the", kind: invalid, reason: "a window function where none may be (SQL Server 4108, as 42P20): fix the query"},
	{text: "you cannot use the window function", kind: invalid, reason: "a window function where none may be (MySQL 3593, as 42P20): fix the query"},
	{text: "not a group by expression", kind: invalid, reason: "a column neither grouped nor aggregated (ORA-00979, as 42803): fix the query"},
	{text: "column ambiguously defined", kind: invalid, reason: "a column name that matches several tables (ORA-00918, as 42702): qualify it"},
	{text: "the multi-part identifier", kind: invalid, reason: "a qualified name whose table or alias the FROM clause lacks (SQL Server 4104, as 42P01 missing FROM-clause entry): fix the query"},
	{text: "incorrect parameter count in the call to", kind: invalid, reason: "a function called with the wrong number of arguments (MySQL 1582, as 42883): fix the call"},
	// Set 118's wrong types and date overflow in SQL Server's, MySQL's and
	// Oracle's words: SQL Server 206 "Operand type clash: int is
	// incompatible with date" (as 42804); MySQL 1441 "Datetime function:
	// datetime field overflow", SQL Server 517 "Adding a value to a
	// 'datetime' column caused an overflow.", ORA-01839 "date not valid for
	// month specified" (as 22008): fix the value or the expression.
	{text: "operand type clash", kind: invalid, reason: "an expression of a type its place does not take (SQL Server 206, as 42804): cast it"},
	{text: "datetime field overflow", kind: invalid, reason: "date arithmetic or a literal out of the type's range (MySQL 1441, as 22008): fix the value"},
	{text: "column caused an overflow", kind: invalid, reason: "date arithmetic out of the type's range (SQL Server 517, as 22008): fix the value"},
	{text: "date not valid for month specified", kind: invalid, reason: "a day the month does not have (ORA-01839, as 22008): fix the literal"},
}

// otherCheckViolated reads a CHECK constraint violation in MySQL's, SQL
// Server's and Oracle's words as PostgreSQL's 23514: premise when the
// constraint guards a state the world holds (stock, a balance:
// guardsState), else invalid. MySQL 3819 "Check constraint 'x' is
// violated."; SQL Server 547 "conflicted with the CHECK constraint";
// Oracle ORA-02290 "check constraint (SCHEMA.X) violated"; MariaDB 4025
// "CONSTRAINT `x` failed for `db`.`t`".
func otherCheckViolated(t string) (Result, bool) {
	// The rule is being added and rows already stored break it (Oracle
	// ORA-02293 "cannot validate (%s.%s) - check constraint violated",
	// ORA-02296 "cannot enable (%s.%s) - null values found", SQL Server
	// 547 for "The ALTER TABLE statement"; PostgreSQL's
	// rowsBreakNewRule): the rows must change first, premise.
	if hasAny(t, "ora-02293", "ora-02296", "alter table statement conflicted with the check constraint") {
		return verdict(premise, "stored rows break a CHECK or NOT NULL rule being added: change them first")
	}
	// The same for a unique rule (set 431's probes): Oracle ORA-01452
	// "cannot CREATE UNIQUE INDEX; duplicate keys found" and ORA-02299
	// "cannot validate (...) - duplicate keys found", SQL Server 1505 "The
	// CREATE UNIQUE INDEX statement terminated because a duplicate key was
	// found". Stored rows already repeat a key; no row of the step's
	// exists to skip to: premise, as PostgreSQL's "could not create unique
	// index". A row the step inserts that repeats a key stays conflict.
	if hasAny(t, "ora-01452", "ora-02299", "create unique index statement terminated", "cannot create unique index") {
		return verdict(premise, "stored rows already repeat a key of the unique rule being added: remove the duplicates first")
	}
	// MariaDB 4025 ER_CONSTRAINT_FAILED "CONSTRAINT `x` failed for
	// `db`.`t`" (set 388) names no CHECK: its backquoted name and table
	// are the shape.
	if !hasAny(t, "conflicted with the check constraint", "ora-02290") &&
		!(hasFold(t, "check constraint '") && hasFold(t, "' is violated")) &&
		!(hasFold(t, "constraint `") && hasFold(t, "` failed for `")) {
		return Result{}, false
	}
	if guardsState(t) {
		return verdict(premise, "a CHECK constraint that guards a state (stock, a balance) failed: the state the step assumed is not there")
	}
	return verdict(invalid, "a CHECK constraint on the value's form failed: fix the value")
}

// capReached finds a cap on what an object or account holds that is
// already reached: Discord 30010 "Maximum number of reactions reached
// (20)", 30007 "Maximum number of webhooks reached (15)", EC2 "The maximum
// number of addresses has been reached". It is Slack's too_many_emoji in
// other words (set 37): the item or account is full, and no retry and no
// other argument adds room (premise), though "maximum" reads as a size the
// request broke. A cap counted in work still running ("running
// executions", "in flight", "concurrently polling") frees itself and is
// left to the rate and running-work rules.
func capReached(t string) bool {
	if i := indexFold(t, "maximum number of"); i >= 0 {
		rest := t[i:]
		if hasAny(rest, " reached") && !capCountsWork(rest) && !capPerRequest(rest) && !capCountsCalls(rest[len("maximum number of"):]) {
			return true
		}
	}
	// The verb before the cap (held-out set 905): Stripe's "You have
	// reached the maximum of 16 test webhook endpoints.", GitHub's "This
	// SHA and context has reached the maximum number of statuses.",
	// GenerateBlocks "You have reached the maximum of %d pattern
	// libraries.": the same full container. A rate ("maximum of 10
	// requests", "per minute"), a length or size, or a loop's own turns
	// or attempts is not a held count; only the words up to the
	// sentence's end count.
	for _, w := range []string{"reached the maximum of ", "reached the maximum number of "} {
		if i := indexFold(t, w); i >= 0 {
			rest := t[i+len(w):]
			if j := strings.IndexAny(rest, ".!;\"\n"); j >= 0 {
				rest = rest[:j] // this sentence, not the body around it
			}
			if !capCountsWork(rest) && !hasAny(rest, "request", "call", "per ", "/s", "character", "byte", "length", "size",
				"turn", "attempt", "retr", "redirect", "iteration", "step", "pass", "time") {
				return true
			}
		}
	}
	// A standing count named with "too many ... exist" (set 1656):
	// Unleash's OperationDeniedError 403s "Too many links (10) exist for
	// this feature" and "Too many PATs (10) already exist for this user.":
	// the object or user holds as many as the instance allows; free one
	// first. Only the sentence around it counts, and a count of work in
	// flight or of requests ("too many requests exist in the queue") is
	// not a held count.
	if i := indexFold(t, "too many "); i >= 0 {
		rest := t[i+len("too many "):]
		if j := strings.IndexAny(rest, ".!;\"\n"); j >= 0 {
			rest = rest[:j]
		}
		if hasAny(rest, " exist for ", " exists for ", " already exist") && !capCountsWork(rest) &&
			!hasAny(rest, "request", "call", "connection", "session", "per ") {
			return true
		}
	}
	return false
}

// capCountsCalls: a cap whose counted thing is API requests or calls
// ("the maximum number of api requests are already reached", Zoom's v1
// API; set 1514): a rate over a window, which rateWords reads, not a
// count of things the account holds. "Maximum number of request
// templates reached" counts held things and stays with capReached.
func capCountsCalls(rest string) bool {
	rest = strings.TrimLeft(rest, " ")
	if hasPrefixFold(rest, "api ") {
		rest = rest[len("api "):]
	}
	for _, w := range [...]string{"requests", "calls"} {
		if hasPrefixFold(rest, w) && (len(rest) == len(w) || !isWordByte(rest[len(w)])) {
			return true
		}
	}
	return false
}

// capPerRequest: a cap the sentence scopes to the one request or query
// (held-out set 1174: Loki's 400 "maximum number of series (500) reached
// for a single query; consider reducing query cardinality ..."): the size
// of what this call asked for, which a narrower call stays under
// (invalid), not a count the account holds.
func capPerRequest(rest string) bool {
	if j := strings.IndexAny(rest, ".!;\"\n"); j >= 0 {
		rest = rest[:j] // this sentence, not the body around it
	}
	return hasAny(rest, "for a single query", "for a single request", "in a single query", "in a single request", "per query", "per request", "for this query", "for this request")
}

// capCountsWork: a cap counted in work under way, which frees as it ends.
func capCountsWork(rest string) bool {
	return hasAny(rest, "running", "in flight", "inflight", "in-flight", "concurren", "simultaneous", "active", "pending", "polling", "tokens")
}

var (
	// goneTargetWords: an act refused because its target was deleted
	// (Mattermost "Can not post to deleted channel."), as Slack's
	// is_archived and channel_not_found (set 37): premise.
	goneTargetWords = []pattern{
		// A target that moved to a new id (Telegram's 400 "group chat was
		// upgraded to a supergroup chat" with migrate_to_chat_id; a Slack
		// or Discord channel "migrated to" another): the id the plan holds
		// is stale, so the call cannot be repaired by its own arguments
		// alone; re-resolve the target (set 387).
		{text: "migrate_to_chat_id", kind: premise, reason: "the chat moved to a new id: re-resolve the target"},
		{text: "was upgraded to a supergroup", kind: premise, reason: "the chat moved to a new id: re-resolve the target"},
		{text: "has been migrated to a new", kind: premise, reason: "the target moved to a new id: re-resolve it"},
		// A company file moved to a product's new edition, the old one
		// kept locked (MYOB Essentials' 418 "the Essentials file has been
		// upgraded to new Essentials and the file is locked"; set 1614):
		// the target the plan holds is gone for good; re-resolve it in the
		// new edition. The upgrade still running ("is being upgraded",
		// its 423) frees by itself.
		{text: "has been upgraded to new ", kind: premise, reason: "the target moved to a product's new edition: re-resolve it there"},
		{text: "has been upgraded to the new ", kind: premise, reason: "the target moved to a product's new edition: re-resolve it there"},
		// The same move as Telegram's client libraries render it, with no
		// body to carry migrate_to_chat_id: python-telegram-bot's and
		// telegram-bot-ruby's ChatMigrated "Group migrated to supergroup. New
		// chat id: -100...", the older API description "Group migrated to
		// supergroup" (held-out set 851).
		{text: "migrated to supergroup", kind: premise, reason: "the group moved to a new supergroup id: re-resolve the target"},
		{text: "migrated to a supergroup", kind: premise, reason: "the group moved to a new supergroup id: re-resolve the target"},
		// A reply whose referenced message is gone, in Discord's nested
		// form-body error under a 400 "Invalid Form Body" (50035):
		// message_reference MESSAGE_REFERENCE_UNKNOWN_MESSAGE "Unknown
		// message" (held-out set 1203). The reply's text is fine; the
		// message it answers was deleted: post without the reference.
		{text: "reference_unknown_message", kind: premise, reason: "the message the reply references no longer exists: post without the reference"},
		{text: "to deleted ", kind: premise, reason: "the target was deleted"},
		{text: "to a deleted ", kind: premise, reason: "the target was deleted"},
		{text: "on deleted ", kind: premise, reason: "the target was deleted"},
		{text: "on a deleted ", kind: premise, reason: "the target was deleted"},
		{text: "in deleted ", kind: premise, reason: "the target was deleted"},
		{text: "in a deleted ", kind: premise, reason: "the target was deleted"},
	}
	// staleHeadWords: a branch head the call asserted (a sha parameter) that
	// the branch has moved past: GitHub's update-branch 422 "expected head
	// sha didn't match current head ref." (pulls#update-a-pull-request-branch:
	// "If the expected SHA does not match the pull request's HEAD, you will
	// receive a 422"), GitLab's merge 409 "SHA does not match HEAD of source
	// branch". Premise, as "head branch was modified" (set 199); read under a
	// 422/400 too (overInvalid), since GitHub sends it as a validation status.
	staleHeadWords = []pattern{
		{text: "didn't match current head", kind: premise, reason: "the branch head moved past the sha the call asserted: read it again, then repeat"},
		{text: "did not match current head", kind: premise, reason: "the branch head moved past the sha the call asserted: read it again, then repeat"},
		{text: "does not match head of source branch", kind: premise, reason: "the branch head moved past the sha the call asserted: read it again, then repeat"},
	}
	// staleSinceReadWords: a write refused because the object changed after
	// the caller last read it, said as a time rather than a version
	// (PagerDuty REST 1005 "Data Updated Since Last Request" under a 400;
	// Grafana's 412 version-mismatch "The dashboard has been changed by
	// someone else"; set 1623). The stale-copy ruling: read it again, then
	// repeat the change; premise under a 400/422 (overInvalid) and a 409
	// (overConflict). A filter parameter ("updated_since must be a
	// timestamp") has no space and keeps its reading.
	staleSinceReadWords = []pattern{
		{text: "updated since last request", kind: premise, reason: "the object changed since the caller's last read (a stale copy): read it again, then repeat the change"},
		{text: "modified since last request", kind: premise, reason: "the object changed since the caller's last read (a stale copy): read it again, then repeat the change"},
		{text: "changed since last request", kind: premise, reason: "the object changed since the caller's last read (a stale copy): read it again, then repeat the change"},
		{text: "been updated since you last", kind: premise, reason: "the object changed since the caller's last read (a stale copy): read it again, then repeat the change"},
		{text: "been modified since you last", kind: premise, reason: "the object changed since the caller's last read (a stale copy): read it again, then repeat the change"},
		{text: "been changed since you last", kind: premise, reason: "the object changed since the caller's last read (a stale copy): read it again, then repeat the change"},
		{text: "has been changed by someone else", kind: premise, reason: "another user saved the object since the caller's read (a stale copy): read it again, then repeat the change"},
		{text: "has been modified by someone else", kind: premise, reason: "another user saved the object since the caller's read (a stale copy): read it again, then repeat the change"},
		{text: "has been updated by someone else", kind: premise, reason: "another user saved the object since the caller's read (a stale copy): read it again, then repeat the change"},
	}
	// staleCASWords: a check-and-set whose version is no longer current,
	// sent as a validation status (Vault KV v2's 400 "check-and-set
	// parameter did not match the current version"): the stale-copy
	// ruling, premise, read under a 400/422 too (overInvalid), as
	// staleHeadWords (set 237).
	staleCASWords = []pattern{
		{text: "did not match the current version", kind: premise, reason: "the version the write asserted is stale: read it again, then repeat the change"},
		{text: "did not match current version", kind: premise, reason: "the version the write asserted is stale: read it again, then repeat the change"},
		// Square's 400 VERSION_MISMATCH (category INVALID_REQUEST_ERROR)
		// for a catalog or order write whose version field is stale:
		// "Object version does not match latest database version." The
		// object's stored version moved past the one the write carried, the
		// stale-copy ruling, under the validation status Square sends (sets
		// 683, 1089); a client or API version that "does not match" keeps
		// its reading, since the object's own version is named.
		{text: "object version does not match", kind: premise, reason: "the object's version the write carried is stale: read it again, then repeat the change"},
		// Gusto's optimistic-concurrency refusal on any object it versions
		// (time sheets, pay schedules, employees; 409 with error_key
		// "version"): "Version '<token>' does not match the latest version
		// of this object". The object moved on since the read: the
		// stale-copy ruling, premise (set 1311). A client or API version
		// that "does not match the latest version" keeps its reading, since
		// the object is named.
		{text: "does not match the latest version of this object", kind: premise, reason: "the object's version the write carried is stale: read it again, then repeat the change"},
		{text: "does not match the latest version of the object", kind: premise, reason: "the object's version the write carried is stale: read it again, then repeat the change"},
		// Route 53's InvalidChangeBatch for a DELETE (or a change) whose
		// record values are not the record's now ("Tried to delete resource
		// record set [name='x.', type='A'] but the values provided do not
		// match the current values"; API_ChangeResourceRecordSets: DELETE
		// "Deletes an existing resource record set that has the specified
		// values"): the step's copy of the record is stale, read it again
		// (set 1204). "values do not match the expected format" and
		// "passwords do not match" keep their readings.
		{text: "do not match the current values", kind: premise, reason: "the values the write carried are not the object's current ones (a stale copy): read it again, then repeat the change"},
		{text: "does not match the current value", kind: premise, reason: "the value the write carried is not the object's current one (a stale copy): read it again, then repeat the change"},
		// Toast's common error "The client has attempted to use stale
		// versions to update one or more domain objects." under the 400 a
		// validation status carries (set 1696; read under a 409 by
		// staleVersionWords): the objects moved on since the step's read.
		{text: "stale versions to update", kind: premise, reason: "the versions the write carried are stale: read the objects again, then repeat the change"},
		{text: "stale version to update", kind: premise, reason: "the version the write carried is stale: read the object again, then repeat the change"},
		// A revision guard the write carried that the object moved past,
		// said of the "latest" revision, under the 400 Google sends:
		// Docs' and Forms' writeControl.requiredRevisionId "The required
		// revision ID '...' does not match the latest revision." (also
		// bare through Apps Script's GoogleJsonResponseException, with no
		// code; set 1303), Lambda's "The RevisionId provided does not match
		// the latest RevisionId". The stale-copy ruling: read again, then
		// write.
		// Guidewire Cloud API's checksum guard (PreconditionFailedException;
		// Cloud API Business Flows "Checksums": "The supplied checksum '1'
		// does not match the current checksum '2' for the resource with uri
		// ..."), under any status: the resource changed since the caller's
		// read (set 1731). A data checksum that "does not match" keeps its
		// reading; only the resource's current checksum is named here.
		{text: "does not match the current checksum", kind: premise, reason: "the checksum the write carried is not the resource's current one (a stale copy): read it again, then repeat the change"},
		{text: "does not match the latest revision", kind: premise, reason: "the revision the write asserted is not the latest (a stale copy): read it again, then repeat the change"},
	}
	// staleVersionWords: a 409 that names the version the write asserted
	// and the one now stored (Cloud Run "Conflict for resource 'x': version
	// 'N' was specified but current version is 'M'"): optimistic locking,
	// the stale-copy ruling (staleref.go), premise.
	staleVersionWords = []pattern{
		{text: "but current version is", kind: premise, reason: "the version the write asserted is stale: read it again, then repeat the change"},
		{text: "but the current version is", kind: premise, reason: "the version the write asserted is stale: read it again, then repeat the change"},
		// The same stale version in other words under a 409 (Confluence's
		// "Version must be incremented on update. Current version is: 7",
		// "version mismatch"): re-read, then write again.
		// Appwrite's 409 document_update_conflict "Remote document is newer
		// than local." (set 1341): the document moved on since the step's
		// copy; re-read, then repeat the change.
		{text: "is newer than local", kind: premise, reason: "the stored document is newer than the step's copy: read it again, then repeat the change"},
		// SugarCRM's 409 edit_conflict "Edit conflict, please reload the
		// record data." (SugarApiExceptionEditConflict: "the client attempts
		// to edit the data on the server that was already edited by
		// different client"; set 1689): the stale-copy ruling.
		{text: "edit conflict", kind: premise, reason: "another client edited the record since the step read it: reload it, then repeat the change"},
		{text: "please reload the record", kind: premise, reason: "the record changed since the step read it: reload it, then repeat the change"},
		// A 409 that says a newer version than the one the write named is
		// stored: fhirbase's If-Match update "Newer than [v1] version
		// available [v2]" (fhirbase-plv8 issue 152; held-out set 1605),
		// "a newer version exists", "newer version available". The
		// resource moved on since the step read it: the stale-copy ruling.
		{text: "] version available [", kind: premise, reason: "a newer version than the one the write named is stored: read it again, then repeat the change"},
		{text: "newer version exists", kind: premise, reason: "a newer version than the one the write named is stored: read it again, then repeat the change"},
		{text: "newer version available", kind: premise, reason: "a newer version than the one the write named is stored: read it again, then repeat the change"},
		{text: "newer version is available", kind: premise, reason: "a newer version than the one the write named is stored: read it again, then repeat the change"},
		{text: "newer version of this resource", kind: premise, reason: "a newer version than the one the write named is stored: read it again, then repeat the change"},
		// Toast's 409 "The client has attempted to use stale versions to
		// update one or more domain objects." (dev.toasttab.com
		// apiCommonErrors; set 1696), Hibernate's StaleObjectStateException
		// relayed under a 409: a write on a stale copy, not an object
		// already there; the stale-copy ruling.
		// Azure Repos' TF401028 under a 409 on a push or ref update, "The
		// reference 'refs/heads/main' has already been updated by another
		// client, so you cannot update it. Please try again." (set 1809):
		// the oldObjectId the push carried is no longer the tip; its
		// "try again" means after a fresh read, the stale-copy ruling.
		{text: "has already been updated by another client", kind: premise, reason: "the ref moved since the step read it (another client updated it): read the tip again, then repeat the change"},
		{text: "stale version", kind: premise, reason: "the version the write carried is stale: read it again, then repeat the change"},
		{text: "staleobjectstateexception", kind: premise, reason: "the row changed since the step's read (Hibernate optimistic locking): read it again, then repeat the change"},
		// Guidewire's checksum guard under a 409 (set 1731; staleCASWords
		// reads it under a 400/422).
		{text: "does not match the current checksum", kind: premise, reason: "the checksum the write carried is not the resource's current one (a stale copy): read it again, then repeat the change"},
		{text: "version must be incremented", kind: premise, reason: "the version the write asserted is stale: read it again, then repeat the change"},
		// Gusto's 409 on a stale `version` field (set 1311; also read under
		// a 400/422 by staleCASWords).
		{text: "does not match the latest version of this object", kind: premise, reason: "the object's version the write carried is stale: read it again, then repeat the change"},
		{text: "does not match the latest version of the object", kind: premise, reason: "the object's version the write carried is stale: read it again, then repeat the change"},
		{text: "current version is", kind: premise, reason: "the version the write asserted is stale: read it again, then repeat the change"},
		{text: "version mismatch", kind: premise, reason: "the version the write asserted is stale: read it again, then repeat the change"},
		// A 409 whose text tells the client to read the record again
		// (Booking.com Reservations API "Response token 'T' for hotel
		// reservation 'ID' does not match. please pull again.", set 1620:
		// the reservation changed since it was pulled): the stale-copy
		// ruling, premise. Only under a 409 (this table's gate).
		{text: "please pull again", kind: premise, reason: "the server asks for a fresh read: the step's copy is stale; read it again, then repeat the change"},
		{text: "please fetch again", kind: premise, reason: "the server asks for a fresh read: the step's copy is stale; read it again, then repeat the change"},
		{text: "please re-fetch", kind: premise, reason: "the server asks for a fresh read: the step's copy is stale; read it again, then repeat the change"},
		// Bitbucket Data Center's PullRequestOutOfDateException under a
		// 409, "You are attempting to modify a pull request based on
		// out-of-date information." beside currentVersion and
		// expectedVersion: the pull request moved on since the step read
		// its version (held-out set 1172).
		{text: "based on out-of-date information", kind: premise, reason: "the version the write asserted is stale: read it again, then repeat the change"},
		// The same as an API's error code in the body, snake or camel case
		// (an app's 409 {"error":"version_mismatch"}, Contentful's 409
		// VersionMismatch for a stale X-Contentful-Version, set 336), read
		// before the "modified by another request" beside it.
		{text: "version_mismatch", kind: premise, reason: "the version the write asserted is stale: read it again, then repeat the change"},
		// Set 978: the same code as "version_conflict", a whole quoted
		// token (an app's 409 {"error":{"code":"version_conflict",
		// "message":"... was modified by another request (expected version
		// 3, current version 4)"}}); Elasticsearch's
		// version_conflict_engine_exception keeps its own reading.
		{text: "\"version_conflict\"", kind: premise, reason: "the version the write asserted is stale: read it again, then repeat the change"},
		{text: "versionmismatch", kind: premise, reason: "the version the write asserted is stale: read it again, then repeat the change"},
		// Ghost's Admin API answers a PUT whose updated_at is older than
		// the stored post's with 409 UpdateCollisionError, code
		// UPDATE_COLLISION ("Saving failed! Someone else is editing this
		// post."): updated_at is its collision check, a stale copy (set
		// 1271). The type or code, not the sentence: WordPress says
		// "Someone else is editing this post" of a post lock held now.
		{text: "updatecollisionerror", kind: premise, reason: "the updated_at the write asserted is stale (Ghost's collision check): read the post again, then repeat the change"},
		{text: "\"update_collision\"", kind: premise, reason: "the updated_at the write asserted is stale (Ghost's collision check): read the post again, then repeat the change"},
		{text: "revision_mismatch", kind: premise, reason: "the revision the write asserted is stale: read it again, then repeat the change"},
		{text: "etag_mismatch", kind: premise, reason: "the etag the write sent is stale: read it again, then repeat the change"},
		// The same in the words that ask for the fresh copy (Zendesk's
		// safe update "prevented the update due to outdated ticket data.
		// Please fetch the latest ticket data and try again", set 165).
		{text: "due to outdated", kind: premise, reason: "the copy the write was based on is outdated: read it again, then repeat the change"},
		{text: "fetch the latest", kind: premise, reason: "the copy the write was based on is outdated: read it again, then repeat the change"},
		// GitHub's merge with the sha parameter when the head moved past it
		// (pulls#merge-a-pull-request: 409 "Conflict if sha was provided and
		// pull request head did not match"): sets 9, 147 and 182.
		{text: "head branch was modified", kind: premise, reason: "the pull request's head moved past the sha the merge asserted: read it again, then merge"},
		// The same assertion on other calls and forges, under 422 as well as
		// 409 (staleHeadWords).
		staleHeadWords[0], staleHeadWords[1], staleHeadWords[2],
		// The version token a write sent "does not match the current" one
		// (Exchange/Microsoft Graph ErrorIrresolvableConflict: "the change
		// key passed in the request does not match the current change key
		// for the item", set 194; the same of an etag, a version or a
		// revision): the item changed since the step read it.
		{text: "does not match the current change key", kind: premise, reason: "the change key the write sent is stale: read the item again, then repeat the change"},
		{text: "does not match the current etag", kind: premise, reason: "the etag the write sent is stale: read it again, then repeat the change"},
		{text: "does not match the current version", kind: premise, reason: "the version the write asserted is stale: read it again, then repeat the change"},
		{text: "does not match the current revision", kind: premise, reason: "the revision the write asserted is stale: read it again, then repeat the change"},
		// The same without the article, or in the past tense: an app's 409
		// "If-Match \"v3\" does not match current version \"v5\"" behind
		// nginx (set 237), Vault KV v2's check-and-set "did not match the
		// current version": the copy the write was based on is stale.
		{text: "does not match current version", kind: premise, reason: "the version the write asserted is stale: read it again, then repeat the change"},
		{text: "does not match current etag", kind: premise, reason: "the etag the write sent is stale: read it again, then repeat the change"},
		// HAPI FHIR's versioned update or delete of a resource that has
		// moved on ("Trying to update Encounter/x/_history/4 but this is
		// not the current version", HAPI-0989 and HAPI-0961, under a 409;
		// held-out set 710).
		{text: "but this is not the current version", kind: premise, reason: "the version the write named is stale: read it again, then repeat the change"},
		// Its PATCH twin, HAPI-0974 "Version 3 is not the most recent
		// version of this resource, unable to apply patch" (held-out set
		// 1276).
		{text: "is not the most recent version of this resource", kind: premise, reason: "the version the write named is stale: read it again, then repeat the change"},
		staleCASWords[0], staleCASWords[1], staleCASWords[2], staleCASWords[len(staleCASWords)-1],
		// CouchDB's 409 for a write whose _rev is not the document's
		// current revision ("Document update conflict.", docs.couchdb.org
		// api/document/common: "409 Conflict - Document with the specified
		// ID already exists or specified revision is not latest version"),
		// as PouchDB, Cloudant, nano and couchdb-python pass it on, and
		// Couchbase Sync Gateway's "Document revision conflict": the
		// revision the write named is stale (set 296). Not SQL Server's
		// "aborted due to update conflict" (a snapshot overtaken: transient).
		{text: "document update conflict", kind: premise, reason: "the revision the write named is not the document's current one (CouchDB's update conflict): read it again, then repeat the change"},
		{text: "document revision conflict", kind: premise, reason: "the revision the write named is not the document's current one: read it again, then repeat the change"},
		{text: "errorirresolvableconflict", kind: premise, reason: "the change key the write sent is stale (Exchange ErrorIrresolvableConflict): read the item again, then repeat the change"},
	}
)

// otherRuntimeWords: set 37's Go and PostgreSQL classes in the words of
// other runtimes and drivers, which a tool passes on as text:
//   - an untrusted or expired server certificate (Go's x509 errors):
//     Java's PKIX "path building failed" / "path validation failed" and
//     "unable to find valid certification path" (JSSE), premise;
//   - a missing file (Go's fs.ErrNotExist): java.nio.file
//     NoSuchFileException, premise;
//   - PostgreSQL's 42883 without a SQLSTATE (psycopg, node-postgres): the
//     HINT "No function matches the given name and argument types" and
//     "operator does not exist", invalid (a cast or another name), which
//     the words "does not exist" would read as a missing object.
var otherRuntimeWords = []pattern{
	{text: "pkix path building failed", kind: premise, reason: "the server's certificate is not trusted (Java PKIX)"},
	{text: "pkix path validation failed", kind: premise, reason: "the server's certificate failed validation (Java PKIX)"},
	{text: "unable to find valid certification path", kind: premise, reason: "the server's certificate is not trusted (Java PKIX)"},
	{text: "nosuchfileexception", kind: premise, reason: "the file does not exist (java.nio.file)"},
	// Set 1644: java.nio.file's ENOTDIR, "NotDirectoryException: /path"
	// (Files.newDirectoryStream on a regular file): the path the plan
	// treats as a directory is a file, as "not a directory" reads.
	{text: "notdirectoryexception", kind: premise, reason: "the path is not a directory (java.nio.file NotDirectoryException)"},
	{text: "no function matches the given name and argument types", kind: invalid, reason: "no function takes these argument types (42883): add a cast or fix the name"},
	{text: "no operator matches the given name and argument types", kind: invalid, reason: "no operator takes these argument types (42883): add a cast"},
	{text: "operator does not exist", kind: invalid, reason: "no operator takes these argument types (42883): add a cast"},
	{text: "undefinedfunction", kind: invalid, reason: "no function takes these argument types (42883): add a cast or fix the name"},
}

// exhaustedRoom reads a RESOURCE_EXHAUSTED whose text names storage that
// is full. grpc/grpc doc/statuscodes.md gives the code to "a per-user
// quota, or perhaps the entire file system is out of space": a rate
// refills with time, a full disk or datastore does not (etcd's
// ErrGRPCNoSpace "etcdserver: mvcc: database space exceeded" keeps the
// cluster read-only until an operator compacts, defragments and disarms
// the alarm; BuildKit's ResourceExhausted "write ...: no space left on
// device"). Premise, as ENOSPC and storeFullWords are (held-out set 562).
// queryMemoryWords: set 110's per-query memory limit in a query service's
// own words, with its remedy to ask for less (set 1307): PostHog's
// wrap_query_error for ClickHouse 241 "Query exceeds memory limits. Try
// reducing its scope by changing the time range." (sent under 500), Azure
// Cosmos DB Gremlin's 1003 and Dgraph's "Query exceeded memory limit.
// Please modify the query". The same query meets the same limit whatever
// the wait: narrow it. Read in the generic wording and under a 500, whose
// status alone would guess a passing fault.
var queryMemoryWords = []pattern{
	// Cloudflare D1's resets that its docs pin on the query itself (set
	// 1412): "D1 DB's isolate exceeded its memory limit and was reset."
	// ("A query loaded too much into memory") and "D1 DB exceeded its CPU
	// time limit and was reset." ("Split the query into smaller shards"):
	// the same query trips the limit again. Its other resets (code
	// updated, internal error, transient issue on remote node) are the
	// platform's: retry.
	{text: "isolate exceeded its memory limit", kind: invalid, reason: "the query loaded more than D1's memory limit and reset the database: narrow it"},
	{text: "d1 db exceeded its cpu time limit", kind: invalid, reason: "the query ran past D1's CPU time limit and reset the database: split it into smaller queries"},
	{text: "d1 db reset because its code was updated", kind: transient, reason: "D1 restarted the database's Durable Object for a code update: retry"},
	// A Durable Object's own reset for a deploy, the same event as D1's
	// above (Cloudflare marks it .retryable; sets 832 and 1784, both
	// transient, the lead after set 1784).
	{text: "durable object reset because its code was updated", kind: transient, reason: "Cloudflare restarted the Durable Object for a code update: retry"},
	// D1's storage reset, which debug-d1 pins on a query writing or
	// reading too much ("optimise the query or shard the database"): the
	// same query trips it again (sets 1412 and 1784, both invalid, the lead
	// after set 1784). A Durable Object's own storage timeout keeps its
	// reading (set 832: transient).
	{text: "d1 db storage operation exceeded timeout", kind: invalid, reason: "the query's storage work ran past D1's limit and reset the database: optimise it or shard the data"},
	{text: "query exceeds memory limit", kind: invalid, reason: "the query needs more memory than the per-query limit: reduce its scope (a shorter time range, fewer breakdowns)"},
	{text: "query exceeded memory limit", kind: invalid, reason: "the query needs more memory than the per-query limit: reduce its scope (a shorter time range, fewer breakdowns)"},
	{text: "query exceeded the memory limit", kind: invalid, reason: "the query needs more memory than the per-query limit: reduce its scope (a shorter time range, fewer breakdowns)"},
	// Trino's and Presto's per-query caps (EXCEEDED_LOCAL_MEMORY_LIMIT
	// "Query exceeded per-node memory limit of 4GB", also "per-node user"
	// and "per-node broadcast"; EXCEEDED_GLOBAL_MEMORY_LIMIT "Query
	// exceeded distributed user memory limit of ..."), set by
	// query.max-memory-per-node and query.max-memory (set 1279).
	{text: "query exceeded per-node", kind: invalid, reason: "the query needs more memory on a node than one query may hold (Trino/Presto query.max-memory-per-node, as 53400): make it hold less"},
	{text: "query exceeded distributed", kind: invalid, reason: "the query needs more memory across the cluster than one query may hold (Trino/Presto query.max-memory, as 53400): make it hold less"},
	// Overpass API's [maxsize:] cap, in a 200 body's remark or its error
	// page: "runtime error: Query run out of memory using about 2048 MB of
	// RAM." (set 1313).
	// Amazon Athena's per-query cap on its engine's resources: "Query
	// exhausted resources at this scale factor" (Athena troubleshooting;
	// dbt-athena declines to retry it, dbt-labs/dbt-adapters#1820; set
	// 1456): the same query meets it again; split or narrow it.
	{text: "query exhausted resources", kind: invalid, reason: "the query needs more than Athena gives one query (\"exhausted resources at this scale factor\"): split or narrow it"},
	{text: "query run out of memory", kind: invalid, reason: "the query needs more memory than one query may hold (Overpass [maxsize:]): narrow it"},
	// PostHog's own exceptions for a ClickHouse query over its per-query
	// limits (posthog/exceptions.py, set 1697): ClickHouseQueryMemoryLimitExceeded
	// (504) "Query has reached the max memory limit before completing ...
	// You may need to narrow date range or materialize.",
	// ClickHouseEstimatedQueryExecutionTimeTooLong (512) "Estimated query
	// execution time is too long. Try reducing its scope by changing the
	// time range." (refused before it runs), ClickHouseQuerySizeExceeded
	// (500) "Query size exceeded." (max_query_size, the query text). Its
	// ClickHouseQueryTimeOut "has hit the max execution time" is a timeout
	// and keeps its transient reading.
	{text: "query has reached the max memory limit", kind: invalid, reason: "the query needs more memory than the per-query limit: narrow the date range or materialize"},
	{text: "estimated query execution time is too long", kind: invalid, reason: "the service estimates the query runs past its limit and refuses it before running: reduce its scope (a shorter time range)"},
	{text: "query size exceeded", kind: invalid, reason: "the query text is over the per-query size limit (ClickHouse max_query_size): shorten it"},
}

var queryMemoryMatcher = newMatcher(queryMemoryWords)

var exhaustedRoom = newMatcher(concat(storeFullWords, diskFullWords, []pattern{
	{text: "file system is out of space", kind: premise, reason: "the server's disk is full: free space first"},
	{text: "database space exceeded", kind: premise, reason: "the datastore is full (etcd NOSPACE alarm): compact, defragment and disarm first"},
}))

// diskFullWords are the words for a full disk, in missingWords (generic.go)
// and in exhaustedRoom: storage exhausted, whatever the status.
var diskFullWords = []pattern{
	{text: "no space left", kind: premise, reason: "disk full"},
	{text: "disk full", kind: premise, reason: "disk full"},
	// Other servers' words for a full disk (Meilisearch's
	// no_space_left_on_device "There is no more space left on the
	// device", a 500; set 409): storage exhausted, whatever the status.
	{text: "no more space left on", kind: premise, reason: "disk full"},
	{text: "disk is full", kind: premise, reason: "disk full"},
	{text: "out of disk space", kind: premise, reason: "disk full"},
	// A server's floor of free disk reached, so it refuses work until
	// space is freed (Splunk's "The minimum free disk space (5000MB)
	// reached for .../dispatch", a 503; set 418): storage exhausted.
	{text: "minimum free disk space", kind: premise, reason: "disk full (free-space floor reached)"},
	{text: "free disk space is below", kind: premise, reason: "disk full (free-space floor reached)"},
	{text: "insufficient free disk space", kind: premise, reason: "disk full (free-space floor reached)"},
	// Windows' words for ENOSPC, as Go's syscall.Errno and .NET print
	// them: ERROR_DISK_FULL (112) "There is not enough space on the
	// disk." and ERROR_HANDLE_DISK_FULL (39) "The disk is full." (set 102).
	{text: "not enough space on the disk", kind: premise, reason: "disk full (Windows ERROR_DISK_FULL)"},
	{text: "the disk is full", kind: premise, reason: "disk full (Windows ERROR_HANDLE_DISK_FULL)"},
	// NTSTATUS DISK_FULL 0xC000007F as smbclient ("cli_push returned
	// NT_STATUS_DISK_FULL") and go-smb2 (MS-ERREF "An operation failed
	// because the disk was full.") print it (held-out set 1350).
	{text: "status_disk_full", kind: premise, reason: "the share's disk is full (NTSTATUS 0xC000007F)"},
	{text: "because the disk was full", kind: premise, reason: "the share's disk is full (NTSTATUS 0xC000007F)"},
	{text: "enospc", kind: premise, reason: "ENOSPC"},
	// ClickHouse's NOT_ENOUGH_SPACE (243) from a disk reservation: "Cannot
	// reserve 1.00 MiB, not enough space", its size printed by
	// ReadableSize, so the text always has "B, not enough space" (B, KiB,
	// MiB, GiB...). The disk is full; "not enough memory" is not read
	// (set 1197).
	{text: "b, not enough space", kind: premise, reason: "disk full (ClickHouse NOT_ENOUGH_SPACE: a disk reservation failed)"},
}

// lockTakenWords: a distributed-lock client that did not get the lock
// because another worker holds it now: the lease ends at its TTL or on
// release, so a later try gets it (the libraries' own retry options say
// so). bsm/redislock ErrNotObtained "redislock: not obtained", go-redsync
// ErrFailed "redsync: failed to acquire lock" and ErrTaken "lock already
// taken, locked nodes: [0]", etcd concurrency ErrLocked "mutex: Locked by
// another session", node-redlock "Exceeded 10 attempts to lock the
// resource" (held-out set 810). A lock the caller lost stays premise
// (lockheld.go). They sit ahead of appStateWords (wording.go unseenWords),
// whose "already taken" would read redsync's ErrTaken as a conflict.
var lockTakenWords = []pattern{
	{text: "redislock: not obtained", kind: transient, reason: "another worker holds the lock now: try again once its lease ends"},
	{text: "failed to acquire lock", kind: transient, reason: "another worker holds the lock now: try again once its lease ends"},
	{text: "lock already taken, locked nodes", kind: transient, reason: "another worker holds the lock now: try again once its lease ends"},
	{text: "locked by another session", kind: transient, reason: "another session holds the lock now: try again once it is released"},
	{text: "attempts to lock the resource", kind: transient, reason: "another worker holds the lock now: try again once its lease ends"},
	// Meltano's StateIDLockedError "Could not acquire lock for state_id:
	// dev:tap-x-to-target-y" (its state backends' acquire_lock, after
	// their retry window): another run of the same pipeline holds the
	// state ID's lock now (set 1354); portalocker-style file locks say
	// the same words.
	{text: "could not acquire lock", kind: transient, reason: "another run holds the lock now: try again once it ends"},
	// Set 1600 (captured live, knex 3.3.0): a schema migrator's lock
	// that another migration run holds, as set 734's Terraform state
	// lock: knex MigrationLocked "Migration table is already locked"
	// (knex also logs "If you are sure migrations are not running you
	// can release the lock manually by running 'knex migrate:unlock'"),
	// Liquibase LockException "Could not acquire change log lock.
	// Currently locked by <host> since <time>". The other run ends and
	// frees it: a wait, ahead of appStateWords' "already locked" (a state that blocks).
	{text: "migration table is already locked", kind: transient, reason: "another migration run holds the migrator's lock (knex MigrationLocked): wait for it to finish; a stale lock needs migrate:unlock"},
	// A lock that names the live holder that keeps it: restic's
	// "repository is already locked by PID 18390 on vm by root" (sets 733
	// and 1617, both read transient), "already locked by <user>". The holder
	// finishes and frees it; a lock a dead process left says the same words
	// (restic unlock, borg break-lock) and waiting is the safer first step.
	// A bare "already locked" with no holder keeps appStateWords' state.
	{text: "already locked by ", kind: transient, reason: "another process holds the lock now (the text names it): try again once it finishes; a stale lock needs the tool's unlock"},
	{text: "could not acquire change log lock", kind: transient, reason: "another migration run holds the changelog lock (Liquibase LockException): wait for it to finish; a stale lock needs releaseLocks"},
}
