package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases110 runs testdata/independent110.jsonl, 35 failures a
// data-analyst agent met live (labelled before the classifier was run, 18
// tricky): PostgreSQL 15 through pgx v5 (a cached plan gone stale after an
// ALTER, temp_file_limit, division by zero, numeric overflow, COPY from a
// missing server file, statement_timeout), SQLite through modernc (a STRICT
// column, a taken ATTACH alias, a table missing from an attached file, a
// full and a read-only database, SQLITE_BUSY), Go's os and encoding/json and
// encoding/csv on local extracts, nginx 1.22 through Go's net/http (404,
// 416, a lying Content-Encoding, 504, 413, a body that stalls past
// Client.Timeout), MCP server-everything through the TypeScript and Go
// SDKs, and openai-go and anthropic-sdk-go against httptest servers sending
// the documented bodies.
//
// First run, at 1d1dcb9: 29/35, tricky 13/18. The class fixed for a miss:
//   - a CSV reader's refusal of a record's shape with no file named (Go's
//     bare "record on line 2: wrong number of fields", read unknown, while
//     the same class in other readers' words read invalid or unknown) is an
//     unusable answer, ambiguous (filedata.go csvRowsUnusable); a named
//     file stays premise (set 56), a server's 4xx over an uploaded CSV
//     stays invalid.
//
// Classes of lines the set got right only through a code, which the same
// situation in other drivers' and engines' words missed:
//   - a prepared statement whose plan went stale under a schema change
//     (0A000 "cached plan must not change result type" without its
//     SQLSTATE, MySQL 1615) is a wait: it read invalid (roomwords.go);
//   - division by zero and numeric overflow in MySQL's and Oracle's words
//     and PostgreSQL's without the code read unknown: invalid, as 22012
//     and 22003 (roomwords.go);
//   - a missing file whose path the program itself quotes in double quotes
//     (PostgreSQL's 58P01 sentences without the SQLSTATE, DuckDB) read as a
//     path misspelt in quotes (invalid): it is missing, premise
//     (uripath.go enoentPath);
//   - a missing file in Windows' words (ERROR_FILE_NOT_FOUND and
//     ERROR_PATH_NOT_FOUND, as Go on Windows and SQL Server's BULK INSERT
//     print them) read unknown or invalid: premise, as ENOENT; a refused
//     connect in .NET's, aiohttp's and Bun's words read unknown: transient,
//     as ECONNREFUSED (goerr.go);
//   - a query over a per-query resource limit in other engines' words
//     (ClickHouse "Memory limit (for query) exceeded", MySQL 1038 "Out of
//     sort memory") read unknown: invalid, as 53400 temp_file_limit, while
//     ClickHouse's server total is a wait (roomwords.go); SQLITE_NOMEM as
//     modernc writes it ("out of memory (7)") read unknown: transient by
//     its code (sqlite.go);
//   - Chromium's BLOCKED_BY_ADMINISTRATOR and BLOCKED_BY_CLIENT, a request
//     a policy stopped, read unknown: denied, as the set's allow-list line
//     (wording.go allowListWords);
//   - a loaded row with missing or extra columns (MySQL 1261, 1262) and a
//     date that is not one (ORA-01843, ORA-01861) read unknown: invalid, as
//     22P04 and 22008 (roomwords.go).
//
// Five misses are tolerated: each is a label that earlier sets and the
// taxonomy decide the other way for the same text (no relabelling after the
// first run):
//   - i110-sqlite-attach-name-in-use: first-run miss, right since the alias
//     ruling (sqlite.go).
//   - i110-sqlite-readonly-database: first-run miss, now right: SQLITE_READONLY (8) is
//     premise by the read-only ruling (sqlite.go), as this set labels it.
//   - i110-go-create-under-file: first-run miss, right since the path ruling
//     (goerr.go: EISDIR/ENOTDIR on a path is premise).
//   - i110-go-json-truncated-file: first-run miss, right since the bare
//     JSON ruling after set 422 (goerr.go), as this set labels it.
//   - i110-http-200-gzip-invalid-header: first-run miss, right since the
//     bare-decompression ruling (goerr.go bareDecompressFault).
//
// Tolerated: i110-sqlite-readonly-database: denied vs premise by the SQLite read-only ruling, revised (sqlite.go): SQLite's own words name a write permission the connection lacks
// Tolerated: i110-go-csv-wrong-field-count: invalid vs ambiguous (the lead's revised CSV ruling after six blind sets: a CSV reader's refusal with no file named is the call's CSV text, invalid, filedata.go): rows the tool read back and cannot use also hold
func TestIndependentCases110(t *testing.T) {
	runIndependent(t, "testdata/independent110.jsonl", true,
		"i110-sqlite-readonly-database", "i110-go-csv-wrong-field-count")
}

// TestGeneralise110 checks set 110's classes in other software's words,
// and their neighbours.
func TestGeneralise110(t *testing.T) {
	I, P, A, T, D := rung.KindInvalid, rung.KindPremise, rung.KindAmbiguous, rung.KindTransient, rung.KindDenied
	runWordingCases(t, []wordingCase{
		// A CSV reader's refusal of a record's shape, no file named: the CSV
		// text the call handed over is malformed, invalid since the lead's
		// revision after six blind sets (filedata.go; this set read it as
		// rows the tool read back, ambiguous).
		// Go encoding/csv reader.go ErrFieldCount (the miss, captured live).
		{"go csv ErrFieldCount", "go", 0, "", "record on line 2: wrong number of fields", I},
		{"go csv ErrFieldCount, no protocol", "", 0, "", "record on line 3: wrong number of fields", I},
		// Go encoding/csv ErrBareQuote and ErrQuote (reader.go ParseError.Error).
		{"go csv ErrBareQuote", "go", 0, "", `parse error on line 2, column 17: bare " in non-quoted-field`, I},
		{"go csv ErrQuote", "", 0, "", `parse error on line 4, column 9: extraneous or missing " in quoted-field`, I},
		// Rust csv crate, src/error.rs ErrorKind::UnequalLengths.
		{"rust csv UnequalLengths", "", 0, "", "CSV error: record 2 (line: 3, byte: 37): found record with 2 fields, but the previous record has 3 fields", I},
		// Node csv-parse, CSV_RECORD_INCONSISTENT_FIELDS_LENGTH (lib/api/index.js).
		{"node csv-parse record length", "", 0, "", "CsvError: Invalid Record Length: expect 3, got 2 on line 3", I},
		// pandas/_libs/parsers.pyx tokenizer error.
		{"pandas tokenizer", "", 0, "", "pandas.errors.ParserError: Error tokenizing data. C error: Expected 3 fields in line 5, saw 4", I},
		// CPython Modules/_csv.c parse_add_char.
		{"python csv field limit", "", 0, "", "_csv.Error: field larger than field limit (131072)", I},

		// Neighbours that keep their kind.
		// A named file's rows stay the file's (set 56): premise.
		{"go csv, file named (set 56)", "go", 0, "", "tool csv.read /tmp/w56/ws/data/users.csv: record on line 3: wrong number of fields", P},
		{"rust csv, file named (set 56)", "", 0, "", "load /data/prices.csv: CSV error: record 2 (line: 3, byte: 37): found record with 2 fields, but the previous record has 3 fields", P},
		// A server refusing the CSV the call uploaded: the status reads first.
		{"http 400 over an uploaded csv", "http", 400, "", `{"error":"record on line 3: wrong number of fields"}`, I},
		{"http 422 csv-parse over an upload", "http", 422, "", `{"error":"Invalid Record Length: expect 3, got 2 on line 3"}`, I},
		// A bare JSON decoder's end of input: the JSON read stops short,
		// as a CSV reader's bare refusal (the ruling after set 422).
		{"go bare json eof", "go", 0, "", "unexpected end of JSON input", A},
		// An MCP tool's parse of its own JSON stays premise (mcp.go).
		{"mcp isError json parse", "mcp", 0, "isError", `{"content":[{"type":"text","text":"Unexpected end of JSON input"}],"isError":true}`, P},

		// A prepared statement whose plan went stale under a schema change
		// is prepared again: a wait, whatever the driver (roomwords.go).
		// pgx with the SQLSTATE (the set's line, captured live).
		{"pgx 0A000 cached plan", "postgres", 0, "0A000", "ERROR: cached plan must not change result type (SQLSTATE 0A000)", T},
		// PostgreSQL plancache.c's sentence as psql, psycopg
		// (errors.FeatureNotSupported) and node-postgres print it, no code.
		{"psql cached plan", "", 0, "", "ERROR:  cached plan must not change result type", T},
		{"psycopg cached plan", "", 0, "", "psycopg.errors.FeatureNotSupported: cached plan must not change result type", T},
		{"node-postgres cached plan in an MCP result", "mcp", 0, "isError", `{"content":[{"type":"text","text":"error: cached plan must not change result type"}],"isError":true}`, T},
		// MySQL error reference: 1615 ER_NEED_REPREPARE.
		{"mysql 1615", "", 0, "", "Error 1615 (HY000): Prepared statement needs to be re-prepared", T},

		// The statement's own arithmetic in other engines' words, as 22012
		// and 22003 (roomwords.go).
		// MySQL 1365 ER_DIVISION_BY_ZERO (strict mode, ERROR_FOR_DIVISION_BY_ZERO).
		{"mysql 1365", "", 0, "", "Error 1365 (22012): Division by 0", I},
		// Oracle ORA-01476, ORA-01438, ORA-01426 (Database Error Messages).
		{"oracle ORA-01476", "", 0, "", "ORA-01476: divisor is equal to zero", I},
		{"oracle ORA-01438", "", 0, "", "ORA-01438: value larger than specified precision allowed for this column", I},
		{"oracle ORA-01426", "", 0, "", "ORA-01426: numeric overflow", I},
		// PostgreSQL's 22012 sentence without its code (psql), and Python's
		// ZeroDivisionError from an analysis script a shell tool ran.
		{"psql division by zero", "", 0, "", "ERROR:  division by zero", I},
		{"python ZeroDivisionError", "", 0, "", "Traceback (most recent call last):\n  File \"report.py\", line 14, in <module>\n    avg = total / count\nZeroDivisionError: division by zero", I},
		// Neighbours: SQL Server's 8134 stays invalid (set 68); a server's
		// 500 whose body names its own ZeroDivisionError stays the
		// server's (transient by the status).
		{"sql server 8134", "", 0, "", "mssql: Divide by zero error encountered.", I},
		{"http 500 server's own ZeroDivisionError", "http", 500, "", `{"error":"ZeroDivisionError: division by zero"}`, T},

		// A missing file whose path the program's message puts in double
		// quotes is missing, not misspelt (uripath.go enoentPath).
		// PostgreSQL's 58P01 sentences without the SQLSTATE (dfmgr.c,
		// extension.c), as psql and node-postgres print them.
		{"psql could not access file", "", 0, "", `ERROR:  could not access file "$libdir/postgis-3": No such file or directory`, P},
		{"node-postgres extension control file", "", 0, "", `error: could not open extension control file "/usr/share/postgresql/15/extension/vector.control": No such file or directory`, P},
		// DuckDB's IO Error (src/common/local_file_system.cpp).
		{"duckdb cannot open file", "", 0, "", `IO Error: Cannot open file "exports/extract_2024.csv": No such file or directory`, P},
		// A Perl script's idiomatic die with $!.
		{"perl can't open", "", 0, "", `Can't open "data/report.csv": No such file or directory at import.pl line 12.`, P},
		// Neighbours: quotes inside the name stay the call's (set 70):
		// Go's PathError prints the path verbatim, Node quotes it in '...'.
		{"go stat of a double-quoted path (set 70)", "go", 0, "", `stat "/srv/data/report.csv": no such file or directory`, I},
		{"go open of a single-quoted path (set 70)", "go", 0, "", `tool fs.read: open '/tmp/w70/ws/reports/q3.md': no such file or directory`, I},
		{"node open of a double-quoted path", "", 0, "", `ENOENT: no such file or directory, open '"/tmp/x.csv"'`, I},

		// A missing extract in Windows' words (goerr.go), as the set's
		// "open /tmp/w110/data/sales_2025.csv: no such file or directory":
		// Go's os on Windows (ERROR_FILE_NOT_FOUND, ERROR_PATH_NOT_FOUND
		// through FormatMessage) and SQL Server's BULK INSERT quoting the
		// operating system's error 3 (Msg 4861).
		{"go on windows file not found", "go", 0, "", `open C:\data\sales_2025.csv: The system cannot find the file specified.`, P},
		{"go on windows path not found", "", 0, "", `open C:\data\2025\sales.csv: The system cannot find the path specified.`, P},
		{"sql server bulk insert os error 3", "", 0, "", `mssql: Cannot bulk load because the file "C:\exports\extract_2024.csv" could not be opened. Operating system error code 3(The system cannot find the path specified.).`, P},
		// Neighbours: the same bulk load refused by the OS (error 5) is
		// denied; a Windows path with an unexpanded variable stays the
		// call's (set 53).
		{"sql server bulk insert os error 5", "", 0, "", `mssql: Cannot bulk load because the file "C:\exports\extract_2024.csv" could not be opened. Operating system error code 5(Access is denied.).`, D},
		{"go on windows unexpanded variable (set 53)", "go", 0, "", `open %APPDATA%\app\settings.json: The system cannot find the path specified.`, I},

		// The dataset host refused the connection, in other runtimes'
		// words, as the set's Go "connect: connection refused" and Node's
		// "fetch failed" (goerr.go): a wait.
		// .NET HttpRequestException over WSAECONNREFUSED (10061).
		{".NET actively refused", "", 0, "", `System.Net.Http.HttpRequestException: No connection could be made because the target machine actively refused it. (127.0.0.1:58109)`, T},
		// aiohttp ClientConnectorError over asyncio's "Connect call failed".
		{"aiohttp connect call failed", "", 0, "", `aiohttp.client_exceptions.ClientConnectorError: Cannot connect to host 127.0.0.1:58109 ssl:default [Connect call failed ('127.0.0.1', 58109)]`, T},
		// Bun's fetch, error code ConnectionRefused.
		{"bun ConnectionRefused", "", 0, "", `ConnectionRefused: Unable to connect. Is the computer able to access the url?`, T},
		// Neighbours: aiohttp's certificate and DNS failures keep theirs.
		{"aiohttp certificate", "", 0, "", `aiohttp.client_exceptions.ClientConnectorCertificateError: Cannot connect to host data.example.org:443 ssl:True [SSLCertVerificationError: (1, '[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed: self-signed certificate (_ssl.c:1006)')]`, P},
		{"aiohttp dns", "", 0, "", `aiohttp.client_exceptions.ClientConnectorDNSError: Cannot connect to host data.exmaple.org:443 ssl:default [Name or service not known]`, P},

		// A query over a per-query resource limit must hold less, as the
		// set's 53400 temp_file_limit line (roomwords.go).
		{"pgx 53400 temp_file_limit (the set's line)", "postgres", 0, "53400", "ERROR: temporary file size exceeds temp_file_limit (1024kB) (SQLSTATE 53400)", I},
		// ClickHouse MEMORY_LIMIT_EXCEEDED (241) under max_memory_usage.
		{"clickhouse memory limit for query", "", 0, "", "code: 241, message: Memory limit (for query) exceeded: would use 9.32 GiB (attempt to allocate chunk of 4194304 bytes), maximum: 9.31 GiB: While executing AggregatingTransform. (MEMORY_LIMIT_EXCEEDED)", I},
		// MySQL ER_OUT_OF_SORTMEMORY 1038.
		{"mysql 1038", "", 0, "", "Error 1038 (HY001): Out of sort memory, consider increasing server sort buffer size", I},
		// Neighbour: the server's total, spent by every query together, frees.
		{"clickhouse memory limit total", "", 0, "", "code: 241, message: Memory limit (total) exceeded: would use 28.01 GiB (attempt to allocate chunk of 4219172 bytes), maximum: 27.94 GiB. (MEMORY_LIMIT_EXCEEDED)", T},
		// SQLITE_NOMEM as modernc writes it reads by its code (sqlite.go),
		// as PostgreSQL's 53200 out_of_memory: a wait.
		{"modernc SQLITE_NOMEM", "sqlite", 0, "", "out of memory (7)", T},
		// A loaded row with missing or extra columns, and a date that is
		// not one, in MySQL's and Oracle's words, as PostgreSQL's 22P04
		// and 22008 (roomwords.go): invalid.
		{"pgx 22P04 missing data (COPY)", "postgres", 0, "22P04", "ERROR: missing data for column \"revenue\" (SQLSTATE 22P04)\nCONTEXT: COPY extract_load, line 2: \"2,us\"", I},
		// MySQL error reference: 1261 ER_WARN_TOO_FEW_RECORDS, 1262 ER_WARN_TOO_MANY_RECORDS (LOAD DATA, strict mode).
		{"mysql 1261", "", 0, "", "Error 1261 (01000): Row 2 doesn't contain data for all columns", I},
		{"mysql 1262", "", 0, "", "Error 1262 (01000): Row 3 was truncated; it contained more data than there were input columns", I},
		// Oracle ORA-01843, ORA-01861 (Database Error Messages).
		{"pgx 22008 (the set's capture)", "postgres", 0, "22008", "ERROR: date/time field value out of range: \"2024-13-01\" (SQLSTATE 22008)\nHINT: Perhaps you need a different \"datestyle\" setting.", I},
		{"oracle ORA-01843", "", 0, "", "ORA-01843: not a valid month", I},
		{"oracle ORA-01861", "", 0, "", "ORA-01861: literal does not match format string", I},
		// Neighbours: a table missing after a rename stays premise in
		// every engine's words.
		{"mysql 1146", "", 0, "", "Error 1146 (42S02): Table 'analytics.orders' doesn't exist", P},
		{"oracle ORA-00942", "", 0, "", "ORA-00942: table or view does not exist", P},
		// A destination refused by an allow- or block-list, as the set's
		// server-everything "Domain 127.0.0.1 is not in the allowed domains
		// list." (wording.go allowListWords): denied.
		{"server-everything allowed domains (the set's line)", "mcp", 0, "isError", `{"content":[{"type":"text","text":"Error processing file http://127.0.0.1:58100/data/sales_2024.csv: Domain 127.0.0.1 is not in the allowed domains list."}],"isError":true}`, D},
		// Deno's permission sandbox (runtime/permissions: --allow-net).
		{"deno requires net access", "", 0, "", `NotCapable: Requires net access to "data.example.org:443", run again with the --allow-net flag`, D},
		// Chromium's BLOCKED_BY_ADMINISTRATOR and BLOCKED_BY_CLIENT as
		// Puppeteer's and Playwright's page.goto print them.
		{"puppeteer blocked by administrator", "", 0, "", `Error: net::ERR_BLOCKED_BY_ADMINISTRATOR at https://data.example.org/exports/sales.csv`, D},
		{"playwright blocked by client", "", 0, "", `page.goto: net::ERR_BLOCKED_BY_CLIENT at https://data.example.org/exports/sales.csv`, D},
		// Neighbour: a refused connection to the same host stays a wait.
		{"playwright connection refused", "", 0, "", `page.goto: net::ERR_CONNECTION_REFUSED at https://data.example.org/exports/sales.csv`, T},
		{"pgx 53200", "postgres", 0, "53200", "ERROR: out of memory (SQLSTATE 53200)\nDETAIL: Failed on request of size 16777216 in memory context \"ExecutorState\".", T},
	})
}
