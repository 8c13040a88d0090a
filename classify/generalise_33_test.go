package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralise33 checks the class set 33's first run missed on wordings
// the set does not hold, from other parsers and servers: a JSON parse
// error inside an MCP tool's isError result is the tool's own data
// (premise), whichever runtime's parser words it; the call's own JSON and
// its argument validation stay invalid. Each case names its source.
func TestGeneralise33(t *testing.T) {
	res := func(text string) string {
		return `{"content":[{"type":"text","text":"` + text + `"}],"isError":true}`
	}
	cases := []wordingCase{
		// The set's line: V8's JSON.parse of server-memory's store.
		{"v8 double-quoted property name (set 33)", "", 0, "", `{"result":{"content":[{"type":"text","text":"Expected double-quoted property name in JSON at position 49"}],"isError":true},"jsonrpc":"2.0","id":2}`, rung.KindPremise},
		// V8 src/common/message-template.h, other kJsonParse* texts.
		{"v8 comma after property value", "", 0, "", res("Expected ',' or '}' after property value in JSON at position 812 (line 14 column 3)"), rung.KindPremise},
		{"v8 older unexpected token", "", 0, "", res("Unexpected token } in JSON at position 212"), rung.KindPremise},
		{"v8 non-whitespace after JSON", "", 0, "", res("Unexpected non-whitespace character after JSON at position 2"), rung.KindPremise},
		// Python json (JSONDecodeError) through FastMCP's ToolError
		// ("Error executing tool NAME: ...", mcp python-sdk).
		{"python json via FastMCP", "", 0, "", res("Error executing tool load_notes: Expecting property name enclosed in double quotes: line 4 column 3 (char 57)"), rung.KindPremise},
		{"python json extra data", "", 0, "", res("Error executing tool read_config: Extra data: line 2 column 1 (char 85)"), rung.KindPremise},
		// Go encoding/json SyntaxError from a go-sdk server's handler.
		{"go encoding/json", "", 0, "", res("read cache /var/lib/agent/cache.json: invalid character '}' looking for beginning of object key string"), rung.KindPremise},
		// Rust serde_json from an rmcp server.
		{"rust serde_json", "", 0, "", res("failed to load index: EOF while parsing an object at line 12 column 0"), rung.KindPremise},
		// JavaScriptCore (a Bun server), .NET System.Text.Json (the C# SDK).
		{"bun JSC", "", 0, "", res("JSON Parse error: Unterminated string"), rung.KindPremise},
		{"dotnet System.Text.Json", "", 0, "", res("'}' is an invalid start of a value. Path: $.items[3] | LineNumber: 0 | BytePositionInLine: 212."), rung.KindPremise},

		// Controls: the call's own arguments, checked by the SDK's schema
		// (zod's "expected number"), and a request line the server could
		// not parse (JSON-RPC -32700) stay invalid.
		{"zod validation stays invalid", "", 0, "", res("MCP error -32602: Input validation error: Invalid arguments for tool get-sum: Invalid input: expected number, received string at a"), rung.KindInvalid},
		{"-32700 parse error stays invalid", "", 0, "", `{"jsonrpc":"2.0","id":null,"error":{"code":-32700,"message":"Parse error","data":"Unexpected end of JSON input"}}`, rung.KindInvalid},
	}
	runWordingCases(t, cases)
}

// TestGeneralise33Probe checks a class found while probing set 33's
// sources with live failures the set does not hold: PostgreSQL refuses
// ALTER COLUMN ... TYPE with 0A000 for each kind of object that depends on
// the column (src/backend/commands/tablecmds.c, one wording per kind); the
// dependent must change first (premise), as for a view.
func TestGeneralise33Probe(t *testing.T) {
	cases := []wordingCase{
		{"generated column (captured live, pgx)", "", 0, "0A000", `tool db.exec: ERROR: cannot alter type of a column used by a generated column (SQLSTATE 0A000)`, rung.KindPremise},
		{"trigger definition", "", 0, "0A000", `ERROR: cannot alter type of a column used in a trigger definition (SQLSTATE 0A000)`, rung.KindPremise},
		{"policy definition", "", 0, "0A000", `ERROR: cannot alter type of a column used in a policy definition (SQLSTATE 0A000)`, rung.KindPremise},
		{"view or rule (as before)", "", 0, "0A000", `ERROR: cannot alter type of a column used by a view or rule (SQLSTATE 0A000)`, rung.KindPremise},
		// Controls: other 0A000 texts are the statement's.
		{"FOR UPDATE with aggregates stays invalid", "", 0, "0A000", `ERROR: FOR UPDATE is not allowed with aggregate functions (SQLSTATE 0A000)`, rung.KindInvalid},
		{"cross-database reference stays invalid", "", 0, "0A000", `ERROR: cross-database references are not implemented: "reports.public.orders" (SQLSTATE 0A000)`, rung.KindInvalid},
	}
	runWordingCases(t, cases)
}
