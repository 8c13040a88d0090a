package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneraliseHoldingUnits: a CHECK that keeps a holding counted in an
// account's own unit (credits, points, miles, coins) from going negative
// guards a balance by another name: premise, in each engine's words. A
// word that only contains a unit ("endpoints") and a check on a value's
// shape stay invalid.
func TestGeneraliseHoldingUnits(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// set 42, live: pgx on PostgreSQL 15, an unnamed CHECK (credits >= 0).
		{"pgx wallets_credits_check", "postgres", 0, "23514", `tool db.exec: ERROR: new row for relation "wallets" violates check constraint "wallets_credits_check" (SQLSTATE 23514)`, rung.KindPremise},
		// psycopg 3 (psycopg.errors.CheckViolation), PostgreSQL's default name.
		{"psycopg players_coins_check", "postgres", 0, "", `psycopg.errors.CheckViolation: new row for relation "players" violates check constraint "players_coins_check"`, rung.KindPremise},
		// MySQL 8 ER_CHECK_CONSTRAINT_VIOLATED (3819): "Check constraint '%s' is violated."
		{"mysql 3819 named miles check", "", 0, "", `Error 3819 (HY000): Check constraint 'members_miles_nonneg' is violated.`, rung.KindPremise},
		// SQL Server 547 (the CHECK constraint's conflict message).
		{"sqlserver 547 points", "", 0, "", `mssql: The UPDATE statement conflicted with the CHECK constraint "CK_loyalty_points". The conflict occurred in database "shop", table "dbo.loyalty", column 'points'.`, rung.KindPremise},
		// SQLite names an unnamed CHECK by its expression (modernc, 275).
		{"sqlite credits >= 0", "sqlite", 0, "275", `constraint failed: CHECK constraint failed: credits >= 0 (275)`, rung.KindPremise},
		// Not a unit: "endpoints" only contains "points"; a price is a format.
		{"pgx endpoints url check", "postgres", 0, "23514", `ERROR: new row for relation "api_endpoints" violates check constraint "api_endpoints_url_check" (SQLSTATE 23514)`, rung.KindInvalid},
		{"pgx price check", "postgres", 0, "23514", `ERROR: new row for relation "products" violates check constraint "products_price_check" (SQLSTATE 23514)`, rung.KindInvalid},
	})
}

// TestGeneraliseDavShape: a WebDAV server's refusal of how the request is
// built (a PUT to a collection, a MKCOL to a file URL, a MOVE onto its own
// source) is invalid whatever status carries it (409 reads as a conflict,
// 403 as a credential). A missing parent collection stays premise.
func TestGeneraliseDavShape(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// set 42, live: nginx 1.22 ngx_http_dav_module error_log.
		{"nginx cannot PUT to a collection", "", 0, "", `2026/12/02 06:14:24 [error] 11955#11955: *4 cannot PUT to a collection, client: 127.0.0.1, server: localhost, request: "PUT /dav/reports/ HTTP/1.1", host: "127.0.0.1:24211"`, rung.KindInvalid},
		// nginx ngx_http_dav_module.c: MKCOL to a URL without the trailing slash (409).
		{"nginx MKCOL collection only", "", 0, "", `2026/12/02 07:01:10 [error] 812#812: *31 MKCOL can create a collection only, client: 10.0.4.7, server: files.example.com, request: "MKCOL /dav/exports/2026 HTTP/1.1", host: "files.example.com"`, rung.KindInvalid},
		// SabreDAV CorePlugin::httpPut (Nextcloud): a PUT to a folder's URL, 409.
		{"sabredav PUT on a folder", "http", 409, "", `PUT https://cloud.example.com/remote.php/dav/files/agent/Reports: 409 Conflict <?xml version="1.0" encoding="utf-8"?><d:error xmlns:d="DAV:" xmlns:s="http://sabredav.org/ns"><s:exception>Sabre\DAV\Exception\Conflict</s:exception><s:message>PUT is not allowed on non-files.</s:message></d:error>`, rung.KindInvalid},
		// golang.org/x/net/webdav handleCopyMove: a MOVE onto itself, 403.
		{"x/net/webdav destination equals source", "http", 403, "", `MOVE http://127.0.0.1:8080/notes/q3.md: 403 Forbidden: webdav: destination equals source`, rung.KindInvalid},
		// SabreDAV's missing parent stays the premise webdav.go reads.
		{"sabredav PUT without a parent", "http", 409, "", `PUT https://cloud.example.com/remote.php/dav/files/agent/a/b.txt: 409 Conflict <?xml version="1.0" encoding="utf-8"?><d:error xmlns:d="DAV:" xmlns:s="http://sabredav.org/ns"><s:exception>Sabre\DAV\Exception\Conflict</s:exception><s:message>Files can only be created as children of collections</s:message></d:error>`, rung.KindPremise},
	})
}

// TestGeneraliseZeroCount: a tool result that succeeded and whose own
// summary counts zero of everything it lists found nothing to act on:
// ambiguous, as an empty list. A summary with any count above zero lists
// something and is left alone.
func TestGeneraliseZeroCount(t *testing.T) {
	res := func(text string) string {
		return `{"content":[{"type":"text","text":"` + text + `"}]}`
	}
	runWordingCases(t, []wordingCase{
		// set 42, live: server-filesystem list_directory_with_sizes through the go-sdk.
		{"fs list_directory_with_sizes empty", "mcp", 0, "", `{"content":[{"type":"text","text":"\nTotal: 0 files, 0 directories\nCombined size: 0 B"}],"structuredContent":{"content":"\nTotal: 0 files, 0 directories\nCombined size: 0 B"}}`, rung.KindAmbiguous},
		// tree(1)'s report for an empty directory, run by a shell MCP server.
		{"tree empty directory", "mcp", 0, "", res(`/srv/exports/2026\n\n0 directories, 0 files`), rung.KindAmbiguous},
		// psql's footer for a SELECT that matched nothing, from a postgres MCP server.
		{"psql (0 rows)", "mcp", 0, "", res(` id | email \n----+-------\n(0 rows)\n`), rung.KindAmbiguous},
		// pytest run by a tool: nothing collected.
		{"pytest collected 0 items", "mcp", 0, "", res(`============================= test session starts ==============================\ncollected 0 items\n\n============================ no tests ran in 0.01s =============================`), rung.KindAmbiguous},
		// A listing that holds something is not read as empty.
		{"tree with files", "mcp", 0, "", res(`/srv/exports/2026\n|-- q3.csv\n\n0 directories, 1 file`), rung.KindUnknown},
	})
}
